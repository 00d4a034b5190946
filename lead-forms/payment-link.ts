/**
 * The audit's payment link with the stored lead's id as Stripe's `client_reference_id`, which a
 * Payment Link copies into its Checkout Session, so Stripe's webhook names the lead that paid
 * (server/payments/). Only the random id goes into the URL, never anything the visitor typed.
 * The browser's form and the server's redirect for a form posted without scripts both use it.
 */
const CLIENT_REFERENCE_PARAM = "client_reference_id";

/** Stripe takes letters, digits, "-" and "_", up to 200 characters. */
const CLIENT_REFERENCE = /^[\w-]{1,200}$/;

export function paymentLinkFor(paymentUrl: string, leadId: string | undefined): string {
  if (!leadId || !CLIENT_REFERENCE.test(leadId)) return paymentUrl;
  const url = new URL(paymentUrl);
  url.searchParams.set(CLIENT_REFERENCE_PARAM, leadId);
  return url.toString();
}
