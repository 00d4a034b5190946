/**
 * A store holding both delivery states a copy must keep: leads already delivered, and leads
 * whose deliveries were tried and failed (so pending, with attempts). From then on the receiver
 * fails every attempt, until the test lets it recover. For the specs of the store's commands.
 */
import { expect } from "@playwright/test";
import type { Receiver } from "../../support/webhook-receiver";
import { uniqueEmail } from "../../support/unique-email";
import { HOOKS_OF, leads, onceEach, type FormName, type Site } from "./site-process";
import type { DeliveryRow } from "./store-rows";

export interface Sent {
  id: string;
  form: FormName;
}

/** Posts one lead; null when it was not acknowledged (201). */
export async function send(site: Site, form: FormName, extra: object = {}): Promise<Sent | null> {
  const response = await site.post(form, { ...leads[form](uniqueEmail(form)), ...extra });
  if (response.status !== 201) return null;
  return { id: ((await response.json()) as { id: string }).id, form };
}

async function sendEach(site: Site, forms: FormName[], extra: object): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const form of forms) {
    const lead = await send(site, form, extra);
    expect(lead, `${form} lead acknowledged`).not.toBeNull();
    if (lead) sent.push(lead);
  }
  return sent;
}

export async function deliveredAndPending(
  site: Site,
  receiver: Receiver,
  forms: { delivered: FormName[]; pending: FormName[]; extra?: object },
): Promise<{ delivered: Sent[]; pending: Sent[] }> {
  const delivered = await sendEach(site, forms.delivered, forms.extra ?? {});
  for (const { id, form } of delivered) {
    await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
  }
  receiver.misbehave({ kind: "fail", status: 500 });
  const pending = await sendEach(site, forms.pending, forms.extra ?? {});
  await expect
    .poll(() => pending.every(({ id }) => receiver.requests.some((r) => r.idempotencyKey === id)), {
      timeout: 30_000,
    })
    .toBe(true);
  return { delivered, pending };
}

/**
 * How long a pending delivery may take to be retried once the receiver recovers: the longest
 * backoff step is 360 × LEAD_RETRY_BASE_MS (7.2 s in these specs), and a slow machine's store
 * may have climbed to it while the receiver failed.
 */
export const PENDING_RETRY_TIMEOUT_MS = 15_000;

/** The suite's receiver paths of a stored lead's deliveries ("exit-intent" → "/exit-intent"). */
export const pathsOf = (deliveries: DeliveryRow[]) =>
  deliveries.map((row) => `/${row.hook}`).sort();
