// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { UNACCEPTABLE_CHARACTER } from "../../lead-forms/messages";
import { createLeadStore } from "../store/lead-store";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";
import {
  allLeads,
  api,
  CONTACT,
  EXIT_INTENT,
  post,
  replaceStore,
  stored,
  storeErrors,
} from "../../tests/support/lead-api-site";

/**
 * Characters PostgreSQL's jsonb refuses (NUL, half a surrogate pair), and controls nobody types:
 * each used to reach the store and come back as a 503 "could not save", an outage signal anyone
 * could fake, outside the rate limit. The shared field rules refuse them first, on both engines.
 */
describe.each(TEST_ENGINES)("characters no lead may carry ($kind)", (engine) => {
  const engineDatabase = useTestDatabase(engine);
  beforeEach(() => {
    replaceStore(createLeadStore(engineDatabase.db));
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

  it("answers a bot's post with characters the store refuses as a person's: 400, nothing stored", async () => {
    const body = {
      name: "Bot\u0000\ud83d",
      email: "bot\udc4b@example.com",
      subject: "Tab\there\u007f\u009b",
      message: "Wave 👋 then\u0000 NUL",
    };
    const person = await post(api(), "contact", body);
    const bot = await post(api(), "contact", { ...body, [HONEYPOT_FIELD]: "x" });
    expect(bot.status).toBe(400);
    expect(await bot.json()).toEqual(await person.json());
    expect(await allLeads()).toEqual([]);
    expect(storeErrors).toBe(0);
  });
});
