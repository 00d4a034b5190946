import { Hono } from "hono";
import type { LeadStore } from "./store/lead-store";

/** GET /healthz: 200 while the store answers, with the outbox backlog; 503 otherwise. */
export function createHealthRoute({ store }: { store: () => LeadStore | null }) {
  const health = new Hono();
  health.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const current = store();
    if (!current) return c.json({ status: "unavailable", store: "unreachable" }, 503);
    try {
      const backlog = await current.backlog();
      return c.json({
        status: "ok",
        store: current.db.kind,
        outbox: {
          pending: backlog.pending,
          failed: backlog.failed,
          oldestPendingAt: backlog.oldestPendingAt?.toISOString() ?? null,
        },
      });
    } catch {
      return c.json({ status: "unavailable", store: "unreachable" }, 503);
    }
  });
  return health;
}
