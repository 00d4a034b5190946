import type * as z from "zod/mini";
import type { PlannedDelivery } from "../store/leads";
import {
  definitionOf,
  LEAD_FORM_DEFINITIONS,
  LEAD_FORMS,
  type HookName,
  type LeadForm,
} from "../../lead-forms";
import type { LeadAttribution } from "../../lead-forms/attribution";
import type { LeadFormDefinition, LeadPerson, StoredFields } from "../../lead-forms/definition";

/** What the lead API needs of a form: its schema, and the deliveries a valid lead plans. */
interface ServerLeadForm {
  schema: z.ZodMiniObject;
  /**
   * With `attribution` given (LEAD_WEBHOOK_ATTRIBUTION=1), each body ends with one `attribution`
   * object, `{}` when nothing was recorded, so a CRM's mapping always finds it; without it the
   * bodies are exactly the brief's.
   */
  deliveries(lead: Record<string, unknown>, attribution?: LeadAttribution): PlannedDelivery[];
}

function serverForm(definition: LeadFormDefinition<LeadForm, z.ZodMiniObject, HookName>) {
  return {
    schema: definition.schema,
    deliveries: (lead, attribution) =>
      definition.deliveries.map(({ hook, body }) => ({
        hook,
        body: JSON.stringify(attribution ? { ...body(lead), attribution } : body(lead)),
      })),
  } satisfies ServerLeadForm;
}

/** Every form the API takes, from the definitions browser and server share. */
export const leadForms = Object.fromEntries(
  LEAD_FORM_DEFINITIONS.map((definition) => [definition.id, serverForm(definition)]),
) as Record<LeadForm, ServerLeadForm>;

export function isLeadForm(value: string): value is LeadForm {
  return (LEAD_FORMS as readonly string[]).includes(value);
}

/** Who a stored lead is from, whatever its form: for the owner's page, the CSV and the terminal. */
export function personOf(form: string, fields: StoredFields): LeadPerson {
  return definitionOf(form)?.person(fields) ?? { name: "", email: "", phone: "" };
}
