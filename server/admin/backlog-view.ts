import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { backlogNeedsOwner } from "../leads/delivery-status";
import type { LeadStore } from "../store/lead-store";

export type Backlog = Awaited<ReturnType<LeadStore["backlog"]>>;

/**
 * The outbox's backlog on the owner's page: the figures /healthz gives a monitor with
 * HEALTHZ_TOKEN, and the word it says. The session cookie is kept to /admin, so a browser does
 * not send it to /healthz; this is where the signed-in owner reads them.
 */
export function backlogSection(
  backlog: Backlog,
  time: (date: Date) => HtmlEscapedString | Promise<HtmlEscapedString>,
  now = Date.now(),
) {
  const degraded = backlogNeedsOwner(backlog, now);
  return html`<p class="summary" id="delivery-health">
    Deliveries: ${backlog.pending}
    waiting${
      backlog.oldestPendingAt ? html` (the oldest lead from ${time(backlog.oldestPendingAt)})` : ""
    },
    ${backlog.failed} failed. /healthz says
    <strong class="${degraded ? "failed" : "delivered"}">${degraded ? "degraded" : "ok"}</strong>${
      degraded ? " (a delivery failed for good or has waited over an hour)" : ""
    }.
  </p>`;
}
