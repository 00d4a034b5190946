import { expect, test } from "@playwright/test";
import { expectNothingWithin } from "../support/quiet-period";
import { receiver, serveSiteWithReceiver, site, stored } from "./support/bad-input-site";
import { leads } from "./support/site-process";

/**
 * What the lead API refuses from a visitor, a bot or an attacker: a clear refusal, nothing
 * stored and nothing delivered.
 */
serveSiteWithReceiver();

const REFUSED: { name: string; form?: string; body: unknown; type?: string; status: number }[] = [
  {
    name: "a number for the email",
    body: { ...leads.contact("x@example.co.uk"), email: 42 },
    status: 400,
  },
  { name: "an array body", body: [leads.contact("x@example.co.uk")], status: 400 },
  { name: "a JSON null", body: "null", status: 400 },
  { name: "a JSON string", body: '"hello"', status: 400 },
  {
    name: "a missing message",
    body: { name: "Jo Bloggs", email: "jo@example.co.uk", subject: "Hello there" },
    status: 400,
  },
  { name: "an empty object", form: "audit", body: {}, status: 400 },
  {
    name: "a landline as the audit phone",
    form: "audit",
    body: { ...leads.audit("x@example.co.uk"), phone: "020 7946 0958" },
    status: 400,
  },
  {
    name: "a popup lead whose website is a javascript: link",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), websiteUrl: "javascript:alert(1)" },
    status: 400,
  },
  {
    name: "a popup lead with a broken email",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), email: "zoe@" },
    status: 400,
  },
  // What PostgreSQL's jsonb refuses used to come back as a 503, an outage anyone could fake.
  {
    name: "a NUL in the name",
    body: { ...leads.contact("x@example.co.uk"), name: "Jo\u0000 Bloggs" },
    status: 400,
  },
  {
    name: "half an emoji in the email",
    body: leads.contact("x\ud83d@example.co.uk"),
    status: 400,
  },
  {
    name: "a control character in a popup lead's optional field",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), preferredTime: "Mornings\u009b" },
    status: 400,
  },
  {
    name: "an email with mailto parameters",
    body: leads.contact("jo@example.co.uk?bcc=eve%40evil.example&subject=Hi"),
    status: 400,
  },
  { name: "invalid JSON", body: '{"name": "Jo",', status: 400 },
  {
    name: "a body over 16 KB",
    body: { ...leads.contact("x@example.co.uk"), message: "x".repeat(17 * 1024) },
    status: 413,
  },
  {
    name: "text/plain",
    body: JSON.stringify(leads.contact("x@example.co.uk")),
    type: "text/plain",
    status: 415,
  },
  // The contact and £99 forms also post without scripts (tests/e2e/no-javascript.spec.ts); the
  // popup, which only its script can show, still takes JSON alone.
  {
    name: "a urlencoded post to the popup's form",
    form: "exit-intent",
    body: "firstName=Jo&email=jo%40example.co.uk",
    type: "application/x-www-form-urlencoded",
    status: 415,
  },
  {
    name: "an unknown form",
    form: "newsletter",
    body: leads.contact("x@example.co.uk"),
    status: 404,
  },
];

test("each refused input gets a clear refusal, and none is stored or sent", async () => {
  const before = await stored();
  const requestsBefore = receiver.requests.length;
  for (const bad of REFUSED) {
    await test.step(`${bad.name} is refused with ${bad.status}`, async () => {
      const response = await site.post(
        bad.form ?? "contact",
        bad.body,
        bad.type ? { "Content-Type": bad.type } : {},
      );
      expect(response.status).toBe(bad.status);
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(5);
    });
  }
  // One quiet period for them all: the first refusal has had the longest to reach the receiver.
  await expectNothingWithin(200, () => receiver.requests.slice(requestsBefore));
  expect(await stored()).toBe(before);
});

test("a GET on the lead API is answered 405", async () => {
  expect((await fetch(`${site.origin}/api/leads/contact`)).status).toBe(405);
});
