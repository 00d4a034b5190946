import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { personLead, SIAN } from "../../tests/support/person-leads";
import { startReceiver, type Receiver } from "../../tests/support/webhook-receiver";
import type { LogFields } from "../log";
import { parsePersonQuery } from "../store/person-key";
import { createOutbox } from "./outbox";
import { expectNothingWithin } from "../../tests/support/quiet-period";

const OTHER = { ...SIAN, email: "someone.else@example.com", phone: "07700 900999" };
const TIMEOUT_MS = 1_000;

/**
 * An erasure while the outbox is at work (person-records.ts): the attempt already on the wire
 * ends on its own, finds no row to record its outcome in, and nothing of the person's is sent
 * again or afterwards; everyone else's leads carry on.
 */
describeLeadStore("erasing a person while their delivery is in flight", (t) => {
  let receiver: Receiver;
  beforeAll(async () => {
    // Their webhook hangs; anyone else's is answered at once.
    receiver = await startReceiver({
      answer: (request) =>
        request.json?.email === SIAN.email ? { kind: "hang" } : { kind: "ok", status: 200 },
    });
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it("never sends a pending delivery afterwards, and the attempt in flight brings nothing back", async () => {
    const key = parsePersonQuery(SIAN.email);
    if (!key) throw new Error("no key");
    const inFlight = await t.store.saveLead(personLead("contact"), 0);
    const later = await t.store.saveLead(personLead("audit"), 0);
    // Due a little after the erasure: pending, not yet claimed, so never to be sent.
    await t.db.query(
      "UPDATE deliveries SET next_attempt_at = now() + interval '1500 milliseconds' WHERE lead_id = $1",
      [later.id],
    );
    const events: (LogFields & { event: string })[] = [];
    const outbox = createOutbox({
      store: t.store,
      webhooks: {
        contact: `${receiver.url}/contact`,
        "exit-intent": undefined,
        audit: `${receiver.url}/audit`,
      },
      retryBaseMs: 50,
      timeoutMs: TIMEOUT_MS,
      log: (event, fields) => events.push({ event, ...fields }),
    });
    outbox.start();
    try {
      await vi.waitFor(() => expect(receiver.requests.map((r) => r.path)).toEqual(["/contact"]), {
        timeout: 10_000,
        interval: 20,
      });
      const [request] = receiver.requests;
      expect(request?.status).toBeNull();

      const record = await t.store.erasePerson(key);
      expect(record.counts).toMatchObject({ leads: 2, deliveries: 2, deliveriesInFlight: 1 });

      // Someone else's lead, stored now, is delivered as ever.
      const other = await t.store.saveLead(personLead("audit", OTHER), 0);
      outbox.wake();
      // The hung attempt times out and its outcome has nowhere to go.
      await vi.waitFor(
        () =>
          expect(events.some((e) => e.event === "delivery" && e.lead === inFlight.id)).toBe(true),
        { timeout: TIMEOUT_MS * 10, interval: 20 },
      );
      // Past the time the pending one was due, and many retry periods and polls on.
      const sentTo = (email: string) => receiver.requests.filter((r) => r.json?.email === email);
      await vi.waitFor(() => expect(sentTo(OTHER.email)).toHaveLength(1));
      await expectNothingWithin(
        2_000,
        () => [...sentTo(SIAN.email), ...sentTo(OTHER.email)].slice(2),
        {
          what: "further delivery",
        },
      );
      expect(sentTo(SIAN.email)).toHaveLength(1);
      expect(sentTo(OTHER.email)).toHaveLength(1);
      expect(receiver.delivered(other.id ?? "")).toEqual({ "/audit": 1 });
      const rows = await t.db.query<{ lead_id: string }>(
        "SELECT lead_id::text AS lead_id FROM deliveries",
      );
      expect(rows.map((row) => row.lead_id)).toEqual([other.id]);
      expect(await t.count("leads")).toBe(1);
      expect(await t.store.findPerson(key)).toEqual([]);
    } finally {
      await outbox.stop();
    }
  });
});
