import { describe, expect } from "vitest";
import { OWNER_EMAIL, type HookName } from "../delivery-channels";
import { createOwnerEmail } from "./owner-email";
import { closedAfterEach } from "../../tests/support/closed-after-each";
import { test, waitUntil, type Outboxes } from "../../tests/support/outbox-harness";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { isDelivery, startReceiver, type Receiver } from "../../tests/support/webhook-receiver";

/** How soon every other channel's deliveries must arrive while one webhook hangs (issue 38). */
const OTHERS_WITHIN_MS = 2_000;
/** A hung attempt holds its slot this long: any delivery queued behind one would be this late. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const started = closedAfterEach();

/** A lead of `form` for its webhook and the owner's email, as the lead API stores one. */
const saveLead = (outboxes: Outboxes, form: string, hook: HookName) =>
  outboxes.saveContactLead({
    form,
    deliveries: [
      { hook, body: "{}" },
      { hook: OWNER_EMAIL, body: "" },
    ],
  });

/** When each lead's request on `path` was accepted, ms after `since`. */
const acceptedAfter = (receiver: Receiver, path: string, since: number) =>
  receiver.requests
    .filter((request) => request.path === path && isDelivery(request))
    .map((request) => request.at - since);

describe("each channel its own delivery slots", { timeout: 30_000 }, () => {
  test("a webhook that hangs delays no other webhook and not the owner's email", async ({
    outboxes,
  }) => {
    const crm = await started(startReceiver({ answer: () => ({ kind: "hang" }) }));
    const others = await started(startReceiver());
    const smtp = await started(startSmtpReceiver());
    const email = createOwnerEmail({
      config: { to: ["owner@kestrel.test"], from: "leads@kestrel.test", smtpUrl: smtp.url() },
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      adminUrl: "https://www.example.co.uk/admin/leads",
      store: outboxes.store,
    });
    // The contact leads come first, so a shared queue would put every one ahead of the others.
    for (let index = 0; index < 40; index += 1) await saveLead(outboxes, "contact", "contact");
    const audits: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      audits.push(await saveLead(outboxes, "audit", "audit"));
      audits.push(await saveLead(outboxes, "exit-intent", "exit-intent"));
    }

    const startedAt = Date.now();
    outboxes.start(
      {},
      {
        webhooks: {
          contact: `${crm.url}/contact`,
          audit: `${others.url}/audit`,
          "exit-intent": `${others.url}/exit-intent`,
        },
        email,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
      },
    );

    await waitUntil(() => {
      expect(acceptedAfter(others, "/audit", startedAt)).toHaveLength(5);
      expect(acceptedAfter(others, "/exit-intent", startedAt)).toHaveLength(5);
    }, OTHERS_WITHIN_MS * 2);
    for (const path of ["/audit", "/exit-intent"]) {
      for (const after of acceptedAfter(others, path, startedAt)) {
        expect(after).toBeLessThan(OTHERS_WITHIN_MS);
      }
    }
    // Each lead's webhook recorded as delivered, not merely sent.
    await waitUntil(async () => {
      for (const id of audits) {
        const hook = (await outboxes.deliveriesOf(id)).find((entry) => entry.hook !== OWNER_EMAIL);
        expect(hook?.state).toBe("delivered");
      }
    });
    // Every lead's email, the 40 contact leads' too, before any hung attempt has freed a slot.
    await waitUntil(() => expect(smtp.received).toHaveLength(50), ATTEMPT_TIMEOUT_MS / 2);
    expect(Date.now() - startedAt).toBeLessThan(ATTEMPT_TIMEOUT_MS);
    // The CRM holds only its own slots: eight attempts hang, the other 32 wait their turn.
    expect(crm.requests).toHaveLength(8);
    // Its hung attempts end now rather than at their timeout, so the outbox stops at once.
    await crm.refuse();
  });
});
