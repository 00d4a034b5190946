import { HOOK_NAMES } from "../config";
import { personOf } from "../leads/lead-forms";
import type { LeadView } from "../store/lead-store";

const COLUMNS = [
  "received_at",
  "form",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "business_name",
  "website",
  "preferred_time",
  ...HOOK_NAMES.map((hook) => `${hook}_webhook`),
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
    const text = (key: string) => {
      const value = lead.fields[key];
      return typeof value === "string" ? value : "";
    };
    const person = personOf(lead.form, lead.fields);
    const values: Record<string, string> = {
      received_at: lead.receivedAt.toISOString(),
      form: lead.form,
      name: person.name,
      email: person.email,
      phone: person.phone,
      subject: text("subject"),
      message: text("message"),
      business_name: text("businessName"),
      website: text("websiteUrl"),
      preferred_time: text("preferredTime"),
    };
    for (const delivery of lead.deliveries) values[`${delivery.hook}_webhook`] = delivery.state;
    return COLUMNS.map((column) => csvCell(values[column] ?? "")).join(",");
  });
  // A byte-order mark so Excel reads the file as UTF-8 (names like Siân keep their accents).
  const header = COLUMNS.map(csvCell).join(",");
  return `\uFEFF${[header, ...rows].join("\r\n")}\r\n`;
}
