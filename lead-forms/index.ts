/**
 * Every lead form, in one list from which the server derives its forms, hooks, names and CSV
 * columns. The order sets the order of the hooks, so the CSV's webhook columns stay as they
 * were (contact, exit-intent, audit). Pages import their own form's file, not this list, so a
 * page's script carries one form.
 */
import { contactForm } from "./contact";
import type { FormPage, LeadFormDefinition } from "./definition";
import { exitIntentForm } from "./exit-intent";
import { gasAuditForm } from "./gas-audit";

export const LEAD_FORM_DEFINITIONS = [contactForm, exitIntentForm, gasAuditForm] as const;

type Definition = (typeof LEAD_FORM_DEFINITIONS)[number];
export type LeadForm = Definition["id"];
export type HookName = Definition["deliveries"][number]["hook"];
export type AnalyticsId = Definition["analyticsId"];

export const LEAD_FORMS: readonly LeadForm[] = LEAD_FORM_DEFINITIONS.map(({ id }) => id);

type WithPage = Extract<Definition, { page: FormPage }>;
/** The forms that also post without scripts, each with the page it lives on. */
export type FormPageId = WithPage["id"];

/** Each such form's page and anchor, by form. */
export const FORM_PAGES = Object.fromEntries(
  LEAD_FORM_DEFINITIONS.flatMap((definition) =>
    definition.page ? [[definition.id, definition.page]] : [],
  ),
) as Record<FormPageId, FormPage>;

const DEFINITIONS = new Map<string, LeadFormDefinition>(
  LEAD_FORM_DEFINITIONS.map((definition) => [definition.id, definition]),
);

/** A stored lead's form definition; undefined for a form no longer defined. */
export function definitionOf(form: string): LeadFormDefinition | undefined {
  return DEFINITIONS.get(form);
}
