import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadLines, unmatchedLines } from "../../scripts/print-leads-lines";
import { html } from "hono/html";
import { createLeadStore, type LeadStore, type LeadView } from "../store/lead-store";
import type { PaymentView } from "../store/payment-listing";
import { OWNER_PAID_EMAIL } from "../delivery-channels";
import { csvRows } from "../../tests/support/lead-contract";
import { openTestEmbedded, type TestDatabase } from "../../tests/support/test-databases";
import { postEvent, refundEvent, sessionEvent } from "../../tests/support/stripe-events";
import { testStripeWebhook } from "../../tests/support/stripe-webhook-store";
import { leadsCsv } from "./admin-csv";
import { leadsPage } from "./admin-pages";
import { unmatchedPaymentsSection, type WeekBooking } from "./payment-views";

/**
 * What the owner sees of Stripe's payments, from events through the real webhook and store: each
 * lead paid or refunded on the page, in the CSV and in `npm run leads`, the payments no lead
 * explains, and paid audits and revenue per source in the summary.
 */
let database: TestDatabase;
let store: LeadStore;
let paid: LeadView;
let refunded: LeadView;
const unknownReference = randomUUID();

async function auditLead(email: string, campaign?: string) {
  const { id } = await store.saveLead(
    {
      form: "audit",
      fields: { firstName: "Siân", lastName: "Jones", email, phone: "07700 900123" },
      ...(campaign ? { attribution: { utm_campaign: campaign, utm_source: "google" } } : {}),
      spam: false,
      deliveries: [{ hook: "audit", body: "{}" }],
      rateBucket: `test:${email}`,
    },
    0,
  );
  if (!id) throw new Error("not stored");
  return id;
}

beforeAll(async () => {
  database = await openTestEmbedded();
  store = createLeadStore(database.db);
  const webhook = testStripeWebhook({
    store: () => store,
    paidEmailHook: OWNER_PAID_EMAIL,
    onNotify: () => undefined,
  });
  const paidId = await auditLead("paid@example.com", "boiler-week");
  const refundedId = await auditLead("refunded@example.com");
  await auditLead("unpaid@example.com");
  await postEvent(webhook, sessionEvent({ clientReferenceId: paidId }));
  const toRefund = sessionEvent({ clientReferenceId: refundedId });
  await postEvent(webhook, toRefund);
  await postEvent(webhook, refundEvent(toRefund.data.object.payment_intent));
  await postEvent(webhook, sessionEvent({ clientReferenceId: unknownReference }));
  const { leads } = await store.listLeads({ limit: 10 });
  const find = (id: string) => leads.find((lead) => lead.id === id);
  paid = find(paidId) as LeadView;
  refunded = find(refundedId) as LeadView;
}, 180_000);

afterAll(() => database.cleanup());

/** The first page of leads as the owner sees it, with what the test gives. */
async function ownerPage(shown: Partial<Parameters<typeof leadsPage>[0]> & { leads: LeadView[] }) {
  const rest = { page: 1, pageSize: 50, spam: false, spamTotal: 0, configured: [] };
  return String(await leadsPage({ total: shown.leads.length, ...rest, ...shown }));
}

describe("payments on the owner's page", () => {
  it("shows each lead paid or refunded, the unmatched payment and the sales per source", async () => {
    const page = await ownerPage({
      leads: [paid, refunded],
      summary: await store.summariseLeads(),
      unmatched: await store.unmatchedPayments(),
    });
    const row = (id: string) => page.slice(page.indexOf(`id="lead-${id}"`)).split("</tr>")[0];
    expect(row(paid.id)).toContain('data-payment="paid"');
    expect(row(paid.id)).toContain("Paid £99.00");
    expect(row(refunded.id)).toContain("Refunded £99.00 (paid £99.00)");
    expect(page).toContain("Payments to review");
    expect(page).toContain(unknownReference);
    expect(page).toContain("no stored lead has its reference");
    const sales = page.slice(page.indexOf("Paid audits per source"));
    expect(sales).toMatch(
      /Campaign: boiler-week \(google\)<\/th>\s*<td[^>]*>1<\/td>\s*<td[^>]*>1<\/td>\s*<td[^>]*>£99.00</,
    );
    // The payment for a lead never stored is kept for review, not counted as a sale.
    expect(sales).not.toContain("No stored lead");
    // The refunded sale counts for nothing.
    expect(sales).toMatch(/Direct<\/th>\s*<td[^>]*>0<\/td>\s*<td[^>]*>0<\/td>\s*<td[^>]*>£0.00</);
  });

  it("gives the CSV payment columns", () => {
    const [paidRow, refundedRow] = csvRows(leadsCsv([paid, refunded]));
    expect(paidRow).toMatchObject({
      payment: "paid",
      paid_amount: "99.00",
      currency: "GBP",
      refunded_amount: "",
      stripe_session: paid.payments?.[0]?.sessionId,
      owner_paid_email: "pending",
    });
    expect(paidRow?.paid_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(refundedRow).toMatchObject({ payment: "refunded", refunded_amount: "99.00" });
  });

  it("lists payments in `npm run leads`, with the unmatched ones after the leads", async () => {
    expect(leadLines(paid, [])).toContainEqual(
      expect.stringMatching(/^ {4}payment: Paid £99\.00 at /),
    );
    expect(leadLines(refunded, [])).toContainEqual(
      expect.stringContaining("payment: Refunded £99.00 (paid £99.00)"),
    );
    const unmatched = unmatchedLines(await store.unmatchedPayments());
    expect(unmatched[0]).toMatch(/^1 payment to review/);
    expect(unmatched[1]).toContain(`${unknownReference}: Needs review: £99.00 paid, not counted`);
  });

  it("says a payment lost its lead to an erasure, not that it never had one", async () => {
    const erasedPayment: PaymentView = {
      sessionId: "cs_test_erased",
      paymentIntent: "pi_erased",
      clientReferenceId: null,
      leadId: null,
      amount: 9900,
      currency: "gbp",
      paidAt: new Date("2026-11-02T10:00:00Z"),
      refundedAmount: 0,
      refundedAt: null,
      erasedAt: new Date("2026-11-20T09:30:00Z"),
      review: null,
    };
    const section = String(
      await unmatchedPaymentsSection([erasedPayment], (date) => html`${date.toISOString()}`),
    );
    expect(section).toMatch(/erased on request, 2026-11-20T09:30:00.000Z\s*<\/td>/);
    expect(unmatchedLines([erasedPayment])[1]).toContain("erased on request: Paid £99.00");
  });

  it("shows an unpaid £99 lead as awaiting payment, and an over-booked week above the leads", async () => {
    const unpaid = (await store.listLeads({ limit: 10 })).leads.find(
      (lead) => lead.form === "audit" && !lead.payments?.length,
    );
    const page = (booking: WeekBooking) => ownerPage({ leads: unpaid ? [unpaid] : [], booking });
    const overBooked = await page({ capacity: 8, paidThisWeek: 9 });
    expect(overBooked).toContain('data-payment="awaiting"');
    expect(overBooked).toContain("Awaiting payment");
    expect(overBooked).toMatch(/Over-booked: 9 audits paid this week for 8 spots/);
    expect(await page({ capacity: 8, paidThisWeek: 8 })).not.toContain("Over-booked");
  });
});
