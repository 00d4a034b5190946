/** What a journey asks the e2e webhook receiver (webhook-receiver-process.ts) about its own leads. */
import { expect, type APIRequestContext } from "@playwright/test";
import { expectNothingWithin } from "../support/quiet-period";
import { QUICKLY } from "./fixtures";
import { uniqueEmail } from "../support/unique-email";
import { isDelivery, type ReceivedRequest } from "../support/webhook-receiver";
import { RECEIVER_URL } from "./e2e-servers";

export { RECEIVER_URL, uniqueEmail };

/** Everything the webhook receiver has been sent for leads with this email. */
export async function recordsFor(request: APIRequestContext, email: string) {
  const response = await request.get(`${RECEIVER_URL}/records?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedRequest[];
}

/**
 * The requests the receiver accepted (2xx) for this email, once the server's outbox has sent
 * `count` of them. Delivery happens after the visitor's answer, so this waits for it.
 */
export async function deliveriesFor(request: APIRequestContext, email: string, count: number) {
  const accepted = async () => (await recordsFor(request, email)).filter(isDelivery);
  await expect
    .poll(async () => (await accepted()).length, { ...QUICKLY, timeout: 10_000 })
    .toBe(count);
  return accepted();
}

/**
 * Proof that nothing reached any webhook: the receiver is asked again and again for the whole
 * wait a real delivery would have needed (`expect.poll` returned on its first empty answer).
 */
export async function expectNothingDelivered(request: APIRequestContext, email: string) {
  await expectNothingWithin(2_000, () => recordsFor(request, email), {
    everyMs: 250,
    what: `request to a webhook for ${email}`,
  });
}
