import { describe, expect } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { CONTACT, post, test, UUID } from "../../tests/support/lead-api-site";

describe("lead API", () => {
  test("answers a filled honeypot as it answers a person, and stores spam with no delivery", async ({
    leadApi,
  }) => {
    const person = (await (await post(leadApi.app(), "contact", CONTACT)).json()) as object;
    const ids = new Set<string>();
    for (const body of [
      { ...CONTACT, subject: "Spam subject", [HONEYPOT_FIELD]: "https://spam.example" },
      { ...CONTACT, subject: "More spam", message: "y".repeat(800), [HONEYPOT_FIELD]: 1 },
    ]) {
      const response = await post(leadApi.app(), "contact", body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { ok: boolean; id: string };
      // Same keys, same kind of id: nothing tells a bot that it was caught.
      expect(Object.keys(answer)).toEqual(Object.keys(person));
      expect(answer).toEqual({ ok: true, id: expect.stringMatching(UUID) });
      ids.add(answer.id);
    }
    expect(ids.size).toBe(2);
    const leads = (await leadApi.allLeads()).filter((lead) => lead.spam);
    expect(leads.map((lead) => lead.deliveries)).toEqual([[], []]);
    // The person's lead's one delivery, and none for the spam.
    expect(await leadApi.db.query("SELECT id FROM deliveries")).toHaveLength(1);
    const long = leads.find((lead) => lead.fields.subject === "More spam");
    // Only the form's text fields, as sent (spam is not validated), each cut short.
    expect(long?.fields).toEqual({ ...CONTACT, subject: "More spam", message: "y".repeat(500) });
    expect(leadApi.stored).toBe(1);
  });

  test("answers a repeated spam post with its first id, as it answers a repeated lead", async ({
    leadApi,
  }) => {
    const spam = { ...CONTACT, [HONEYPOT_FIELD]: "https://spam.example" };
    const first = (await (await post(leadApi.app(), "contact", spam)).json()) as { id: string };
    const again = (await (await post(leadApi.app(), "contact", spam)).json()) as { id: string };
    expect(first.id).toMatch(UUID);
    expect(again.id).toBe(first.id);
  });

  // JSON.parse gives `{"toString": "x"}` an own toString that String() cannot call: a TypeError,
  // and a 500 that only a bot's post could cause.
  test.for([
    ["an object", {}],
    ["an object with its own toString", { toString: "x" }],
    ["an object with its own valueOf", { valueOf: 1, toString: null }],
    ["an empty array", []],
    ["an array", ["https://spam.example"]],
    ["a number", 0],
    ["false", false],
    ["true", true],
    ["null", null],
  ])("counts %s in the honeypot as filled, never a 500", async ([, honeypot], { leadApi }) => {
    const response = await post(leadApi.app(), "contact", {
      ...CONTACT,
      [HONEYPOT_FIELD]: honeypot,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    const leads = await leadApi.allLeads();
    expect(leads.map((lead) => lead.spam)).toEqual([true]);
    expect(leadApi.stored).toBe(0);
  });

  test("keeps a bot's cut-short text whole: never half an emoji", async ({ leadApi }) => {
    const message = `${"y".repeat(499)}👋 and more`;
    const response = await post(leadApi.app(), "contact", {
      ...CONTACT,
      subject: "Hello there",
      message,
      [HONEYPOT_FIELD]: "x",
    });
    expect(response.status).toBe(201);
    const [lead] = await leadApi.allLeads();
    expect(lead?.fields.message).toBe("y".repeat(499));
    expect(leadApi.storeErrors).toBe(0);
  });

  test("answers a repeat with the first lead's id and stores it once", async ({ leadApi }) => {
    const app = leadApi.app();
    const first = (await (await post(app, "contact", CONTACT)).json()) as { id: string };
    const again = await post(app, "contact", CONTACT);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect(await leadApi.allLeads()).toHaveLength(1);
    expect(leadApi.stored).toBe(1);
  });
});
