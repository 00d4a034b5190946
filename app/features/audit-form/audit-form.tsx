import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { Lock } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { PersonFields } from "~/components/ui/person-fields";
import { Honeypot, HONEYPOT_FIELD } from "~/components/ui/honeypot";
import { PrivacyNote } from "~/components/ui/privacy-note";
import { AUDIT_THANK_YOU_PATH, auditOffer, formatPounds } from "~/config/audit-offer";
import { env } from "~/config/env";
import { markLeadSent } from "~/lib/lead-session";
import { postLead } from "~/lib/post-lead";
import { trackLead } from "~/lib/track-lead";
import { useSingleFlight } from "~/lib/use-single-flight";
import { auditLeadSchema, type AuditLead, type AuditLeadInput } from "./audit-schema";

export const AUDIT_FAILURE = "Something went wrong. Please try again.";

const EMPTY: AuditLeadInput = { firstName: "", lastName: "", email: "", phone: "" };

export function AuditForm() {
  const navigate = useNavigate();
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid },
  } = useForm<AuditLeadInput, unknown, AuditLead>({
    resolver: standardSchemaResolver(auditLeadSchema),
    defaultValues: EMPTY,
    mode: "onChange",
  });

  const goToPayment = () => {
    if (auditOffer.paymentUrl) window.location.assign(auditOffer.paymentUrl);
    else void navigate(AUDIT_THANK_YOU_PATH);
  };

  const send = useSingleFlight(async (lead: AuditLead) => {
    if (honeypot.current?.value) return goToPayment();
    const result = await postLead(env.auditWebhookUrl, lead);
    if (result.ok) {
      markLeadSent();
      trackLead("gas_audit");
      goToPayment();
    } else {
      window.alert(AUDIT_FAILURE);
    }
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      aria-label="Audit request"
      className="relative grid gap-4"
    >
      <PersonFields field={(name) => register(name)} errors={errors} />
      <Honeypot name={HONEYPOT_FIELD} ref={honeypot} />
      <Button
        type="submit"
        size="lg"
        disabled={!isValid || isSubmitting}
        aria-describedby={isValid ? undefined : "audit-form-ready-hint"}
        className="mt-2 w-full"
      >
        {isSubmitting ? "Sending..." : `Get my audit for ${formatPounds(auditOffer.price)}`}
      </Button>
      {isValid ? null : (
        <p id="audit-form-ready-hint" className="text-center text-sm text-ink-muted">
          Fill in all four fields to continue.
        </p>
      )}
      <PrivacyNote purpose="We use these details to arrange and deliver your audit." />
      {auditOffer.paymentUrl ? (
        <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          <Lock aria-hidden="true" className="size-4" />
          Secure card payment on the next page
        </p>
      ) : null}
    </form>
  );
}
