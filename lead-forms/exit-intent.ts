import * as z from "zod/mini";
import { defineLeadForm, namedPerson, PERSON_LABELS, textOf } from "./definition";
import { emailAddress, optionalText, requiredText, ukMobile, websiteAddress } from "./lead-fields";
import { INVALID_WEBSITE, UNACCEPTABLE_CHARACTER as unacceptable } from "./messages";

const limit = (label: string, length: number) => ({
  length,
  message: `${label} must be ${length} characters or fewer`,
});

/** What the popup asks for: the four audit fields plus three optional ones. */
export const exitIntentFormSchema = z.object({
  firstName: requiredText(unacceptable, "Please enter your first name", limit("First name", 100)),
  lastName: requiredText(unacceptable, "Please enter your last name", limit("Last name", 100)),
  email: emailAddress(
    unacceptable,
    "Please enter your email address",
    "Please enter a valid email address",
  ),
  phone: ukMobile(unacceptable),
  businessName: optionalText(unacceptable, limit("Business name", 150)),
  websiteUrl: websiteAddress(unacceptable, INVALID_WEBSITE, limit("Website", 300)),
  preferredTime: optionalText(unacceptable, limit("Preferred time", 100)),
});

export type ExitIntentInput = z.input<typeof exitIntentFormSchema>;
export type ExitIntentValues = z.output<typeof exitIntentFormSchema>;

const EXIT_INTENT_SOURCE = "exit_intent_report";

/** The exit-intent webhook receives the four lead fields only. */
export function toExitIntentLead(values: ExitIntentValues) {
  const { firstName, lastName, email, phone } = values;
  return { firstName, lastName, email, phone };
}

/** What the popup posts to the lead API: every field, the optional ones as empty strings. */
export function toExitIntentSubmission(values: ExitIntentValues) {
  return {
    ...toExitIntentLead(values),
    businessName: values.businessName ?? "",
    websiteUrl: values.websiteUrl ?? "",
    preferredTime: values.preferredTime ?? "",
  };
}

/** Field order as the brief lists the payload; optional fields are sent as empty strings. */
export function toExitIntentReport(values: ExitIntentValues) {
  return {
    email: values.email,
    source: EXIT_INTENT_SOURCE as typeof EXIT_INTENT_SOURCE,
    firstName: values.firstName,
    lastName: values.lastName,
    businessName: values.businessName ?? "",
    websiteUrl: values.websiteUrl ?? "",
    phone: values.phone,
    preferredTime: values.preferredTime ?? "",
  };
}

/** The popup: one lead that goes out twice, the lead itself and, tagged, the report request. */
export const exitIntentForm = defineLeadForm({
  id: "exit-intent",
  label: "Exit-intent popup",
  subjectNoun: "report request from the exit popup",
  // The popup opens only with scripts: a post without them has no page to go back to.
  page: undefined,
  analyticsId: "exit_intent",
  schema: exitIntentFormSchema,
  labels: {
    ...PERSON_LABELS,
    businessName: "Business name",
    websiteUrl: "Website",
    preferredTime: "Preferred time",
  },
  deliveries: [
    { hook: "exit-intent", variable: "EXIT_INTENT_WEBHOOK_URL", body: toExitIntentLead },
    { hook: "audit", variable: "AUDIT_WEBHOOK_URL", body: toExitIntentReport },
  ],
  person: namedPerson,
  details: (fields) => [
    { kind: "labelled", label: "Business", value: textOf(fields, "businessName") },
    { kind: "labelled", label: "Website", value: textOf(fields, "websiteUrl") },
    { kind: "labelled", label: "Preferred time", value: textOf(fields, "preferredTime") },
  ],
  csv: [
    ["business_name", "businessName"],
    ["website", "websiteUrl"],
    ["preferred_time", "preferredTime"],
  ],
});
