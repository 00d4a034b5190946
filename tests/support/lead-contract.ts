/**
 * The lead contract as every suite checks it: what each webhook receives for a lead and the
 * owner's CSV header, derived from the form definitions in lead-forms/ (their hooks, their schema's
 * trimming and phone format, their CSV columns) and the brief's field lists (brief-payloads.ts).
 * A test compares against these rather than writing a body or a column position out, so a field
 * added to a definition moves every suite with it, and a body that strays from the brief fails.
 */
import type * as z from "zod/mini";
import { LEAD_FORM_DEFINITIONS, type HookName, type LeadForm } from "../../lead-forms";
import { ATTRIBUTION_LABELS, type LeadAttribution } from "../../lead-forms/attribution";
import { textOf, type LeadFormDefinition } from "../../lead-forms/definition";
import { BRIEF_LEAD_FIELDS, BRIEF_REPORT_SOURCE, BRIEF_WEBHOOKS } from "./brief-payloads";

const DEFINITIONS: readonly LeadFormDefinition<LeadForm, z.ZodMiniObject, HookName>[] =
  LEAD_FORM_DEFINITIONS;

function definitionOf(form: LeadForm) {
  const definition = DEFINITIONS.find(({ id }) => id === form);
  if (!definition) throw new Error(`No lead form is defined as ${form}`);
  return definition;
}

/** The hooks a lead of `form` reaches, in order: the definition's, which must be the brief's. */
export function hooksOf(form: LeadForm): HookName[] {
  const defined = definitionOf(form).deliveries.map(({ hook }) => hook);
  const brief = BRIEF_WEBHOOKS[form].map(([hook]) => hook);
  if (defined.join() !== brief.join()) {
    throw new Error(`${form} is defined to reach ${defined.join(", ")}; the brief says ${brief}`);
  }
  return defined;
}

export interface ExpectedDelivery {
  hook: HookName;
  /** The JSON text exactly as the hook receives it, key order included. */
  body: string;
}

/**
 * What each hook receives for a lead of `form` sent with `sent` (typed values, untrimmed, the
 * phone as the visitor wrote it): the brief's fields, each as the form's schema keeps it, an
 * optional one left empty as "". With `attribution` (LEAD_WEBHOOK_ATTRIBUTION), every body ends
 * with it.
 */
export function expectedDeliveries(
  form: LeadForm,
  sent: Readonly<Record<string, unknown>>,
  { attribution }: { attribution?: LeadAttribution } = {},
): ExpectedDelivery[] {
  const kept = definitionOf(form).schema.parse(sent) as Record<string, unknown>;
  hooksOf(form); // throws unless the definition's hooks are the brief's
  const brief: readonly (readonly [HookName, keyof typeof BRIEF_LEAD_FIELDS])[] =
    BRIEF_WEBHOOKS[form];
  return brief.map(([hook, list]) => {
    const body = Object.fromEntries(
      BRIEF_LEAD_FIELDS[list].map((key) => [
        key,
        key === "source" ? BRIEF_REPORT_SOURCE : textOf(kept, key),
      ]),
    );
    return { hook, body: JSON.stringify(attribution ? { ...body, attribution } : body) };
  });
}

/** The JSON text `hook` receives for a lead of `form` sent with `sent`. */
export function expectedBody(
  form: LeadForm,
  hook: HookName,
  sent: Readonly<Record<string, unknown>>,
): string {
  const delivery = expectedDeliveries(form, sent).find((candidate) => candidate.hook === hook);
  if (!delivery) throw new Error(`A ${form} lead is not sent to the ${hook} hook`);
  return delivery.body;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The owner's CSV header up to the payment columns (server/admin/payment-csv.ts), which follow:
 * the columns every lead has, each form's own (its definition's `csv`), a state column per
 * webhook, the attribution keys, and the owner's email's state.
 */
export const LEAD_CSV_COLUMNS: readonly string[] = [
  "lead_id",
  "received_at",
  "form",
  "name",
  "email",
  "phone",
  ...unique(DEFINITIONS.flatMap(({ csv }) => csv.map(([column]) => column))),
  ...unique(DEFINITIONS.flatMap(({ deliveries }) => deliveries.map(({ hook }) => hook))).map(
    (hook) => `${hook}_webhook`,
  ),
  ...Object.keys(ATTRIBUTION_LABELS),
  "owner_email",
];

/**
 * Rows of cells as a spreadsheet splitting on `separator` reads them, as Python's csv module does:
 * a cell that starts with a quote runs to the closing quote ("" is one quote), anything after
 * that up to the next separator joins the cell as plain text (quotes included), and an unquoted
 * line break ends the row. Split on ";" or TAB, a file meant for "," pairs its quotes differently.
 */
export function readCsv(csv: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let state: "start" | "quoted" | "plain" = "start";
  const text = csv.replace(/^\uFEFF/, "");
  for (let i = 0; i < text.length; i++) {
    const character = text.charAt(i);
    if (state === "quoted") {
      if (character !== '"') cell += character;
      else if (text.charAt(i + 1) === '"') cell += text.charAt(++i);
      else state = "plain";
    } else if (character === separator) {
      row.push(cell);
      [cell, state] = ["", "start"];
    } else if (character === "\r" || character === "\n") {
      if (character === "\r" && text.charAt(i + 1) === "\n") i++;
      rows.push([...row, cell]);
      [row, cell, state] = [[], "", "start"];
    } else if (character === '"' && state === "start") state = "quoted";
    else [cell, state] = [cell + character, "plain"];
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/** The CSV's header, as its column names. */
export const csvHeader = (csv: string): string[] => readCsv(csv)[0] ?? [];

/** Each data row as column name → cell, as the owner finds a column in a spreadsheet. */
export function csvRows(csv: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(csv);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}
