import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FeedbackBanner } from "~/components/lead-forms/feedback-banner";
import { Field, Form, type FieldOf } from "~/components/lead-forms/form";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { useSchemaForm } from "~/components/lead-forms/use-schema-form";
import type { FormIslandProps } from "../../../lead-forms/server-feedback";
import { useServerFeedback } from "~/components/lead-forms/use-server-feedback";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../../lead-forms/messages";
import { leadApiUrl } from "~/lib/post-lead";
import { failureMessage, useLeadSubmission } from "~/lib/use-lead-submission";
import {
  contactForm,
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from "../../../lead-forms/contact";
import { emptyValues, fieldNames } from "../../../lead-forms/definition";
import { clearDraft, loadDraft, saveDraft } from "./contact-draft";
import { useLazyToaster } from "./use-lazy-toaster";

const FIELDS = fieldNames(contactSchema);
const EMPTY: ContactInput = emptyValues(contactSchema);
const { labels } = contactForm;

/** Whether the visitor has typed into any field already (before this code arrived). */
const anythingTyped = (values: Partial<ContactInput>) => FIELDS.some((name) => values[name]);

const ContactField: FieldOf<ContactInput> = Field;

export function ContactForm({ feedback }: FormIslandProps) {
  const { toaster, prepare, show } = useLazyToaster();
  const server = useServerFeedback(feedback);
  /** Repeats the toast in a polite live region inside the form for screen readers. */
  const [status, setStatus] = useState("");
  // No default values: a registered field without one starts from what its input holds, so
  // nothing typed while this island was loading (or written back by the server) is wiped.
  const form = useSchemaForm(contactSchema, { mode: "onTouched" });
  const {
    reset,
    subscribe,
    getValues,
    formState: { isSubmitting },
  } = form;

  // After hydration, so the prerendered form and the first client render agree. The draft
  // never overwrites what is already in the form: typed meanwhile, or the server's feedback.
  useEffect(() => {
    const typed = getValues();
    // The server has the values of a post made without this code: sent, or to correct.
    if (feedback?.outcome === "sent") clearDraft();
    if (feedback?.outcome === "problem") saveDraft(typed);
    const draft = feedback || anythingTyped(typed) ? null : loadDraft();
    if (draft) reset(draft, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
    // Only when the island starts: the feedback prop never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset, subscribe, getValues]);

  const { honeypot, submit } = useLeadSubmission<ContactMessage>(contactForm, {
    async onStored() {
      clearDraft();
      reset(EMPTY);
      setStatus(CONTACT_SUCCESS);
      await show("success", CONTACT_SUCCESS);
    },
    async onFailed(failure) {
      // Everything typed stays in the form (and in the draft) for another try.
      saveDraft(getValues());
      const message = failureMessage(failure, CONTACT_FAILURE);
      setStatus(message);
      await show("error", message);
    },
  });

  return (
    <>
      {/* A real form too: without scripts the browser posts it and the API redirects back. */}
      <Form
        form={form}
        server={server}
        onValid={submit}
        id="contact-form"
        method="post"
        action={leadApiUrl(contactForm.id)}
        onFocus={prepare}
        aria-label="Contact form"
        className="relative grid gap-5"
      >
        <FeedbackBanner banner={server.banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactField name="name" label={labels.name} autoComplete="name" />
          <ContactField
            name="email"
            label={labels.email}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <ContactField name="subject" label={labels.subject} />
        <ContactField name="message" label={labels.message} multiline />
        <Honeypot ref={honeypot} />
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        <PrivacyNote purpose="We use these details only to reply to your message." />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </Form>
      {toaster}
    </>
  );
}
