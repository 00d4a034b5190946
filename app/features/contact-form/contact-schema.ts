import * as z from "zod/mini";
import { UNACCEPTABLE_CHARACTER as unacceptable } from "~/content/lead-form-messages";
import { emailAddress, requiredText } from "~/lib/lead-fields";

/** The spec's messages, word for word; the upper bounds stop abuse without silently cutting text. */
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
export type ContactMessage = z.output<typeof contactSchema>;
