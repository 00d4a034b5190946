import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "~/content/lead-form-messages";
import { leadApiUrl } from "~/lib/post-lead";
import { failureMessage, useLeadSubmission } from "~/lib/use-lead-submission";
import {
  contactForm,
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from "../../../lead-forms/contact";
import { clearDraft, loadDraft, saveDraft } from "./contact-draft";
import { useLazyToaster } from "./use-lazy-toaster";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const { toaster, prepare, show } = useLazyToaster();
  /** Repeats the toast in a polite live region inside the form for screen readers. */
  const [status, setStatus] = useState("");
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: standardSchemaResolver(contactSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  // Restored after hydration so the prerendered form and the first client render agree.
  useEffect(() => {
    const draft = loadDraft();
    if (draft) reset(draft, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
  }, [reset, subscribe]);

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
      <form
        id="contact-form"
        method="post"
        action={leadApiUrl(contactForm.id)}
        noValidate
        onSubmit={handleSubmit(submit)}
        onFocus={prepare}
        aria-label="Contact form"
        className="relative grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register("email")}
          />
        </div>
        <TextField label="Subject" error={errors.subject?.message} {...register("subject")} />
        <TextAreaField label="Message" error={errors.message?.message} {...register("message")} />
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
      </form>
      {toaster}
    </>
  );
}
