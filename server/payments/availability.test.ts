import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { personLead, SIAN } from "../../tests/support/person-leads";
import { postEvent, refundEvent, sessionEvent } from "../../tests/support/stripe-events";
import { storedLeadId, testStripeWebhook } from "../../tests/support/stripe-webhook-store";
import { createAvailability, pageWithSpots } from "./availability";
import { loadRelease } from "../publish/served-release";

const PAGE = "/free-google-visibilty-audit-for-gas-eningeers";
const CAPACITY_LINE =
  '<p data-offer-spots="" data-offer-spots-from="/api/availability" class="pill">Limited spots left this week</p>';
const WEEKDAY_LINE = '<p data-offer-spots="" class="pill">Limited spots left this week</p>';

/** A build folder with the audit page as React prerenders it, in the mode given. */
function buildWith(line: string) {
  const dir = mkdtempSync(join(tmpdir(), "availability-"));
  mkdirSync(join(dir, PAGE), { recursive: true });
  writeFileSync(join(dir, PAGE, "index.html"), `<!doctype html><html><body>${line}</body></html>`);
  writeFileSync(join(dir, "_headers"), "");
  return dir;
}
const dirs = [buildWith(CAPACITY_LINE), buildWith(WEEKDAY_LINE)];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A Wednesday in November, London time = UTC: the week runs from Monday 17th. */
const NOW = new Date("2025-11-19T12:00:00Z");
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

it("writes the number into capacity lines only, its value and its words", () => {
  expect(pageWithSpots(CAPACITY_LINE, 3)).toBe(
    '<p data-offer-spots="3" data-offer-spots-from="/api/availability" class="pill">Only 3 spots left this week</p>',
  );
  expect(pageWithSpots(CAPACITY_LINE, 0)).toContain(">This week is full: book now for next week<");
  expect(pageWithSpots(WEEKDAY_LINE, 3)).toBe(WEEKDAY_LINE);
});

describeLeadStore("spots left from paid audits", (t) => {
  const site = (clientDir: string) =>
    createAvailability({
      store: () => t.store,
      capacity: () => 3,
      release: (
        (release) => () =>
          release
      )(loadRelease(clientDir)),
      siteOrigin: "https://www.example.co.uk",
      now: () => NOW,
    });
  const webhook = () =>
    testStripeWebhook({
      store: () => t.store,
      onNotify: () => undefined,
    });
  // Each for a stored audit lead: only those count (payment-checks.ts).
  const pay = async (created: string) =>
    postEvent(
      webhook(),
      sessionEvent({ clientReferenceId: await storedLeadId(t), created: seconds(created) }),
    );

  it("counts this week's paid audits (London time), not last week's or refunded ones", async () => {
    // Sunday night's last second belongs to last week; Monday 00:00 opens this one.
    await pay("2025-11-16T23:59:59Z");
    await pay("2025-11-17T00:00:00Z");
    const refunded = sessionEvent({
      clientReferenceId: await storedLeadId(t),
      created: seconds("2025-11-18T09:00:00Z"),
    });
    await postEvent(webhook(), refunded);
    await postEvent(webhook(), refundEvent(refunded.data.object.payment_intent));
    const response = await site(dirs[0] as string).request("/api/availability");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({
      capacity: 3,
      paidThisWeek: 1,
      spotsLeft: 2,
      weekEndsAt: "2025-11-23T23:59:59.000Z",
    });
  });

  it("serves the audit page with the number written in, and says the week is full at 0", async () => {
    const page = async () => (await site(dirs[0] as string).request(PAGE)).text();
    expect(await page()).toContain('data-offer-spots="3"');
    for (const at of ["2025-11-17T10:00:00Z", "2025-11-18T10:00:00Z", "2025-11-19T10:00:00Z"]) {
      await pay(at);
    }
    const full = await page();
    expect(full).toContain('data-offer-spots="0"');
    expect(full).toContain("This week is full: book now for next week");
  });

  it("still counts an audit paid by a person since erased at their request", async () => {
    const { id } = await t.store.saveLead(personLead("audit"), 0);
    await postEvent(
      webhook(),
      sessionEvent({ clientReferenceId: id, created: seconds("2025-11-18T09:00:00Z") }),
    );
    const paidThisWeek = async () =>
      (
        (await (await site(dirs[0] as string).request("/api/availability")).json()) as {
          paidThisWeek: number;
        }
      ).paidThisWeek;
    expect(await paidThisWeek()).toBe(1);
    const erased = await t.store.erasePerson({ kind: "email", email: SIAN.email.toLowerCase() });
    expect(erased.counts).toMatchObject({ leads: 1, paymentsUnlinked: 1 });
    expect(await paidThisWeek()).toBe(1);
    // The owner's page lists it without a lead, and says why.
    const [unmatched] = await t.store.unmatchedPayments();
    expect(unmatched).toMatchObject({ leadId: null, clientReferenceId: null, amount: 9900 });
    expect(unmatched?.erasedAt).toBeInstanceOf(Date);
  });

  it("passes a page built in weekday mode on untouched", async () => {
    const app = site(dirs[1] as string);
    app.get(PAGE, (c) => c.text("the static file"));
    expect(await (await app.request(PAGE)).text()).toBe("the static file");
  });
});
