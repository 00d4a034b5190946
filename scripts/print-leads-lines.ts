/**
 * How `npm run leads` (print-leads.ts) writes one lead: a row with the person, then its id, its
 * form's detail lines, where it came from and each webhook's state. Apart from the script, which opens the store
 * when it runs, so that a test can read the same lines.
 */
import { attributionLines } from "../lead-forms/attribution";
import { channelVariable, type DeliveryChannel } from "../server/delivery-channels";
import { deliveryStatus } from "../server/leads/delivery-status";
import { paymentSummary } from "../server/payments/payment-text";
import { personOf } from "../server/leads/lead-forms";
import { definitionOf } from "../lead-forms";
import type { DeliveryView, LeadView, PaymentView } from "../server/store/lead-store";

function state(delivery: DeliveryView, configured: readonly DeliveryChannel[]): string {
  const status = deliveryStatus(delivery, configured);
  switch (status.kind) {
    case "delivered":
      return `${delivery.hook}: delivered`;
    case "failed":
      return `${delivery.hook}: FAILED after ${delivery.attempts} attempts (${status.last})`;
    case "not-configured":
      return `${delivery.hook}: not sent, ${channelVariable(delivery.hook)} is not set`;
    case "queued":
      return `${delivery.hook}: queued`;
    case "retrying":
      return `${delivery.hook}: retrying at ${delivery.nextAttemptAt.toISOString()} (${status.last})`;
  }
}

const cut = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text;

/** One line of a long text: a message's line breaks would break the listing's layout. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function leadLines(lead: LeadView, configured: readonly DeliveryChannel[]): string[] {
  const person = personOf(lead.form, lead.fields);
  const details = (definitionOf(lead.form)?.details(lead.fields) ?? []).filter(
    ({ value }) => value,
  );
  return [
    [
      lead.receivedAt.toISOString().replace("T", " ").slice(0, 19),
      lead.form.padEnd(11),
      cut(person.name, 28).padEnd(28),
      cut(person.email, 36).padEnd(36),
      person.phone,
    ].join("  "),
    // The id the server's log lines give, so a log line leads to a person.
    `    lead id ${lead.id}`,
    ...details.map(({ label, value }) => `    ${label}: ${cut(oneLine(value), 100)}`),
    ...attributionLines(lead.attribution).map(
      ({ label, value }) => `    ${label}: ${cut(oneLine(value), 100)}`,
    ),
    ...(lead.payments ?? []).map((payment) => `    payment: ${paymentLine(payment)}`),
    ...lead.deliveries.map((delivery) => `    ${state(delivery, configured)}`),
  ];
}

function paymentLine(payment: PaymentView): string {
  const when = payment.paidAt ? ` at ${payment.paidAt.toISOString()}` : "";
  return `${paymentSummary(payment)}${when} (Stripe ${payment.sessionId ?? payment.paymentIntent})`;
}

/** Stripe's payments that no stored lead explains, after the leads. */
export function unmatchedLines(payments: readonly PaymentView[]): string[] {
  if (!payments.length) return [];
  return [
    `${payments.length} ${payments.length === 1 ? "payment" : "payments"} to review, not counted or without a stored lead (reference given, then the payment):`,
    ...payments.map(
      (payment) =>
        `    ${payment.erasedAt ? "erased on request" : (payment.clientReferenceId ?? "no reference")}: ${paymentLine(payment)}`,
    ),
  ];
}
