import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, type AdminSessions } from "./admin/admin-session";
import { backlogNeedsOwner } from "./leads/delivery-status";
import type { LeadStore } from "./store/lead-store";
import { probeWrite } from "./store/store-probe";

/** A probe that has not answered by then means no lead could be stored now either. */
const PROBE_DEADLINE_MS = 2_000;
/** After a lead could not be saved, /healthz says so for this long, whatever a probe finds. */
const RECENT_FAILURE_MS = 1_000;

export interface StoreHealthOptions {
  store: () => LeadStore | null;
  /** False while the server is draining: no lead is taken then. */
  accepting: () => boolean;
  now?: () => number;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Whether a lead could be stored right now: a real write to the store (store-probe.ts) for every
 * check (checks that arrive while one runs share it, so a flood of them makes one write at a
 * time), and "no" for a second after a lead could not be saved.
 */
export function createStoreHealth({ store, accepting, now = Date.now }: StoreHealthOptions) {
  let failedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | null = null;

  async function probe(): Promise<boolean> {
    const current = store();
    if (!current) return false;
    try {
      await withDeadline(probeWrite(current.db), PROBE_DEADLINE_MS);
      return true;
    } catch {
      return false;
    }
  }

  return {
    async canTakeLeads(): Promise<boolean> {
      if (!accepting() || now() - failedAt < RECENT_FAILURE_MS) return false;
      running ??= probe().finally(() => (running = null));
      return running;
    },
    reportFailure() {
      failedAt = now();
    },
  };
}

type StoreHealth = ReturnType<typeof createStoreHealth>;

export interface HealthRouteOptions {
  health: StoreHealth;
  store: () => LeadStore | null;
  /** HEALTHZ_TOKEN: a monitor that sends it as a bearer token sees the backlog too. */
  token: string | undefined;
  /** With ADMIN_PASSWORD, a signed-in owner sees the backlog too. */
  sessions: () => AdminSessions | null;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

async function mayReadDetails(c: Context, { token, sessions }: HealthRouteOptions) {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (token && bearer && timingSafeEqual(digest(bearer), digest(token))) return true;
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return false;
  return (sessions()?.isSignedIn(cookie) ?? Promise.resolve(false)).catch(() => false);
}

/**
 * GET /healthz: 200 {"status":"ok"} while a lead can be stored, 503 {"status":"unavailable"}
 * otherwise, for a load balancer or an uptime alert; 200 {"status":"degraded"} while leads are
 * stored but a delivery has failed for good or waited over an hour, so a monitor that alerts on
 * a word sees it. The backlog's figures are for the owner and their monitor only.
 */
export function createHealthRoute(options: HealthRouteOptions) {
  const route = new Hono();
  route.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const current = options.store();
    // The backlog is read even for callers who may not see it, for the one word it may change;
    // beside the probe, so a stalled store costs one deadline, not two.
    const [ok, backlog] = await Promise.all([
      options.health.canTakeLeads(),
      current ? withDeadline(current.backlog(), PROBE_DEADLINE_MS).catch(() => null) : null,
    ]);
    const code = ok ? 200 : 503;
    const status = !ok ? "unavailable" : backlog && backlogNeedsOwner(backlog) ? "degraded" : "ok";
    if (!current || !(await mayReadDetails(c, options))) return c.json({ status }, code);
    if (backlog) {
      return c.json(
        {
          status,
          store: current.db.kind,
          outbox: {
            pending: backlog.pending,
            failed: backlog.failed,
            oldestPendingAt: backlog.oldestPendingAt?.toISOString() ?? null,
          },
        },
        code,
      );
    }
    return c.json({ status, store: current.db.kind, outbox: null }, code);
  });
  return route;
}
