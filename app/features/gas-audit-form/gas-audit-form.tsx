import { Lock } from "lucide-react";
import { Button } from "~/components/ui/button";
import { PersonFields } from "~/components/lead-forms/person-fields";
import { Form } from "~/components/lead-forms/form";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import type { InputConstraints } from "../../../lead-forms/html-constraints";
import { formatPounds, gasAuditOffer } from "~/content/gas-audit-offer";
import { leadApiUrl } from "~/lib/post-lead";
import { AUDIT_IDENTITY } from "./audit-identity";

/** The form's element and its hint, for the page's SubmitWhenValid script. */
export const AUDIT_FORM_IDS = { form: "audit-request", hint: "audit-form-ready-hint" } as const;

/** Never called: a Form with no binding leaves its submit to the browser or the island. */
const postedElsewhere = () => {};

/**
 * The £99 audit request as the page is built with it: a real form, which the browser posts
 * without scripts (the API redirects to payment, or back with its messages), its button enabled
 * only while the inputs' constraints hold (SubmitWhenValid, placed after it by the page), which
 * are the schema's rules (`constraints`, lead-forms/html-constraints.ts). Its island
 * (gas-audit-form-island.ts), plain script started when the browser is first idle after the
 * first paint or at the visitor's first touch, checks each field as it is typed and sends in
 * place.
 */
export function GasAuditForm({ constraints }: { constraints: Record<string, InputConstraints> }) {
  return (
    // No binding: plain inputs with the schema's constraints (components/lead-forms/form.tsx).
    <Form
      form={null}
      onValid={postedElsewhere}
      constraints={constraints}
      id={AUDIT_FORM_IDS.form}
      method="post"
      action={leadApiUrl(AUDIT_IDENTITY.id)}
      aria-label="Audit request"
      className="relative grid gap-4"
    >
      <PersonFields />
      <Honeypot />
      {/* Enabled and the hint hidden as prerendered: the page's script sets both from the
          first paint on (SubmitWhenValid). */}
      <Button type="submit" size="lg" className="mt-2 w-full">
        {`Get my audit for ${formatPounds(gasAuditOffer.price)}`}
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
  );
}
