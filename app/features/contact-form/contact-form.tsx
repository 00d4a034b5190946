import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { toast, Toaster } from "sonner";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Honeypot, HONEYPOT_FIELD } from "~/components/ui/honeypot";
import { env } from "~/config/env";
import { markLeadSent } from "~/lib/lead-session";
import { postLead } from "~/lib/post-lead";
import { useSingleFlight } from "~/lib/use-single-flight";
import { contactSchema, type ContactInput, type ContactMessage } from "./contact-schema";
import { clearDraft, loadDraft, saveDraft } from "./contact-draft";

export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
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

  const send = useSingleFlight(async (message: ContactMessage) => {
    // A filled honeypot is a bot: it sees the usual success and nothing is sent.
    const isBot = Boolean(honeypot.current?.value);
    const result = isBot ? { ok: true } : await postLead(env.contactWebhookUrl, message);
    if (result.ok) {
      if (!isBot) markLeadSent();
      clearDraft();
      reset(EMPTY);
      toast.success(CONTACT_SUCCESS);
    } else {
      // Everything typed stays in the form (and in the draft) for another try.
      saveDraft(getValues());
      toast.error(CONTACT_FAILURE);
    }
  });

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(send)}
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
        <Honeypot name={HONEYPOT_FIELD} ref={honeypot} />
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
