// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, MAX_LEAD_BYTES } from "../../app/config/lead-api";
import { INVALID_WEBSITE, UNACCEPTABLE_CHARACTER } from "../../app/content/lead-form-messages";
import { logEvent, type LogFields } from "../log";
import { createLeadStore, type LeadStore } from "../store/lead-store";
import {
  openTestEmbedded,
  TEST_ENGINES,
  useTestDatabase,
} from "../../tests/support/test-databases";
import {
  createLeadApi,
  RATE_LIMITED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type LeadApiOptions,
} from "./lead-api";
import { BRIEF_LEAD_FIELDS } from "../../tests/support/brief-payloads";

const SITE = "https://www.example.co.uk";

const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let store: LeadStore;
let stored: number;
let storeErrors: number;
let events: (LogFields & { event: string })[];

beforeEach(() => {
  store = createLeadStore(database.db);
  stored = 0;
  storeErrors = 0;
  events = [];
});

function api(options: Partial<LeadApiOptions> = {}) {
  return createLeadApi({
    store: () => store,
    accepting: () => true,
    onStored: () => {
      stored += 1;
    },
    onStoreError: () => {
      storeErrors += 1;
    },
    rateLimit: 5,
    siteOrigin: SITE,
    trustProxy: false,
    log: (event, fields) => events.push({ event, ...fields }),
    ...options,
  });
}

function post(
  app: ReturnType<typeof api>,
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(`/api/leads/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const CONTACT = {
  name: "  Siân Jones ",
  email: "sian@example.com",
  subject: "A new website",
  message: "Could you call me back about a new website?",
};
/** How every id the API hands out looks (crypto.randomUUID): a person's and a bot's alike. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const EXIT_INTENT = {
  firstName: "Siân",
  lastName: "Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  businessName: "Jones & Daughters",
  websiteUrl: "",
  preferredTime: "Mornings",
};

async function allLeads() {
  const [real, spam] = await Promise.all([
    store.listLeads({ limit: 100 }),
    store.listLeads({ limit: 100, spam: true }),
  ]);
  return [...real.leads, ...spam.leads];
}

async function bodiesOf(leadId: string) {
  return database.db.query<{ hook: string; body: string }>(
    "SELECT hook, body FROM deliveries WHERE lead_id = $1 ORDER BY id",
    [leadId],
  );
}

describe("lead API", () => {
  it("answers 201 once the lead and its delivery are stored", async () => {
    const response = await post(api(), "contact", CONTACT);
    expect(response.status).toBe(201);
    const json = (await response.json()) as { ok: boolean; id: string };
    expect(json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [lead, ...others] = await allLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      id: json.id,
      form: "contact",
      spam: false,
      fields: { ...CONTACT, name: "Siân Jones" },
    });
    expect(await bodiesOf(json.id)).toEqual([
      { hook: "contact", body: JSON.stringify({ ...CONTACT, name: "Siân Jones" }) },
    ]);
    expect(stored).toBe(1);
    expect(events).toEqual([
      expect.objectContaining({ event: "lead", id: json.id, form: "contact", status: "stored" }),
    ]);
  });

  it("plans both deliveries of an exit-intent lead, in the webhook's field order", async () => {
    const response = await post(api(), "exit-intent", EXIT_INTENT);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const bodies = await bodiesOf(id);
    expect(bodies.map((row) => row.hook)).toEqual(["exit-intent", "audit"]);
    expect(bodies[0]?.body).toBe(
      '{"firstName":"Siân","lastName":"Jones","email":"sian@example.com","phone":"+447700900123"}',
    );
    expect(Object.keys(JSON.parse(bodies[1]?.body ?? "{}"))).toEqual(BRIEF_LEAD_FIELDS.report);
  });

  it("answers 400 with each field's message, and stores nothing", async () => {
    const response = await post(api(), "contact", {
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
    expect(await allLeads()).toEqual([]);
    expect(stored).toBe(0);
  });

  it("refuses an address that would add parameters to a mailto link, and a javascript: website", async () => {
    const response = await post(api(), "exit-intent", {
      ...EXIT_INTENT,
      email: "jo@example.com?bcc=attacker%40evil.example&subject=Invoice",
      websiteUrl: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain("email: Please enter a valid email address");
    expect(error).toContain(`websiteUrl: ${INVALID_WEBSITE}`);
    expect(await allLeads()).toEqual([]);
  });

  it("forwards a valid website exactly as typed", async () => {
    const response = await post(api(), "exit-intent", {
      ...EXIT_INTENT,
      websiteUrl: " www.heatandflow.co.uk/contact ",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const report = JSON.parse((await bodiesOf(id))[1]?.body ?? "{}") as Record<string, unknown>;
    expect(report.websiteUrl).toBe("www.heatandflow.co.uk/contact");
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await post(api(), "contact", {
      ...CONTACT,
      message: "x".repeat(MAX_LEAD_BYTES),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "A lead must be under 16 KB." });
    expect(await allLeads()).toEqual([]);
  });

  it("refuses anything but application/json with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await post(api(), "contact", CONTACT, { "Content-Type": type });
      expect(response.status, type).toBe(415);
    }
    const charset = await post(api(), "contact", CONTACT, {
      "Content-Type": "Application/JSON; charset=utf-8",
    });
    expect(charset.status).toBe(201);
  });

  it("refuses a body that is not JSON, or not a JSON object, with 400", async () => {
    const invalid = await post(api(), "contact", '{"name": "Siân",');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: "The body is not valid JSON." });
    for (const body of ["[]", '"text"', "null", "42", "true"]) {
      const response = await post(api(), "contact", body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: "The body must be a JSON object." });
    }
    expect(await allLeads()).toEqual([]);
  });

  it("keeps only the form's own fields", async () => {
    const response = await post(api(), "contact", {
      ...CONTACT,
      isAdmin: true,
      webhook: "https://attacker.example",
      [HONEYPOT_FIELD]: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await allLeads();
    expect(Object.keys(lead?.fields ?? {}).sort()).toEqual(["email", "message", "name", "subject"]);
    expect((await bodiesOf(id))[0]?.body).not.toContain("attacker");
  });

  it("answers a filled honeypot as it answers a person, and stores spam with no delivery", async () => {
    const person = (await (await post(api(), "contact", CONTACT)).json()) as object;
    const ids = new Set<string>();
    for (const body of [
      { ...CONTACT, subject: "Spam subject", [HONEYPOT_FIELD]: "https://spam.example" },
      { name: "x", email: "bot", message: "y".repeat(800), [HONEYPOT_FIELD]: 1 },
    ]) {
      const response = await post(api(), "contact", body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { ok: boolean; id: string };
      // Same keys, same kind of id: nothing tells a bot that it was caught.
      expect(Object.keys(answer)).toEqual(Object.keys(person));
      expect(answer).toEqual({ ok: true, id: expect.stringMatching(UUID) });
      ids.add(answer.id);
    }
    expect(ids.size).toBe(2);
    const leads = (await allLeads()).filter((lead) => lead.spam);
    expect(leads.map((lead) => lead.deliveries)).toEqual([[], []]);
    // The person's lead's one delivery, and none for the spam.
    expect(await database.db.query("SELECT id FROM deliveries")).toHaveLength(1);
    const invalid = leads.find((lead) => lead.fields.email === "bot");
    // Only the form's text fields, each cut short.
    expect(invalid?.fields).toEqual({ name: "x", email: "bot", message: "y".repeat(500) });
    expect(stored).toBe(1);
  });

  it("answers a repeated spam post with its first id, as it answers a repeated lead", async () => {
    const spam = { ...CONTACT, [HONEYPOT_FIELD]: "https://spam.example" };
    const first = (await (await post(api(), "contact", spam)).json()) as { id: string };
    const again = (await (await post(api(), "contact", spam)).json()) as { id: string };
    expect(first.id).toMatch(UUID);
    expect(again.id).toBe(first.id);
  });

  // JSON.parse gives `{"toString": "x"}` an own toString that String() cannot call: a TypeError,
  // and a 500 that only a bot's post could cause.
  it.each([
    ["an object", {}],
    ["an object with its own toString", { toString: "x" }],
    ["an object with its own valueOf", { valueOf: 1, toString: null }],
    ["an empty array", []],
    ["an array", ["https://spam.example"]],
    ["a number", 0],
    ["false", false],
    ["true", true],
    ["null", null],
  ])("counts %s in the honeypot as filled, never a 500", async (_, honeypot) => {
    const response = await post(api(), "contact", { ...CONTACT, [HONEYPOT_FIELD]: honeypot });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    const leads = await allLeads();
    expect(leads.map((lead) => lead.spam)).toEqual([true]);
    expect(stored).toBe(0);
  });

  it("keeps a bot's cut-short text whole: never half an emoji", async () => {
    const message = `${"y".repeat(499)}👋 and more`;
    const response = await post(api(), "contact", {
      ...CONTACT,
      subject: "Hi",
      message,
      [HONEYPOT_FIELD]: "x",
    });
    expect(response.status).toBe(201);
    const [lead] = await allLeads();
    expect(lead?.fields.message).toBe("y".repeat(499));
    expect(storeErrors).toBe(0);
  });

  it("answers a repeat with the first lead's id and stores it once", async () => {
    const app = api();
    const first = (await (await post(app, "contact", CONTACT)).json()) as { id: string };
    const again = await post(app, "contact", CONTACT);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect(await allLeads()).toHaveLength(1);
    expect(stored).toBe(1);
  });

  it("answers 429 with the message once a sender is over the limit", async () => {
    const app = api({ rateLimit: 2, trustProxy: true });
    const from = (address: string, index: number) =>
      post(
        app,
        "contact",
        { ...CONTACT, subject: `Question ${index}` },
        {
          "X-Forwarded-For": `198.51.100.1, ${address}`,
        },
      );
    expect((await from("203.0.113.7", 1)).status).toBe(201);
    expect((await from("203.0.113.7", 2)).status).toBe(201);
    const limited = await from("203.0.113.7", 3);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    // The limit is per address: another sender goes through.
    expect((await from("203.0.113.8", 4)).status).toBe(201);
    expect(await allLeads()).toHaveLength(3);
  });

  it("answers 503 while the store is unreachable or the server is stopping", async () => {
    for (const options of [
      { store: () => null },
      { accepting: () => false },
      {
        store: () => ({
          ...store,
          saveLead: () => Promise.reject(new Error("connection refused")),
        }),
      },
    ]) {
      const response = await post(api(options), "contact", CONTACT);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    }
    expect(await allLeads()).toEqual([]);
    expect(stored).toBe(0);
  });

  it("answers unknown forms with 404 and other methods with 405", async () => {
    expect((await post(api(), "newsletter", CONTACT)).status).toBe(404);
    const get = await api().request("/api/leads/contact");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("allows cross-origin posts from the site's own origin only", async () => {
    const preflight = (origin: string) =>
      api().request("/api/leads/contact", {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const own = await preflight(SITE);
    expect(own.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(own.headers.get("access-control-allow-methods")).toContain("POST");

    const foreign = await preflight("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const ownPost = await post(api(), "contact", CONTACT, { Origin: SITE });
    expect(ownPost.headers.get("access-control-allow-origin")).toBe(SITE);
    const foreignPost = await post(api(), "audit", {}, { Origin: "https://evil.example" });
    expect(foreignPost.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("lead API log lines", () => {
  it("carry ids, forms and states, never the visitor's email address or message", async () => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    const app = api({ log: logEvent, rateLimit: 1 });
    const failing = api({
      log: logEvent,
      // A store error that quotes what it was given must not carry the address into the log.
      store: () => ({
        ...store,
        saveLead: () => Promise.reject(new Error(`could not save ${CONTACT.email}`)),
      }),
    });
    const statuses = [
      await post(app, "contact", CONTACT), // stored
      await post(app, "contact", CONTACT), // duplicate
      await post(app, "exit-intent", EXIT_INTENT), // stored
      await post(app, "audit", { ...CONTACT, [HONEYPOT_FIELD]: "https://spam.example" }),
      await post(app, "contact", { ...CONTACT, subject: "Another question" }), // rate-limited
      await post(app, "contact", { ...CONTACT, email: "not-an-email" }), // invalid
      await post(failing, "contact", CONTACT), // store unavailable
    ].map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 400, 503]);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((line) => line.status)).toEqual([
      "stored",
      "duplicate",
      "stored",
      "spam-stored",
      "rate-limited",
      "store-faults",
    ]);
    for (const line of logged) {
      expect(Object.keys(line).sort()).toEqual(
        line.status === "store-faults"
          ? ["error", "event", "form", "id", "status", "time"]
          : ["event", "form", "id", "status", "time"],
      );
    }
    expect(logged.at(-1)?.error).toBe("could not save [email]");
    const text = lines.join("\n");
    for (const secret of [
      CONTACT.email,
      "sian@",
      CONTACT.message,
      CONTACT.subject,
      "Siân",
      "Jones",
      "07700",
      "900123",
      "spam.example",
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

/**
 * Characters PostgreSQL's jsonb refuses (NUL, half a surrogate pair), and controls nobody types:
 * each used to reach the store and come back as a 503 "could not save", an outage signal anyone
 * could fake, outside the rate limit. The shared field rules refuse them first, on both engines.
 */
describe.each(TEST_ENGINES)("characters no lead may carry ($kind)", (engine) => {
  const engineDatabase = useTestDatabase(engine);
  beforeEach(() => {
    store = createLeadStore(engineDatabase.db);
  });

  const CHARACTERS = [
    ["NUL", "\u0000"],
    ["a lone high surrogate", "\ud83d"],
    ["a lone low surrogate", "\udc4b"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u009b"],
    ["a bell", "\u0007"],
  ] as const;
  // One field of each kind: required text, optional text, email, phone.
  const FIELDS = [
    ["contact", CONTACT, "name", (bad: string) => `Siân${bad} Jones`],
    ["exit-intent", EXIT_INTENT, "businessName", (bad: string) => `Jones${bad} & Daughters`],
    ["contact", CONTACT, "email", (bad: string) => `sian${bad}@example.com`],
    ["exit-intent", EXIT_INTENT, "phone", (bad: string) => `07700 ${bad}900123`],
    ["exit-intent", EXIT_INTENT, "websiteUrl", (bad: string) => `jones${bad}.example`],
  ] as const;

  for (const [form, lead, field, spoil] of FIELDS) {
    it.each(CHARACTERS)(
      `refuses %s in ${form} ${field} with 400 and stores nothing`,
      async (_, bad) => {
        const response = await post(api(), form, { ...lead, [field]: spoil(bad) });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: `Invalid lead: ${field}: ${UNACCEPTABLE_CHARACTER}`,
        });
        expect(await allLeads()).toEqual([]);
        expect(storeErrors).toBe(0);
        expect(stored).toBe(0);
      },
    );
  }

  it("still takes tabs, line breaks, emoji and every script in free text", async () => {
    const message = "Line one\r\nLine two\n\tindented, 👋🏽 👨‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢, naïve café\u00a0ok 李小龍";
    const response = await post(api(), "contact", { ...CONTACT, name: "Zoë 👋", message });
    expect(response.status).toBe(201);
    const [saved] = await allLeads();
    expect(saved?.fields).toMatchObject({ name: "Zoë 👋", message });
  });

  it("keeps a bot's post as spam, without the characters the store refuses", async () => {
    const response = await post(api(), "contact", {
      name: "Bot\u0000\ud83d",
      email: "bot\udc4b@example.com",
      subject: "Tab\there\u007f\u009b",
      message: "Wave 👋 then\u0000 NUL",
      [HONEYPOT_FIELD]: "x",
    });
    expect(response.status).toBe(201);
    const [saved] = await allLeads();
    expect(saved?.spam).toBe(true);
    expect(saved?.fields).toEqual({
      name: "Bot",
      email: "bot@example.com",
      subject: "Tab\there",
      message: "Wave 👋 then NUL",
    });
    expect(storeErrors).toBe(0);
  });
});
