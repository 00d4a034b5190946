/**
 * Who the owner is looking for when a person asks for a copy of their data or its erasure: an
 * email address (exact, whatever its case or Unicode form) or a phone number (whatever its
 * spacing, +44 or 0). The one rule below, in JavaScript, matches stored leads and kept form
 * feedback (person-matches.ts) and the erasure ledger's hashes, so "find", "download", "erase"
 * and a restore's erasing again always mean the same rows.
 *
 * Every form keeps a person's address under `email` and a number under `phone` (lead-forms/);
 * person-key.test.ts holds each form's definition to that.
 */
export type PersonKey = { kind: "email"; email: string } | { kind: "phone"; phone: string };

/** Fewer digits than any UK number: a query this short would match strangers. */
const MIN_PHONE_DIGITS = 7;

/**
 * An address as compared: no surrounding spaces, NFC (an accent typed as a combining mark is the
 * accented letter) and case-folded (upper then lower case: "STRASSE" and "straße", "Σ" and "ς" are
 * one), then NFC again, as changing case can leave a letter decomposed.
 *
 * Not in SQL: PostgreSQL's lower() follows the database's locale (PGlite's and a "C" cluster's
 * leave "É" as it is, a Turkish one lowers "I" to "ı") and casefold() needs PostgreSQL 18, so the
 * stored values are read and compared here (person-matches.ts).
 */
function emailKey(input: string): string {
  return input.trim().normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}

/**
 * A number as compared: digits only (and a leading +), "(0)" dropped, and +44 or 0044 written as
 * the 0 a UK number starts with at home, so "+44 (0)7700 900123", "+447700900123" and
 * "07700 900 123" are one number. Numbers from abroad keep their + and country code.
 */
function phoneKey(input: string): string {
  const compact = input.replace(/\(0\)/g, "").replace(/[^\d+]/g, "");
  return compact.replace(/^(?:\+44|0044)0?/, "0");
}

/** What the owner typed, as a key: an email when it has an "@", else a phone number; null when neither. */
export function parsePersonQuery(input: string): PersonKey | null {
  const text = input.trim();
  if (!text || text.length > 254) return null;
  if (text.includes("@")) return { kind: "email", email: emailKey(text) };
  const phone = phoneKey(text);
  const digits = phone.replace(/\D/g, "").length;
  // Anything but digits, spaces and the usual punctuation is not a phone number.
  if (digits < MIN_PHONE_DIGITS || /[^\d\s+()./-]/.test(text)) return null;
  return { kind: "phone", phone };
}

/** Whether a lead's fields or a form's typed values (kept feedback, form-feedback.ts) are this person's. */
export function valuesMatch(key: PersonKey, values: Readonly<Record<string, unknown>>): boolean {
  const value = values[key.kind];
  if (typeof value !== "string" || !value.trim()) return false;
  return key.kind === "email" ? emailKey(value) === key.email : phoneKey(value) === key.phone;
}
