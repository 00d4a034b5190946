import * as z from "zod/mini";
import { defineLeadForm, textOf } from "./definition";
import { emailAddress, requiredText } from "./lead-fields";
import { UNACCEPTABLE_CHARACTER as unacceptable } from "./messages";

/** The brief's messages, word for word; the upper bounds stop abuse without silently cutting text. */
export const contactSchema = z.object({
  name: requiredText(unacceptable, "Name is required", {
    length: 100,
    message: "Name must be 100 characters or fewer",
  }).check(z.minLength(2, "Name must be at least 2 characters")),
  email: emailAddress(unacceptable, "Email is required", "Please enter a valid email address"),
  subject: requiredText(unacceptable, "Subject is required", {
    length: 150,
    message: "Subject must be 150 characters or fewer",
  }).check(z.minLength(5, "Subject must be at least 5 characters")),
  message: requiredText(unacceptable, "Message is required", {
    length: 5000,
    message: "Message must be 5,000 characters or fewer",
  }).check(z.minLength(10, "Message must be at least 10 characters")),
});

export type ContactInput = z.input<typeof contactSchema>;

/** The contact page's form. */
export const contactForm = defineLeadForm({
  id: "contact",
  label: "Contact form",
  subjectNoun: "contact enquiry",
  page: { path: "/contact", anchor: "contact-form" },
  analyticsId: "contact",
  schema: contactSchema,
  labels: { name: "Name", email: "Email", subject: "Subject", message: "Message" },
  deliveries: [
    {
      hook: "contact",
      variable: "CONTACT_WEBHOOK_URL",
      body: ({ name, email, subject, message }) => ({ name, email, subject, message }),
    },
  ],
  person: (fields) => ({ name: textOf(fields, "name"), email: textOf(fields, "email"), phone: "" }),
  details: (fields) => [
    { kind: "heading", label: "Subject", value: textOf(fields, "subject") },
    { kind: "text", label: "Message", value: textOf(fields, "message") },
  ],
  csv: [
    ["subject", "subject"],
    ["message", "message"],
  ],
});
