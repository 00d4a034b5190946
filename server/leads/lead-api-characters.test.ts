import { describe, expect, test as baseTest } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { UNACCEPTABLE_CHARACTER } from "../../lead-forms/messages";
import { TEST_ENGINES, type TestEngine, useTestDatabase } from "../../tests/support/test-databases";
import { CONTACT, EXIT_INTENT, leadApiOn, post } from "../../tests/support/lead-api-site";

/**
 * Characters PostgreSQL's jsonb refuses (NUL, half a surrogate pair), and controls nobody types:
 * each used to reach the store and come back as a 503 "could not save", an outage signal anyone
 * could fake, outside the rate limit. The shared field rules refuse them first, before any store
 * is asked, so the refusals run on one engine (the embedded one, the site's default); what a lead
 * may carry is stored on both.
 */
const EMBEDDED = TEST_ENGINES.find((engine) => engine.kind === "embedded");
if (!EMBEDDED) throw new Error("the embedded test engine is missing");

/** The lead API over `engine`'s store, opened once for the enclosing `describe`, fresh for each test. */
function useLeadApi(engine: TestEngine) {
  const engineDatabase = useTestDatabase(engine);
  return baseTest.extend("leadApi", () => leadApiOn(engineDatabase.db));
}

describe("characters no lead may carry", () => {
  const test = useLeadApi(EMBEDDED);

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
    test.for(CHARACTERS)(
      `refuses %s in ${form} ${field} with 400 and stores nothing`,
      async ([, bad], { leadApi }) => {
        const response = await post(leadApi.app(), form, { ...lead, [field]: spoil(bad) });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: `Invalid lead: ${field}: ${UNACCEPTABLE_CHARACTER}`,
        });
        expect(await leadApi.allLeads()).toEqual([]);
        expect(leadApi.storeErrors).toBe(0);
        expect(leadApi.stored).toBe(0);
      },
    );
  }

  test("answers a bot's post with characters the store refuses as a person's: 400, nothing stored", async ({
    leadApi,
  }) => {
    const body = {
      name: "Bot\u0000\ud83d",
      email: "bot\udc4b@example.com",
      subject: "Tab\there\u007f\u009b",
      message: "Wave 👋 then\u0000 NUL",
    };
    const person = await post(leadApi.app(), "contact", body);
    const bot = await post(leadApi.app(), "contact", { ...body, [HONEYPOT_FIELD]: "x" });
    expect(bot.status).toBe(400);
    expect(await bot.json()).toEqual(await person.json());
    expect(await leadApi.allLeads()).toEqual([]);
    expect(leadApi.storeErrors).toBe(0);
  });
});

describe.each(TEST_ENGINES)("characters a lead may carry ($kind)", (engine) => {
  const test = useLeadApi(engine);

  test("still takes tabs, line breaks, emoji and every script in free text", async ({
    leadApi,
  }) => {
    const message = "Line one\r\nLine two\n\tindented, 👋🏽 👨‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢, naïve café\u00a0ok 李小龍";
    const response = await post(leadApi.app(), "contact", { ...CONTACT, name: "Zoë 👋", message });
    expect(response.status).toBe(201);
    const [saved] = await leadApi.allLeads();
    expect(saved?.fields).toMatchObject({ name: "Zoë 👋", message });
  });
});
