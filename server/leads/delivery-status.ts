import { isEmailChannel, type DeliveryChannel } from "../delivery-channels";
import type { DeliveryView, LeadStore } from "../store/lead-store";

export type DeliveryStatus =
  | { kind: "delivered" }
  | { kind: "failed"; last: string }
  | { kind: "not-configured" }
  | { kind: "queued" }
  | { kind: "retrying"; last: string };

/** Where a delivery stands, as the owner needs to read it (admin page and `npm run leads`). */
export function deliveryStatus(
  delivery: DeliveryView,
  configured: readonly DeliveryChannel[],
): DeliveryStatus {
  // An email's error is the SMTP answer itself, code included; a webhook's is its HTTP status.
  const last =
    delivery.lastStatus && !isEmailChannel(delivery.hook)
      ? `HTTP ${delivery.lastStatus}`
      : (delivery.lastError ?? "no answer");
  if (delivery.state === "delivered") return { kind: "delivered" };
  if (delivery.state === "failed") return { kind: "failed", last };
  if (!configured.includes(delivery.hook)) return { kind: "not-configured" };
  if (delivery.attempts === 0) return { kind: "queued" };
  return { kind: "retrying", last };
}

/** A delivery still pending this long after its lead came in makes /healthz "degraded". */
const DELIVERY_OVERDUE_MS = 60 * 60 * 1000;

type Backlog = Awaited<ReturnType<LeadStore["backlog"]>>;

/** Whether the backlog needs the owner: a delivery failed for good, or one waiting over an hour. */
export function backlogNeedsOwner(backlog: Backlog, now = Date.now()): boolean {
  const oldest = backlog.oldestPendingAt?.getTime();
  return backlog.failed > 0 || (oldest !== undefined && now - oldest > DELIVERY_OVERDUE_MS);
}
