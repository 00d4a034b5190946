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

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe: a visitor's "=HYPERLINK(…)" stays text when the owner opens the file.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
  return `\uFEFF${[COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
