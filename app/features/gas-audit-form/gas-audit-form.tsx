import { Lock } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { PersonFields } from "~/components/lead-forms/person-fields";
import { FeedbackBanner } from "~/components/lead-forms/feedback-banner";
import { Form } from "~/components/lead-forms/form";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import type { FormIslandProps } from "../../../lead-forms/server-feedback";
import type { InputConstraints } from "../../../lead-forms/html-constraints";
import { SENDING_ATTRIBUTE } from "~/components/lead-forms/submit-when-valid";
import { useServerFeedback } from "~/components/lead-forms/use-server-feedback";
import { formatPounds, gasAuditOffer } from "~/content/gas-audit-offer";
import { AUDIT_FAILURE } from "../../../lead-forms/messages";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { goTo } from "~/lib/go-to";
import { lazyNamed } from "~/lib/lazy-named";
import { paymentLinkFor } from "../../../lead-forms/payment-link";
import { leadApiUrl } from "~/lib/post-lead";
import { useHydrated } from "~/lib/use-hydrated";
import { failureMessage, type LeadFormIdentity } from "~/lib/submit-lead";
import { useLeadSubmission } from "~/lib/use-lead-submission";
import type { GasAuditFormBinding } from "./gas-audit-form-enhancer";
import type { GasAuditLead } from "../../../lead-forms/gas-audit";

const loadFormEnhancer = () => import("./gas-audit-form-enhancer");
const GasAuditFormEnhancer = lazyNamed(loadFormEnhancer, "GasAuditFormEnhancer");

/** The audit form's id and analytics id, checked against its definition (lead-forms/gas-audit). */
const AUDIT_IDENTITY: LeadFormIdentity = { id: "audit", analyticsId: "gas_audit" };

/** The form's element and its hint, for the page's SubmitWhenValid script. */
export const AUDIT_FORM_IDS = { form: "audit-request", hint: "audit-form-ready-hint" } as const;

/**
 * Its props as the page prerenders them: the schema's rules as constraint attributes, worked
 * out by the page (htmlConstraints), so this first download carries no schema; and the server's
 * feedback after a post without scripts.
 */
export interface GasAuditFormProps extends FormIslandProps {
  constraints?: Record<string, InputConstraints>;
}

/**
 * The £99 audit request, an island (gas-audit-form-island.tsx) started when the browser is first
 * idle after the first paint, or at once when the visitor reaches for the form sooner (a tap,
 * focus, input, which includes the browser's autofill, or submit). Until then it is the native
 * form that posts to the lead API, its button enabled only while the inputs' constraints hold
 * (SubmitWhenValid, placed after it by the page). Once started it fetches react-hook-form and the
 * schema (GasAuditFormEnhancer), which take over the same inputs with whatever was typed
 * meanwhile and show each field's message (the form is then `data-bound`). Until then its Form
 * has no binding: plain inputs that take typing, and a submit the browser posts natively.
 */
export function GasAuditForm({ feedback, constraints }: GasAuditFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [binding, setBinding] = useState<GasAuditFormBinding | null>(null);
  const server = useServerFeedback(feedback);
  // Once hydrated (the visitor has reached for the form: that is what started the island) the
  // form's code is fetched.
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

  const isSubmitting = binding?.formState.isSubmitting ?? false;

  return (
    <>
      {/* A real form too: without scripts the browser posts it and the API redirects. */}
      <Form
        form={binding}
        server={server}
        onValid={submit}
        constraints={constraints}
        ref={form}
        id={AUDIT_FORM_IDS.form}
        {...{ [SENDING_ATTRIBUTE]: isSubmitting ? "" : undefined }}
        // Its code has taken over the inputs: a submit is the script's from now on.
        data-bound={binding ? "" : undefined}
        method="post"
        action={leadApiUrl(AUDIT_IDENTITY.id)}
        aria-label="Audit request"
        className="relative grid gap-4"
      >
        <FeedbackBanner banner={server.banner} />
        <PersonFields />
        <Honeypot ref={honeypot} />
        {/* Enabled and the hint hidden as prerendered: the page's script sets both from the
            first paint on (SubmitWhenValid), and React never renders them, so it never undoes it. */}
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isSubmitting ? "Sending..." : `Get my audit for ${formatPounds(gasAuditOffer.price)}`}
        </Button>
        {/* Shown only with scripts (the button is never disabled without): set aside where a
            test compares the page with and without them (tests/e2e/page-text.ts). */}
        <p
          id={AUDIT_FORM_IDS.hint}
          hidden
          data-scripting-alternative=""
          className="text-center text-sm text-ink-muted"
        >
          {gasAuditOffer.readyHint}
        </p>
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
