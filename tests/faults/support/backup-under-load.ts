/**
 * A backup of a large embedded store while visitors keep sending leads: the store is filled
 * through PGlite directly (far faster than through the API), then a server starts on it and, while
 * `npm run backup` runs, two senders post contact leads back to back and a monitor asks /healthz
 * every 200 ms, as a load balancer would. What they saw, and how much the server's memory grew,
 * for the fault spec (online-backup.spec.ts) to assert and `npm run bench:backup` to print.
 */
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { leads, type Site } from "./site-process";

const MB = 1024 * 1024;
/** Leads per statement while filling: a few MB of rows. */
const FILL_BATCH = 2_000;
/** The contact form gives up after this long (app/lead-forms): a longer wait is a lost lead. */
const VISITOR_GIVES_UP_MS = 15_000;
const HEALTH_EVERY_MS = 200;
const MEMORY_EVERY_MS = 100;
/** Leads answered before the backup starts, and memory steady for 3 s. */
const WARM_UP_LEADS = 40;
const SETTLED_SAMPLES = 30;
const SETTLED_WITHIN_MB = 16;
/** A minute: a server whose memory never settles is measured from there. */
const MAX_WARM_UP_SAMPLES = 600;

/**
 * Contact leads with a long message (about 1.7 KB of text that does not compress, as a lead's
 * prose barely does in PostgreSQL's pages) and their delivered webhook, as a busy site keeps them.
 */
const FILL = `
  WITH made AS (
    INSERT INTO leads (id, form, received_at, fields, fingerprint, attribution)
    SELECT gen_random_uuid(), 'contact', now() - make_interval(mins => $1::int + g),
           jsonb_build_object('name', 'Siân O''Neill', 'email', 'lead' || ($1::int + g) || '@example.co.uk',
                              'subject', 'Missed calls after 5pm', 'message', m.text),
           md5(($1::int + g)::text),
           '{"source":"google","medium":"cpc","landing":"/gas-engineers"}'::jsonb
      FROM generate_series(1, $2::int) g,
           LATERAL (SELECT string_agg(md5(g || '.' || i || '.' || $1), ' ') AS text
                      FROM generate_series(1, 50) i) m
    RETURNING id, fields
  )
  INSERT INTO deliveries (lead_id, hook, body, state, attempts, delivered_at, last_status)
  SELECT id, 'contact', fields::text, 'delivered', 1, now(), 201 FROM made`;

/** Fills the stopped store in `dataDir` until its database holds `megabytes`; returns its size. */
export async function fillStore(
  dataDir: string,
  megabytes: number,
): Promise<{ megabytes: number }> {
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    const size = async () =>
      (
        await db.query<{ bytes: number }>(
          "SELECT pg_database_size(current_database())::float8 AS bytes",
        )
      ).rows[0]?.bytes ?? 0;
    for (let made = 0; (await size()) < megabytes * MB; made += FILL_BATCH) {
      await db.query(FILL, [made, FILL_BATCH]);
    }
    return { megabytes: Math.round((await size()) / MB) };
  } finally {
    await db.close();
  }
}

export interface LoadFigures {
  leadsSent: number;
  /** Leads not answered 201 within the form's 15 s. */
  leadsRefused: number;
  leadP50Ms: number;
  leadP99Ms: number;
  leadMaxMs: number;
  healthChecks: number;
  /** /healthz answers other than 200, or none within 15 s. */
  healthFailures: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The server's resident memory (its worker threads included), in MB. */
function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? NaN) / 1024;
}

/** How long a request took, and whether it got the status wanted within the visitor's patience. */
async function timed(request: () => Promise<Response>, wanted: number) {
  const started = performance.now();
  const ok = await request().then(
    async (response) => {
      await response.arrayBuffer();
      return response.status === wanted;
    },
    () => false,
  );
  return { ms: performance.now() - started, ok };
}

/** Runs `work` (the backup) under the load above; what the senders and the monitor saw meanwhile. */
export async function underLoad<T>(site: Site, work: () => Promise<T>) {
  const pid = site.process.pid ?? NaN;
  const waits: number[] = [];
  let refused = 0;
  let healthChecks = 0;
  let healthFailures = 0;
  let running = true;
  const signal = () => AbortSignal.timeout(VISITOR_GIVES_UP_MS);
  const sender = async (from: number) => {
    for (let n = from; running; n += 2) {
      const { ms, ok } = await timed(
        () =>
          fetch(`${site.origin}/api/leads/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(leads.contact(`visitor${n}@example.co.uk`)),
            signal: signal(),
          }),
        201,
      );
      waits.push(ms);
      if (!ok) refused += 1;
    }
  };
  const monitor = async () => {
    while (running) {
      const { ok } = await timed(() => fetch(`${site.origin}/healthz`, { signal: signal() }), 200);
      healthChecks += 1;
      if (!ok) healthFailures += 1;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  };
  // The server warmed by the same load first, until its memory has settled (a server that has
  // just started compiles the engine's WebAssembly further for a while, and its memory swells and
  // falls back meanwhile): what grows afterwards is the backup's.
  let warmed: () => void = () => undefined;
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const recent: number[] = [];
  let samples = 0;
  let rssBeforeMb: number;
  let rssPeakMb = 0;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    rssPeakMb = Math.max(rssPeakMb, now);
    recent.push(now);
    if (recent.length > SETTLED_SAMPLES) recent.shift();
    const settled =
      recent.length === SETTLED_SAMPLES &&
      Math.max(...recent) - Math.min(...recent) < SETTLED_WITHIN_MB;
    samples += 1;
    if (waits.length >= WARM_UP_LEADS && (settled || samples > MAX_WARM_UP_SAMPLES)) warmed();
  }, MEMORY_EVERY_MS);
  const load = Promise.all([sender(0), sender(1), monitor()]);
  let result: T;
  try {
    await warm;
    rssBeforeMb = rssPeakMb = Math.max(...recent);
    waits.length = 0;
    refused = healthChecks = healthFailures = 0;
    result = await work();
  } finally {
    running = false;
    clearInterval(sampler);
    await load;
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const figures: LoadFigures = {
    leadsSent: waits.length,
    leadsRefused: refused,
    leadP50Ms: Math.round(percentile(sorted, 50)),
    leadP99Ms: Math.round(percentile(sorted, 99)),
    leadMaxMs: Math.round(sorted.at(-1) ?? NaN),
    healthChecks,
    healthFailures,
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
  };
  return { result, figures };
}
