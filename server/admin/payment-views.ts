/**
 * Payments on the owner's page: what Stripe said about each lead's payment, the payments no
 * stored lead explains, and paid audits and revenue per source in the summary.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatRevenue, paymentSummary } from "../payments/payment-text";
import { gasAuditForm } from "../../lead-forms/gas-audit";
import { paymentState, type PaymentView } from "../store/payment-listing";
import type { PaidSourceRow } from "../store/payment-summary";

type TimeView = (date: Date) => HtmlEscapedString | Promise<HtmlEscapedString>;

const STATE_CLASSES = {
  paid: "delivered",
  refunded: "failed",
  "partly refunded": "retrying",
  "refund only": "failed",
  "needs review": "retrying",
} as const;

function paymentLine(payment: PaymentView, time: TimeView) {
  const state = paymentState(payment);
  const when = payment.refundedAt ?? payment.paidAt;
  return html`<p data-payment="${state}">
    <strong class="${STATE_CLASSES[state]}">${paymentSummary(payment)}</strong>
    ${when ? html`<small>${time(when)}</small>` : ""}
  </p>`;
}

/**
 * A lead's payments under its form and time: "Paid £99.00", "Refunded £99.00 (paid £99.00)"; a
 * £99 audit lead Stripe has reported no payment for is "Awaiting payment".
 */
export function leadPayments(
  lead: { form: string; payments?: readonly PaymentView[] | undefined },
  time: TimeView,
) {
  if (lead.payments?.length)
    return html`${lead.payments.map((payment) => paymentLine(payment, time))}`;
  return lead.form === gasAuditForm.id
    ? html`<p data-payment="awaiting"><strong class="retrying">Awaiting payment</strong></p>`
    : "";
}

/** This week's paid audits against the week's capacity, when a race sold more than there are. */
export interface WeekBooking {
  capacity: number;
  paidThisWeek: number;
}

/** Said above the leads when two payments raced for the last spot and both were taken. */
export function overBookedNotice(booking: WeekBooking | undefined) {
  if (!booking || booking.paidThisWeek <= booking.capacity) return "";
  return html`<p role="alert" class="failed" data-over-booked>
    Over-booked: ${booking.paidThisWeek} audits paid this week for ${booking.capacity} spots. Offer
    the last to pay a slot next week or a refund.
  </p>`;
}

/** Payments that need the owner's look, newest first, with what Stripe calls them. */
export function unmatchedPaymentsSection(payments: readonly PaymentView[], time: TimeView) {
  if (!payments.length) return "";
  return html`<section aria-labelledby="unmatched-heading" class="lead-summary">
    <h2 id="unmatched-heading">Payments to review</h2>
    <p class="summary">
      Stripe reported these, but they are not counted as paid audits: not a stored £99 audit lead in
      GBP at the published price and in the site's Stripe mode (a test payment, the payment link
      opened on its own, another sale), or their lead has since been deleted or erased at its
      person's request. Look them up in Stripe by the session id.
    </p>
    <table>
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Stripe session</th>
          <th scope="col">Reference given</th>
        </tr>
      </thead>
      <tbody>
        ${payments.map(
          (payment) =>
            html`<tr>
              <td data-label="Payment">${paymentLine(payment, time)}</td>
              <td data-label="Stripe session">
                ${payment.sessionId ?? html`<small>payment ${payment.paymentIntent}</small>`}
              </td>
              <td data-label="Reference given">
                ${
                  payment.erasedAt
                    ? html`erased on request, ${time(payment.erasedAt)}`
                    : (payment.clientReferenceId ?? "none")
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/** Paid audits and revenue per source, the last 7 and 30 days: sales, not only leads. */
export function paidSummaryTable(rows: readonly PaidSourceRow[]) {
  if (!rows.length) return html`<p>No paid audits in the last 30 days.</p>`;
  return html`<table>
    <caption>
      Paid audits per source
    </caption>
    <thead>
      <tr>
        <th scope="col">Source</th>
        <th scope="col">Paid, last 7 days</th>
        <th scope="col">Paid, last 30 days</th>
        <th scope="col">Revenue, last 30 days</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <th scope="row">${row.key}</th>
            <td data-label="Paid, last 7 days">${row.paid7}</td>
            <td data-label="Paid, last 30 days">${row.paid30}</td>
            <td data-label="Revenue, last 30 days">${formatRevenue(row.revenue30)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
