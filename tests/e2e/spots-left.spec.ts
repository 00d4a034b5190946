import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_STRIPE_SECRET } from "./e2e-servers";
import { SIAN } from "../support/person-leads";
import { sessionEvent, signature } from "../support/stripe-events";

/**
 * "Spots left" from real bookings: the test build's audit page is in "capacity" mode
 * (scripts/build-e2e.ts), so the server writes the week's number into the page, and an audit
 * paid through Stripe's webhook takes one spot. Desktop only: both projects share one server's
 * week, and a sale in one would change the other's count.
 */
const PATH = "/free-google-visibilty-audit-for-gas-eningeers";

async function spotsFromApi(request: APIRequestContext) {
  const response = await request.get("/api/availability");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=60");
  return ((await response.json()) as { spotsLeft: number }).spotsLeft;
}

test("the page shows the server's number of spots, and a paid audit takes one @desktop", async ({
  page,
  request,
}) => {
  const before = await spotsFromApi(request);
  expect(before).toBeGreaterThan(0);
  // In the HTML as served, before any script: the server wrote it.
  const served = await (await request.get(PATH)).text();
  expect(served).toContain(`data-offer-spots="${before}"`);

  await page.goto(PATH);
  const spots = page.locator("[data-offer-spots]");
  await expect(spots).toHaveText(
    `Only ${before} ${before === 1 ? "spot" : "spots"} left this week`,
  );
  await expect(spots).toHaveAttribute("data-offer-spots", String(before));

  // Only a payment for a stored £99 audit lead counts, in the mode of the site's payment link
  // (the e2e build's is not one of Stripe's test_ links, so live).
  const lead = await request.post("/api/leads/audit", {
    data: { ...SIAN, email: `spots-${Date.now()}@example.com` },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: string };
  const event = JSON.stringify(sessionEvent({ clientReferenceId: id, livemode: true }));
  const paid = await request.post("/api/payments/stripe", {
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": signature(event, E2E_STRIPE_SECRET),
    },
    data: event,
  });
  expect(paid.status()).toBe(200);

  await page.reload();
  const after = before - 1;
  await expect(spots).toHaveAttribute("data-offer-spots", String(after));
  await expect(spots).toHaveText(
    after === 0
      ? "This week is full: book now for next week"
      : `Only ${after} ${after === 1 ? "spot" : "spots"} left this week`,
  );
  // The same island's clock ticks on without replacing the server's number with the weekday
  // table's: once its timer has moved, the line it drew in that render still has the number.
  const timer = page.getByRole("complementary", { name: "Offer deadline" }).getByRole("timer");
  const shown = await timer.textContent();
  await expect.poll(() => timer.textContent()).not.toBe(shown);
  await expect(spots).toHaveAttribute("data-offer-spots", String(after));
});
