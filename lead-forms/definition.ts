/**
 * What a lead form is, once, for the browser and the server alike: the schema the form and the
 * API validate with, where it posts, what analytics calls it, the webhook bodies it produces,
 * and how the owner reads a stored lead (page, CSV, `npm run leads`). Nothing here may import
 * app/ or server/ (eslint.config.js), so both sides can run it.
 */
import type * as z from "zod/mini";

/** A stored lead's fields: what its schema kept or, for spam, whatever the bot sent. */
export type StoredFields = Readonly<Record<string, unknown>>;

/** A stored field as text: empty when missing or not a string (spam is never validated). */
export function textOf(fields: StoredFields, key: string): string {
  const value = fields[key];
  return typeof value === "string" ? value : "";
}

/** Who a lead is from, whatever its form. */
export interface LeadPerson {
  name: string;
  email: string;
  phone: string;
}

/**
 * One line of a lead's details on the owner's page: a heading (a subject), a long text kept
 * with its line breaks (a message), or "Label: value", left out when empty.
 */
interface DetailLine {
  kind: "heading" | "text" | "labelled";
  label: string;
  value: string;
}

interface LeadDelivery<Hook extends string, Values> {
  hook: Hook;
  /** The server setting that holds this hook's address. */
  variable: string;
  /** What the hook receives, in the brief's field order (JSON keeps the key order). */
  body(values: Values): Record<string, string>;
}

/**
 * Where a form that also works without scripts sits: its page (app/routes.ts), where the server
 * sends a post back with its feedback, and the id the browser scrolls to there.
 */
export interface FormPage {
  path: string;
  anchor: string;
}

/** A form's field names: its schema's keys, in the schema's order. */
export type FieldName<Schema extends z.ZodMiniObject> = Extract<keyof Schema["shape"], string>;

/**
 * A form's fields, read from its schema: the one list of them, from which the form's empty
 * values, its draft and the inputs its island drives are derived, so a field added to a schema
 * needs no second list.
 */
export function fieldNames<Schema extends z.ZodMiniObject>(schema: Schema): FieldName<Schema>[] {
  return Object.keys(schema.shape) as FieldName<Schema>[];
}

/** Every field of a form empty: the form before anything is typed, and after a send. */
export function emptyValues<Schema extends z.ZodMiniObject>(
  schema: Schema,
): Record<FieldName<Schema>, string> {
  return Object.fromEntries(fieldNames(schema).map((name) => [name, ""])) as Record<
    FieldName<Schema>,
    string
  >;
}

export interface LeadFormDefinition<
  Id extends string = string,
  Schema extends z.ZodMiniObject = z.ZodMiniObject,
  Hook extends string = string,
  Analytics extends string = string,
  Page extends FormPage | undefined = FormPage | undefined,
> {
  /** The form's name in the store and its API path segment: /api/leads/<id>. */
  id: Id;
  /** What the owner's page calls it; `{price}` is the published audit price. */
  label: string;
  /** What the owner's email calls one of its leads: "New <noun>: Ada Lovelace". */
  subjectNoun: string;
  /** Its page for posts without scripts; undefined for a form that needs scripts to open. */
  page: Page;
  /** The form_id of its analytics event. */
  analyticsId: Analytics;
  /** The very schema the form validates with, so browser and server agree on what a lead is. */
  schema: Schema;
  /** Each field's label as the form shows it, for a page that lists fields outside the form. */
  labels: Readonly<Record<FieldName<Schema>, string>>;
  deliveries: readonly LeadDelivery<Hook, z.output<Schema>>[];
  person(fields: StoredFields): LeadPerson;
  details(fields: StoredFields): DetailLine[];
  /** Its own CSV columns, as [column, field]; the columns every lead has are the CSV's. */
  csv: readonly (readonly [column: string, field: string])[];
}

/**
 * Keeps the literal id, hooks and analytics id, and whether the form has a page, from which the
 * lists of forms are derived.
 */
export function defineLeadForm<
  const Id extends string,
  Schema extends z.ZodMiniObject,
  const Hook extends string,
  const Analytics extends string,
  Page extends FormPage | undefined,
>(definition: LeadFormDefinition<Id, Schema, Hook, Analytics, Page>) {
  return definition;
}

/** The labels of the four fields a form that asks for a named person has (PersonFields). */
export const PERSON_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
} as const;

/** The person of a form that asks for first name, last name, email and phone. */
export function namedPerson(fields: StoredFields): LeadPerson {
  return {
    name: `${textOf(fields, "firstName")} ${textOf(fields, "lastName")}`.trim(),
    email: textOf(fields, "email"),
    phone: textOf(fields, "phone"),
  };
}
