// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { parsePersonQuery, phoneKey, phoneKeySql, valuesMatch } from "./person-key";

const SAME_NUMBER = [
  "07700 900123",
  "07700900123",
  "+447700900123",
  "+44 7700 900 123",
  "+44 (0)7700 900123",
  "0044 7700-900-123",
  "(07700) 900.123",
];

describe("person keys", () => {
  it("reads an email address exactly, whatever its case, and a phone number whatever its spelling", () => {
    expect(parsePersonQuery("  Sian.Jones@Example.co.uk ")).toEqual({
      kind: "email",
      email: "sian.jones@example.co.uk",
    });
    for (const spelling of SAME_NUMBER) {
      expect(parsePersonQuery(spelling), spelling).toEqual({ kind: "phone", phone: "07700900123" });
    }
    // Abroad keeps its country code.
    expect(parsePersonQuery("+353 1 234 5678")).toEqual({ kind: "phone", phone: "+35312345678" });
  });

  it("refuses what would match strangers or is no email or phone at all", () => {
    for (const text of [
      "",
      "   ",
      "0770",
      "Siân Jones",
      "07700 abc 123",
      "x".repeat(255) + "@a.b",
    ]) {
      expect(parsePersonQuery(text), text).toBeNull();
    }
  });

  it("matches kept form answers by the same rules", () => {
    const email = parsePersonQuery("SIAN@example.com");
    const phone = parsePersonQuery("+44 7700 900123");
    if (!email || !phone) throw new Error("keys expected");
    expect(valuesMatch(email, { email: " sian@Example.com" })).toBe(true);
    expect(valuesMatch(email, { email: "sian@example.co" })).toBe(false);
    expect(valuesMatch(phone, { phone: "07700 900 123" })).toBe(true);
    expect(valuesMatch(phone, { phone: "" })).toBe(false);
    expect(valuesMatch(phone, { email: "sian@example.com" })).toBe(false);
  });

  it("every form keeps the person's address under `email` and number under `phone`", () => {
    for (const definition of LEAD_FORM_DEFINITIONS) {
      const person = definition.person({ email: "e@example.com", phone: "07700900123" });
      expect(person.email, definition.id).toBe("e@example.com");
      expect(["", "07700900123"], definition.id).toContain(person.phone);
    }
  });
});

describeLeadStore("phone keys in SQL", (t) => {
  it("agree with phoneKey on every spelling", async () => {
    const samples = [...SAME_NUMBER, "+353 1 234 5678", "(0)", "", "++44", "0044 0 7700 900123"];
    const rows = await t.db.query<{ key: string }>(
      `SELECT ${phoneKeySql("value")} AS key FROM unnest($1::text[]) WITH ORDINALITY AS s(value, n)
        ORDER BY n`,
      [samples],
    );
    expect(rows.map((row) => row.key)).toEqual(samples.map(phoneKey));
  });
});
