import { describe, expect } from "vitest";
import { HONEYPOT_FIELD, MAX_LEAD_BYTES } from "../../lead-forms/lead-api";
import { INVALID_WEBSITE } from "../../lead-forms/messages";
import { expectedDeliveries } from "../../tests/support/lead-contract";
import { CONTACT, EXIT_INTENT, post, test } from "../../tests/support/lead-api-site";

describe("lead API", () => {
  test("answers 201 once the lead and its delivery are stored", async ({ leadApi }) => {
    const response = await post(leadApi.app(), "contact", CONTACT);
    expect(response.status).toBe(201);
    const json = (await response.json()) as { ok: boolean; id: string };
    expect(json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [lead, ...others] = await leadApi.allLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      id: json.id,
      form: "contact",
      spam: false,
      fields: { ...CONTACT, name: "Siân Jones" },
    });
    expect(await leadApi.bodiesOf(json.id)).toEqual(expectedDeliveries("contact", CONTACT));
    expect(leadApi.stored).toBe(1);
    expect(leadApi.events).toEqual([
      expect.objectContaining({ event: "lead", id: json.id, form: "contact", status: "stored" }),
    ]);
  });

  test("plans both deliveries of an exit-intent lead, in the webhook's field order", async ({
    leadApi,
  }) => {
    const response = await post(leadApi.app(), "exit-intent", EXIT_INTENT);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await leadApi.bodiesOf(id)).toEqual(expectedDeliveries("exit-intent", EXIT_INTENT));
  });

  test("answers 400 with each field's message, and stores nothing", async ({ leadApi }) => {
    const response = await post(leadApi.app(), "contact", {
      name: "S",
      email: "not-an-email",
      subject: "Hi",
      message: "",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain("name: Name must be at least 2 characters");
    expect(error).toContain("email: Please enter a valid email address");
    expect(error).toContain("subject: Subject must be at least 5 characters");
    expect(error).toContain("message: Message is required");
    expect(await leadApi.allLeads()).toEqual([]);
    expect(leadApi.stored).toBe(0);
  });

  test("refuses an address that would add parameters to a mailto link, and a javascript: website", async ({
    leadApi,
  }) => {
    const response = await post(leadApi.app(), "exit-intent", {
      ...EXIT_INTENT,
      email: "jo@example.com?bcc=attacker%40evil.example&subject=Invoice",
      websiteUrl: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain("email: Please enter a valid email address");
    expect(error).toContain(`websiteUrl: ${INVALID_WEBSITE}`);
    expect(await leadApi.allLeads()).toEqual([]);
  });

  test("forwards a valid website exactly as typed", async ({ leadApi }) => {
    const response = await post(leadApi.app(), "exit-intent", {
      ...EXIT_INTENT,
      websiteUrl: " www.heatandflow.co.uk/contact ",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const report = JSON.parse((await leadApi.bodiesOf(id))[1]?.body ?? "{}") as Record<
      string,
      unknown
    >;
    expect(report.websiteUrl).toBe("www.heatandflow.co.uk/contact");
  });

  test("refuses a body over the size limit with 413", async ({ leadApi }) => {
    const response = await post(leadApi.app(), "contact", {
      ...CONTACT,
      message: "x".repeat(MAX_LEAD_BYTES),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "A lead must be under 16 KB." });
    expect(await leadApi.allLeads()).toEqual([]);
  });

  test("refuses anything but application/json with 415", async ({ leadApi }) => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await post(leadApi.app(), "contact", CONTACT, { "Content-Type": type });
      expect(response.status, type).toBe(415);
    }
    const charset = await post(leadApi.app(), "contact", CONTACT, {
      "Content-Type": "Application/JSON; charset=utf-8",
    });
    expect(charset.status).toBe(201);
  });

  test("refuses a body that is not JSON, or not a JSON object, with 400", async ({ leadApi }) => {
    const invalid = await post(leadApi.app(), "contact", '{"name": "Siân",');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: "The body is not valid JSON." });
    for (const body of ["[]", '"text"', "null", "42", "true"]) {
      const response = await post(leadApi.app(), "contact", body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: "The body must be a JSON object." });
    }
    expect(await leadApi.allLeads()).toEqual([]);
  });

  test("keeps only the form's own fields", async ({ leadApi }) => {
    const response = await post(leadApi.app(), "contact", {
      ...CONTACT,
      isAdmin: true,
      webhook: "https://attacker.example",
      [HONEYPOT_FIELD]: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await leadApi.allLeads();
    expect(Object.keys(lead?.fields ?? {}).sort()).toEqual(["email", "message", "name", "subject"]);
    expect((await leadApi.bodiesOf(id))[0]?.body).not.toContain("attacker");
  });
});
