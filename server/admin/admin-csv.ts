import { definitionOf, LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { ATTRIBUTION_LABELS } from "../../lead-forms/attribution";
import { textOf } from "../../lead-forms/definition";
import { HOOK_NAMES, OWNER_EMAIL, OWNER_PAID_EMAIL } from "../delivery-channels";
import { PAYMENT_COLUMNS, paymentCells } from "./payment-csv";
import { personOf } from "../leads/lead-forms";
import type { LeadView } from "../store/lead-store";

/** Each form's own columns, once each, in the order the definitions give them. */
const FORM_COLUMNS = [
  ...new Set(LEAD_FORM_DEFINITIONS.flatMap(({ csv }) => csv.map(([column]) => column))),
];

const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_LABELS) as (keyof typeof ATTRIBUTION_LABELS)[];

/**
 * The lead id comes first: it is the key that ties a row to the server's log lines, so the owner
 * finds it in column A whatever the form. A row still ends with its deliveries.
 */
const COLUMNS = [
  "lead_id",
  "received_at",
  "form",
  "name",
  "email",
  "phone",
  ...FORM_COLUMNS,
  ...HOOK_NAMES.map((hook) => `${hook}_webhook`),
  // Where the lead came from, one column per key, after the columns older exports had.
  ...ATTRIBUTION_KEYS,
  // The owner's email delivery's state (empty when the email is not set up), last for the same reason.
  "owner_email",
  // What Stripe said about its payment (payment-csv.ts), and the "Paid" email's state.
  ...PAYMENT_COLUMNS,
  "owner_paid_email",
];

/** Characters a spreadsheet reads as the start of a formula when a cell begins with one. */
const FORMULA_FIRST = /(?=[=+\-@\t\r])/g;
/**
 * What a spreadsheet may start a new cell after. One that splits on ";" or TAB rather than ","
 * does not pair our quotes as we meant them, so "safe;=1+1" or "x<TAB>=1+1" would give it a
 * cell of its own that starts a formula.
 */
const CELL_BREAK = /[;\t\r\n]/;

/**
 * One CSV cell, always quoted. Wherever a spreadsheet may start a cell (the start, and after a
 * CELL_BREAK), a formula character (=, +, -, @, TAB, CR) gets an apostrophe before it, so
 * "=HYPERLINK(…)" stays text. The lookahead matches between characters, so "<TAB>=" gets two.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_FIRST, (_: string, at: number) =>
    at === 0 || CELL_BREAK.test(value.charAt(at - 1)) ? "'" : "",
  );
  return `"${safe.replaceAll('"', '""')}"`;
}

export function leadsCsv(leads: readonly LeadView[]): string {
  const rows = leads.map((lead) => {
    const person = personOf(lead.form, lead.fields);
    const own = definitionOf(lead.form)?.csv ?? [];
    const values: Record<string, string> = {
      lead_id: lead.id,
      received_at: lead.receivedAt.toISOString(),
      form: lead.form,
      name: person.name,
      email: person.email,
      phone: person.phone,
      ...Object.fromEntries(own.map(([column, field]) => [column, textOf(lead.fields, field)])),
    };
    for (const delivery of lead.deliveries) {
      const column =
        delivery.hook === OWNER_EMAIL
          ? "owner_email"
          : delivery.hook === OWNER_PAID_EMAIL
            ? "owner_paid_email"
            : `${delivery.hook}_webhook`;
      values[column] = delivery.state;
    }
    for (const key of ATTRIBUTION_KEYS) values[key] = lead.attribution?.[key] ?? "";
    Object.assign(values, paymentCells(lead.payments));
    return COLUMNS.map((column) => csvCell(values[column] ?? "")).join(",");
  });
  // A byte-order mark so Excel reads the file as UTF-8 (names like Siân keep their accents).
  const header = COLUMNS.map(csvCell).join(",");
  return `\uFEFF${[header, ...rows].join("\r\n")}\r\n`;
}
