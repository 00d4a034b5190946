import { describe, expect } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import {
  CONTACT,
  followed,
  location,
  postForm,
  SITE,
  test as formTest,
} from "../../tests/support/form-post-site";
import { post, CONTACT as JSON_CONTACT, test as apiTest } from "../../tests/support/lead-api-site";
import { MAX_FEEDBACK_PER_SENDER } from "./feedback-tokens";
import { REFUSALS_PER_LEAD, RATE_LIMITED_MESSAGE } from "./lead-api";

const RATE_LIMIT = 5;
const REFUSALS = RATE_LIMIT * REFUSALS_PER_LEAD;
const BAD = { ...JSON_CONTACT, email: "not an email" };
/** Ten times what one address may keep, and far past its refusals' limit. */
const FLOOD = MAX_FEEDBACK_PER_SENDER * 10;

describe("refused posts", () => {
  apiTest(
    "are limited per address, like leads: 429 once an address has been refused too often",
    async ({ leadApi }) => {
      const app = leadApi.app({ rateLimit: RATE_LIMIT, trustProxy: true });
      const from = (address: string, body: unknown) =>
        post(app, "contact", body, { "X-Forwarded-For": address });
      for (let attempt = 0; attempt < REFUSALS; attempt += 1) {
        expect((await from("198.51.100.1", BAD)).status).toBe(400);
      }
      const limited = await from("198.51.100.1", BAD);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("600");
      expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
      // Another address is refused for what it sent, not for the flood.
      expect((await from("198.51.100.2", BAD)).status).toBe(400);
      // LEAD_RATE_LIMIT=0 turns this limit off with the other.
      const open = leadApi.app({ rateLimit: 0, trustProxy: true });
      for (let attempt = 0; attempt < REFUSALS + 2; attempt += 1) {
        expect((await post(open, "contact", BAD)).status).toBe(400);
      }
    },
  );

  formTest(
    `from one address (${FLOOD} posts without scripts) cannot evict another visitor's feedback`,
    async ({ formSite }) => {
      const app = formSite.app({ rateLimit: RATE_LIMIT, trustProxy: true });
      const bad = { ...CONTACT, email: "not an email" };
      const visitor = location(
        await postForm(app, "contact", bad, { Origin: SITE, "X-Forwarded-For": "203.0.113.5" }),
      );
      const flood = { Origin: SITE, "X-Forwarded-For": "198.51.100.9" };
      let last = "";
      for (let attempt = 0; attempt < FLOOD; attempt += 1) {
        last = location(await postForm(app, "contact", bad, flood));
      }
      // The flood's own answer now is the limit's message, not the field messages.
      const token = /form-feedback=([\w-]+)/.exec(last)?.[1] ?? "";
      expect((await formSite.feedback.find(token))?.message).toBe(RATE_LIMITED_MESSAGE);
      // The other visitor's page still shows what they typed and what to correct.
      const { html } = await followed(app, visitor);
      expect(html).toContain("Siân Jones");
      expect(html).toContain("Nothing has been sent yet");
    },
  );
});

describe("a filled honeypot", () => {
  apiTest.for([
    ["a valid lead", JSON_CONTACT],
    ["an invalid lead", BAD],
    ["an empty body", {}],
  ] as const)("changes nothing a script's client sees: %s", async ([, body], { leadApi }) => {
    const person = await post(leadApi.app(), "contact", body);
    const bot = await post(leadApi.app(), "contact", {
      ...body,
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    expect(bot.status).toBe(person.status);
    const [personAnswer, botAnswer] = [await person.json(), await bot.json()];
    // A stored lead's id is random either way; everything else is the same.
    const shape = (answer: object) =>
      JSON.stringify(answer).replace(/"id":"[0-9a-f-]{36}"/, '"id":"…"');
    expect(shape(botAnswer as object)).toBe(shape(personAnswer as object));
  });

  formTest.for([
    ["a valid lead", CONTACT],
    ["an invalid lead", { ...CONTACT, email: "not an email" }],
  ] as const)(
    "changes nothing a browser without scripts sees: %s",
    async ([, fields], { formSite }) => {
      const app = formSite.app();
      const person = await postForm(app, "contact", fields);
      const bot = await postForm(app, "contact", { ...fields, [HONEYPOT_FIELD]: "x" });
      expect(bot.status).toBe(person.status);
      const page = (target: string) =>
        followed(app, target).then(({ response, html }) => ({
          status: response.status,
          html: html.replaceAll(/form-feedback=[\w-]+/g, "form-feedback=…"),
        }));
      expect(await page(location(bot))).toEqual(await page(location(person)));
    },
  );
});
