import { enhanceForm } from "~/components/lead-forms/form-engine";
import { forgetFeedbackToken } from "~/components/lead-forms/feedback-token";
import { gasAuditOffer } from "~/content/gas-audit-offer";
import { goTo } from "~/lib/go-to";
import { failureMessage, submitLead } from "~/lib/submit-lead";
import type { IslandModule } from "../../../shared/island-contract";
import { AUDIT_THANK_YOU_PATH, gasAuditLeadSchema } from "../../../lead-forms/gas-audit";
import { HONEYPOT_FIELD } from "../../../lead-forms/lead-api";
import { AUDIT_FAILURE } from "../../../lead-forms/messages";
import { paymentLinkFor } from "../../../lead-forms/payment-link";
import { UK_MOBILE_INVALID } from "../../../lead-forms/uk-phone";
import { AUDIT_IDENTITY } from "./audit-identity";

// size budget: 14 KB (12.2 KB measured: the form's schema with zod/mini, its checks, the send
// and the offer's payment link; no framework)

/**
 * The £99 form's island, in plain script: it checks each field as the visitor types, with the
 * schema the server uses (form-engine.ts), sends the lead in place and goes on to payment (or
 * the thank-you page without a payment link). The button stays the page's: SubmitWhenValid
 * enables it only while the form is valid, and while the lead is sent (SENDING_ATTRIBUTE).
 */
export const mount: IslandModule["mount"] = (element) => {
  const form = element.querySelector("form");
  if (!form) throw new Error("The £99 form's island holds no form");
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;

  const engine = enhanceForm(form, gasAuditLeadSchema, {
    mode: "onChange",
    invalidText: { phone: UK_MOBILE_INVALID },
    sendingLabel: "Sending...",
    async onValid(lead) {
      engine.setSending(true);
      const result = await submitLead(AUDIT_IDENTITY, lead, honeypot?.value ?? "");
      if (result.ok) {
        // Sending still, until the next page replaces this one.
        const { paymentUrl } = gasAuditOffer;
        // The thank-you page's address as the server's redirect gives it (page-paths.test.ts).
        goTo(paymentUrl ? paymentLinkFor(paymentUrl, result.id) : AUDIT_THANK_YOU_PATH);
        return;
      }
      engine.setSending(false);
      window.alert(failureMessage(result, AUDIT_FAILURE));
    },
  });
  forgetFeedbackToken();
};
