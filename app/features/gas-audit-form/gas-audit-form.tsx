import { Lock } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { PersonFields } from "~/components/lead-forms/person-fields";
import { FeedbackBanner } from "~/components/lead-forms/feedback-banner";
import { Form } from "~/components/lead-forms/form";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import type { FormIslandProps } from "../../../lead-forms/server-feedback";
import { useServerFeedback } from "~/components/lead-forms/use-server-feedback";
import { formatPounds, gasAuditOffer } from "~/content/gas-audit-offer";
import { AUDIT_FAILURE } from "../../../lead-forms/messages";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { goTo } from "~/lib/go-to";
import { lazyNamed } from "~/lib/lazy-named";
import { paymentLinkFor } from "../../../lead-forms/payment-link";
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

/**
 * The £99 audit request, an island (gas-audit-form-island.tsx) started when the visitor first
 * reaches for the form (a tap, focus, input, which includes the browser's autofill, or submit), so
 * most visitors, who only read the page, never download or run it. Until then it is the native
 * form that posts to the lead API. Once started it fetches react-hook-form and the schema
 * (GasAuditFormEnhancer), which take over the same inputs with whatever was typed meanwhile. Until
 * then its Form has no binding: plain inputs that take typing, and a held submit (the button is
 * disabled by then, so that only stops a stray one).
 */
export function GasAuditForm({ feedback }: FormIslandProps) {
  const form = useRef<HTMLFormElement>(null);
  const [binding, setBinding] = useState<GasAuditFormBinding | null>(null);
  const server = useServerFeedback(feedback);
  // The prerendered button is enabled, so the form still posts where scripts never run. Once
  // hydrated (the visitor has reached for the form: that is what started the island) the form's
  // code is fetched.
  const hydrated = useHydrated();

  const goToPayment = ({ id }: { id?: string | undefined }) => {
    const { paymentUrl } = gasAuditOffer;
    goTo(paymentUrl ? paymentLinkFor(paymentUrl, id) : gasAuditThankYouPath("audit"));
  };

  // Not the definition itself: this page's first view carries no schema (see below).
  const { honeypot, submit } = useLeadSubmission<GasAuditLead>(AUDIT_IDENTITY, {
    onStored: goToPayment,
    onFailed: (failure) => window.alert(failureMessage(failure, AUDIT_FAILURE)),
  });

  const isValid = binding?.formState.isValid ?? false;
  const isSubmitting = binding?.formState.isSubmitting ?? false;

  return (
    <>
      {/* A real form too: without scripts the browser posts it and the API redirects. */}
      <Form
        form={binding}
        server={server}
        onValid={submit}
        ref={form}
        method="post"
        action={leadApiUrl(AUDIT_IDENTITY.id)}
        aria-label="Audit request"
        className="relative grid gap-4"
      >
        <FeedbackBanner banner={server.banner} />
        <PersonFields />
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
      </Form>
      {hydrated ? (
        <Suspense fallback={null}>
          <GasAuditFormEnhancer form={form} onBinding={setBinding} />
        </Suspense>
      ) : null}
    </>
  );
}
