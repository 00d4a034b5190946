import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { Lock } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { PersonFields } from "~/components/lead-forms/person-fields";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { formatPounds, gasAuditOffer } from "~/content/gas-audit-offer";
import { GAS_AUDIT_THANK_YOU_PATH } from "~/site-map/page-paths";
import { failureMessage, useLeadSubmission } from "~/lib/use-lead-submission";
import { gasAuditLeadSchema, type GasAuditLead, type GasAuditLeadInput } from "./gas-audit-schema";

export const AUDIT_FAILURE = "Something went wrong. Please try again.";

const EMPTY: GasAuditLeadInput = { firstName: "", lastName: "", email: "", phone: "" };

export function GasAuditForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid },
  } = useForm<GasAuditLeadInput, unknown, GasAuditLead>({
    resolver: standardSchemaResolver(gasAuditLeadSchema),
    defaultValues: EMPTY,
    mode: "onChange",
  });

  const goToPayment = () => {
    if (gasAuditOffer.paymentUrl) window.location.assign(gasAuditOffer.paymentUrl);
    else void navigate(GAS_AUDIT_THANK_YOU_PATH);
  };

  const { honeypot, submit } = useLeadSubmission<GasAuditLead>("audit", {
    onStored: goToPayment,
    onFailed: (failure) => window.alert(failureMessage(failure, AUDIT_FAILURE)),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label="Audit request"
      className="relative grid gap-4"
    >
      <PersonFields field={(name) => register(name)} errors={errors} />
      <Honeypot ref={honeypot} />
      <Button
        type="submit"
        size="lg"
        disabled={!isValid || isSubmitting}
        aria-describedby={isValid ? undefined : "audit-form-ready-hint"}
        className="mt-2 w-full"
      >
        {isSubmitting ? "Sending..." : `Get my audit for ${formatPounds(gasAuditOffer.price)}`}
      </Button>
      {isValid ? null : (
        <p id="audit-form-ready-hint" className="text-center text-sm text-ink-muted">
          Fill in all four fields to continue.
        </p>
      )}
      <PrivacyNote purpose="We use these details to arrange and deliver your audit." />
      {gasAuditOffer.paymentUrl ? (
        <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          <Lock aria-hidden="true" className="size-4" />
          Secure card payment on the next page
        </p>
      ) : null}
    </form>
  );
}
