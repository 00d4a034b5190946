import { enhanceForm } from "~/components/lead-forms/form-engine";
import { forgetFeedbackToken } from "~/components/lead-forms/feedback-token";
import { showToast, type ToastKind } from "~/components/ui/toast";
import { failureMessage, submitLead } from "~/lib/submit-lead";
import type { IslandModule } from "../../../shared/island-contract";
import { contactForm, contactSchema } from "../../../lead-forms/contact";
import { emptyValues } from "../../../lead-forms/definition";
import { HONEYPOT_FIELD } from "../../../lead-forms/lead-api";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../../lead-forms/messages";
import type { FormIslandProps } from "../../../lead-forms/server-feedback";
import { clearDraft, loadDraft, saveDraft } from "./contact-draft";

// size budget: 14 KB (12.9 KB measured: the form's schema with zod/mini, its validation, the
// send and the toasts; no framework)

/**
 * The contact form's island, in plain script: it validates the prerendered form as the server
 * does (form-engine.ts), keeps a draft while the visitor types, sends in place and says how it
 * went. Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
 */
export const mount: IslandModule["mount"] = (element, props) => {
  const form = element.querySelector("form");
  if (!form) throw new Error("The contact form's island holds no form");
  const { feedback } = props as FormIslandProps;
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;

  const say = (kind: ToastKind, message: string) => {
    engine.announce(message);
    showToast(kind, message);
  };

  const engine = enhanceForm(form, contactSchema, {
    mode: "onTouched",
    sendingLabel: "Sending...",
    onInput: saveDraft,
    async onValid(message) {
      engine.setSending(true);
      const result = await submitLead(contactForm, message, honeypot?.value ?? "");
      engine.setSending(false);
      if (result.ok) {
        clearDraft();
        engine.fill(emptyValues(contactSchema));
        say("success", CONTACT_SUCCESS);
      } else {
        // Everything typed stays in the form (and in the draft) for another try.
        saveDraft(engine.values());
        say("error", failureMessage(result, CONTACT_FAILURE));
      }
    },
  });

  forgetFeedbackToken();
  // The server has the values of a post made without scripts: sent, or to correct.
  if (feedback?.outcome === "sent") clearDraft();
  if (feedback?.outcome === "problem") saveDraft(engine.values());
  // A draft never overwrites what is already in the form: typed meanwhile, or the server's.
  const typed = Object.values(engine.values()).some(Boolean);
  const draft = feedback || typed ? null : loadDraft();
  if (draft) engine.fill(draft);
};
