import { Lock } from "lucide-react";
import { Suspense, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { PersonFields, type PersonFieldName } from "~/components/lead-forms/person-fields";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { formatPounds, gasAuditOffer } from "~/content/gas-audit-offer";
import { AUDIT_FAILURE } from "~/content/lead-form-messages";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { lazyNamed } from "~/lib/lazy-named";
import { leadApiUrl } from "~/lib/post-lead";
import { useHydrated } from "~/lib/use-hydrated";
import {
  failureMessage,
  useLeadSubmission,
  type LeadFormIdentity,
} from "~/lib/use-lead-submission";
import type { GasAuditFormBinding } from "./gas-audit-form-enhancer";
import type { GasAuditLead } from "../../../lead-forms/gas-audit";

const loadFormEnhancer = () => import("./gas-audit-form-enhancer");
const GasAuditFormEnhancer = lazyNamed(loadFormEnhancer, "GasAuditFormEnhancer");

/** The audit form's id and analytics id, checked against its definition (lead-forms/gas-audit). */
const AUDIT_IDENTITY: LeadFormIdentity = { id: "audit", analyticsId: "gas_audit" };

/** Until the form's code has arrived, the inputs are plain ones: they take typing, nothing else. */
const plainInput = (name: PersonFieldName) => ({ name });

/** Before the code has arrived the submit button is disabled, so this only stops a stray submit. */
const holdSubmit = (event: FormEvent) => event.preventDefault();

/**
 * The £99 audit request. The page ships only these inputs; react-hook-form and the schema
 * (GasAuditFormEnhancer) are fetched when the visitor first reaches for the form (a tap, focus or
 * input, which includes the browser's autofill), so most visitors, who only read the page, never
 * download or run them. Typing goes on meanwhile; the code then takes over the same inputs.
 */
export function GasAuditForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [binding, setBinding] = useState<GasAuditFormBinding | null>(null);
  const want = () => setWanted(true);
  // The prerendered button is enabled, so the form still posts where scripts never run.
  const hydrated = useHydrated();

  const goToPayment = () => {
    if (gasAuditOffer.paymentUrl) window.location.assign(gasAuditOffer.paymentUrl);
    else void navigate(gasAuditThankYouPath("audit"));
  };

  // Not the definition itself: this page's first view carries no schema (see below).
  const { honeypot, submit } = useLeadSubmission<GasAuditLead>(AUDIT_IDENTITY, {
    onStored: goToPayment,
    onFailed: (failure) => window.alert(failureMessage(failure, AUDIT_FAILURE)),
  });

  const isValid = binding?.isValid ?? false;
  const isSubmitting = binding?.isSubmitting ?? false;

  return (
    <>
      {/* A real form too: without scripts the browser posts it and the API redirects. */}
      <form
        ref={form}
        method="post"
        action={leadApiUrl(AUDIT_IDENTITY.id)}
        noValidate
        onSubmit={binding ? binding.handleSubmit(submit) : holdSubmit}
        onFocus={want}
        onPointerDown={want}
        onInput={want}
        aria-label="Audit request"
        className="relative grid gap-4"
      >
        <PersonFields
          field={binding ? (name) => binding.register(name) : plainInput}
          errors={binding?.errors ?? {}}
        />
        <Honeypot ref={honeypot} />
        <Button
          type="submit"
          size="lg"
          disabled={hydrated && (!isValid || isSubmitting)}
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
        <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          {gasAuditOffer.paymentUrl ? <Lock aria-hidden="true" className="size-4" /> : null}
          {gasAuditOffer.paymentNote}
        </p>
      </form>
      {wanted ? (
        <Suspense fallback={null}>
          <GasAuditFormEnhancer form={form} onBinding={setBinding} />
        </Suspense>
      ) : null}
    </>
  );
}
