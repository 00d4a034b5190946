import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { FORM_STATUS_ATTRIBUTE } from "~/components/lead-forms/form-engine";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { leadApiUrl } from "~/lib/post-lead";
import { contactForm } from "../../../lead-forms/contact";

const { labels } = contactForm;

/**
 * The contact form as the page is built with it: a real form, which the browser posts without
 * scripts (the API redirects back with its answer), and which contact-form-island.ts validates
 * and sends in place once it starts. Its markup is the island's whole interface: every field
 * of the form's definition by name, one submit button, the live region.
 */
export function ContactForm() {
  return (
    <form
      id="contact-form"
      method="post"
      action={leadApiUrl(contactForm.id)}
      // The schema's messages, from the island or the server, not the browser's.
      noValidate
      aria-label="Contact form"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={labels.name} autoComplete="name" />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField name="subject" label={labels.subject} />
      <TextAreaField name="message" label={labels.message} />
      <Honeypot />
      <p
        role="status"
        aria-live="polite"
        className="sr-only"
        {...{ [FORM_STATUS_ATTRIBUTE]: "" }}
      />
      <PrivacyNote purpose="We use these details only to reply to your message." />
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Send Message
        </Button>
      </div>
    </form>
  );
}
