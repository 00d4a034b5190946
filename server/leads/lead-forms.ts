import type * as z from "zod/mini";
import type { DeliveryChannel } from "../delivery-channels";
import { LEAD_FORM_DEFINITIONS, LEAD_FORMS, type HookName, type LeadForm } from "../../lead-forms";
import type { LeadAttribution } from "../../lead-forms/attribution";
import type { LeadFormDefinition, LeadPerson, StoredFields } from "../../lead-forms/definition";

export interface PlannedDelivery {
  hook: DeliveryChannel;
  /** The exact JSON the webhook receives, in the brief's field order. */
  body: string;
}

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

const DEFINITIONS = new Map<string, LeadFormDefinition>(
  LEAD_FORM_DEFINITIONS.map((definition) => [definition.id, definition]),
);

export function isLeadForm(value: string): value is LeadForm {
  return (LEAD_FORMS as readonly string[]).includes(value);
}

/** A stored lead's form definition; undefined for a form no longer defined. */
export function definitionOf(form: string): LeadFormDefinition | undefined {
  return DEFINITIONS.get(form);
}

/** Who a stored lead is from, whatever its form: for the owner's page, the CSV and the terminal. */
export function personOf(form: string, fields: StoredFields): LeadPerson {
  return definitionOf(form)?.person(fields) ?? { name: "", email: "", phone: "" };
}
