import { describe, expect, it } from "vitest";
import { LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { personKey, personLead, SIAN, storedLead } from "../../tests/support/person-leads";
import { createFeedbackTable } from "./form-feedback";
import { parsePersonQuery, valuesMatch } from "./person-key";

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

  it("reads an address the same whatever its Unicode form or case, and a different letter as different", () => {
    const jose = personKey("jos\u00e9@example.com");
    // An accent typed as its own combining mark, in capitals, in either form.
    for (const typed of [
      "jose\u0301@example.com",
      "JOSE\u0301@EXAMPLE.COM",
      "JOS\u00c9@Example.com",
    ]) {
      expect(personKey(typed), typed).toEqual(jose);
    }
    expect(personKey("STRASSE@example.de")).toEqual(personKey("stra\u00dfe@example.de"));
    expect(personKey("\u03a3\u03c9\u03c2@example.gr")).toEqual(
      personKey("\u03c3\u03c9\u03c3@example.gr"),
    );
    expect(personKey("jose@example.com")).not.toEqual(jose);
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

describeLeadStore("a person's address in any Unicode form", (t) => {
  const jose = (email: string) => ({ ...SIAN, email, phone: "07700 900456" });

  it("finds, copies and erases their stored leads and kept answers, and not a different address", async () => {
    const composed = await storedLead(
      t.store,
      personLead("contact", jose("Jos\u00e9@Example.com")),
    );
    const decomposed = await storedLead(
      t.store,
      personLead("audit", jose("JOSE\u0301@example.com")),
    );
    const other = await storedLead(t.store, personLead("contact", jose("jose@example.com")));
    const feedback = createFeedbackTable(t.db);
    for (const [n, email] of ["jose\u0301@example.com", "jose@example.com"].entries()) {
      await feedback.keepFeedback(
        { tokenHash: `token-${n}`, form: "contact", payload: { values: { email } }, sender: "s" },
        { ttlMs: 60_000, perSender: 5 },
      );
    }
    const key = personKey("  jos\u00e9@EXAMPLE.com ");

    expect((await t.store.findPerson(key)).map((lead) => lead.id).sort()).toEqual(
      [composed, decomposed].sort(),
    );
    const copy = await t.store.exportPerson(key);
    expect(copy.leads).toHaveLength(2);
    expect(copy.formFeedback).toEqual([expect.objectContaining({ form: "contact" })]);
    const erased = await t.store.erasePerson(key);
    expect(erased.counts).toMatchObject({ leads: 2, feedback: 1 });
    const left = await t.db.query<{ id: string }>("SELECT id::text AS id FROM leads");
    expect(left.map(({ id }) => id)).toEqual([other]);
    expect(await feedback.findFeedback("token-1")).toBeDefined();
  });
});
