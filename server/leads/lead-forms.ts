import type * as z from "zod/mini";
import { gasAuditLeadSchema } from "../../app/features/gas-audit-form/gas-audit-schema";
import { contactSchema } from "../../app/features/contact-form/contact-schema";
import {
  exitIntentFormSchema,
  toExitIntentLead,
  toExitIntentReport,
} from "../../app/features/exit-intent/exit-intent-schema";
import { LEAD_FORMS, type LeadForm } from "../../app/config/lead-api";
import type { HookName } from "../config";

export interface PlannedDelivery {
  hook: HookName;
  /** The exact JSON the webhook receives, in the spec's field order. */
  body: string;
}

interface LeadFormDefinition<Schema extends z.ZodMiniType> {
  /** The very schema the form validates with, so browser and server agree on what a lead is. */
  schema: Schema;
  deliveries(lead: z.output<Schema>): PlannedDelivery[];
}

function define<Schema extends z.ZodMiniType>(definition: LeadFormDefinition<Schema>) {
  return definition;
}

export const leadForms = {
  contact: define({
    schema: contactSchema,
    deliveries: ({ name, email, subject, message }) => [
      { hook: "contact", body: JSON.stringify({ name, email, subject, message }) },
    ],
  }),
  audit: define({
    schema: gasAuditLeadSchema,
    deliveries: ({ firstName, lastName, email, phone }) => [
      { hook: "audit", body: JSON.stringify({ firstName, lastName, email, phone }) },
    ],
  }),
  // One popup lead goes out twice: the lead itself and, tagged, the report request.
  "exit-intent": define({
    schema: exitIntentFormSchema,
    deliveries: (values) => [
      { hook: "exit-intent", body: JSON.stringify(toExitIntentLead(values)) },
      { hook: "audit", body: JSON.stringify(toExitIntentReport(values)) },
    ],
  }),
} satisfies Record<LeadForm, unknown>;

export function isLeadForm(value: string): value is LeadForm {
  return (LEAD_FORMS as readonly string[]).includes(value);
}

/** Who a stored lead is from, whatever its form: for the owner's list and the CSV. */
export function personOf(form: string, fields: Record<string, unknown>) {
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : "");
  if (form === "contact") return { name: text("name"), email: text("email"), phone: "" };
  return {
    name: `${text("firstName")} ${text("lastName")}`.trim(),
    email: text("email"),
    phone: text("phone"),
  };
}
