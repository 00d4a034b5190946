/**
 * Lighthouse 13 (bench/package.json), mobile profile with simulated throttling, the median of
 * BENCH_RUNS runs per route (three by default), against the production build served by
 * `npm start`'s server. Prints a table of medians (and the worst LCP and TBT of the runs) and
 * exits non-zero when a median is over a budget. Simulated throttling scales the CPU time it
 * observes, so a busy machine inflates TBT and LCP: the load average is printed before and after,
 * and a run on a loaded machine is worth repeating.
 *   npm run bench                      every route
 *   BENCH_ROUTES=/,/contact npm run bench
 *   BENCH_RUNS=5 npm run bench         five runs a route, as LCP − FCP's budget is usually judged
 *   BENCH_BEFORE=../old-checkout npm run bench   also audits that checkout's build (built there
 *     first), run for run in turn with this one, and prints both: a before/after on one machine
 *     in one hour, which figures from another day cannot give. Budgets apply to this build.
 */
import { cpus, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { NOINDEX_PATHS } from "../app/site-map/page-paths";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import { siteRoutes } from "../tests/e2e/site-routes";
import { startSite } from "./site-server";

/** A fixed port only if asked for: by default a free one, so two checkouts never collide. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BEFORE_CHECKOUT = process.env.BENCH_BEFORE;
/** A run Lighthouse cannot finish (a page that did not paint in time on a busy machine) is retried. */
const ATTEMPTS_PER_RUN = 3;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_200,
  /** The largest element drawn in the first paint's frame (LCP − FCP, median of the runs). */
  lcpAfterFcpMs: 20,
  tbtMs: 60,
  cls: 0.02,
};

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
}

// Lighthouse refuses to audit a page answered with 404, so the not-found page is not listed.
const routes = process.env.BENCH_ROUTES?.split(",") ?? siteRoutes;

const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} on ${cpus().length} CPUs`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const bytes = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const run = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsKb: bytes("script") / 1024,
    cssKb: bytes("stylesheet") / 1024,
  };
  const missing = Object.entries(run).find(([, value]) => Number.isNaN(value));
  if (missing) throw new Error(`Lighthouse measured no ${missing[0]} for ${url}`);
  return run;
}

async function auditWithRetries(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`bench: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

console.log(`bench: ${loadAverage()}`);
console.log("bench: starting the site server");
const server = await startSite(PORT);
const before = BEFORE_CHECKOUT ? await startSite(undefined, BEFORE_CHECKOUT) : undefined;
console.log("bench: launching Chromium");
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

const rows: Record<string, string | number>[] = [];
const failures: string[] = [];
try {
  for (const route of routes) {
    const runs: Run[] = [];
    const beforeRuns: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await auditWithRetries(`${server.origin}${route}`, chrome.port));
      if (before) beforeRuns.push(await auditWithRetries(`${before.origin}${route}`, chrome.port));
    }
    const m = (key: keyof Run, of = runs) => median(of.map((run) => run[key]));
    const worst = (key: keyof Run) => Math.max(...runs.map((run) => run[key]));
    const row = {
      route,
      perf: m("performance"),
      a11y: m("accessibility"),
      bp: m("bestPractices"),
      seo: m("seo"),
      "FCP ms": Math.round(m("fcpMs")),
      "LCP ms": Math.round(m("lcpMs")),
      "LCP worst": Math.round(worst("lcpMs")),
      "LCP-FCP": Math.round(median(runs.map((run) => run.lcpMs - run.fcpMs))),
      "TBT ms": Math.round(m("tbtMs")),
      "TBT worst": Math.round(worst("tbtMs")),
      CLS: Number(m("cls").toFixed(3)),
      "JS KB": Number(m("jsKb").toFixed(1)),
      "CSS KB": Number(m("cssKb").toFixed(1)),
      ...(before && {
        "before: perf": m("performance", beforeRuns),
        "LCP ms before": Math.round(m("lcpMs", beforeRuns)),
        "TBT ms before": Math.round(m("tbtMs", beforeRuns)),
        "JS KB before": Number(m("jsKb", beforeRuns).toFixed(1)),
      }),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    const fail = (what: string) => failures.push(`${route}: ${what}`);
    if (row.perf < BUDGET.performance) fail(`performance ${row.perf} < ${BUDGET.performance}`);
    if (row.a11y < BUDGET.accessibility) fail(`accessibility ${row.a11y}`);
    if (row.bp < BUDGET.bestPractices) fail(`best practices ${row.bp}`);
    if (!NOINDEX_PATHS.has(route) && row.seo < BUDGET.seo) fail(`SEO ${row.seo}`);
    if (row["LCP ms"] > BUDGET.lcpMs) fail(`LCP ${row["LCP ms"]} ms > ${BUDGET.lcpMs}`);
    if (row["LCP-FCP"] > BUDGET.lcpAfterFcpMs) {
      fail(`LCP ${row["LCP-FCP"]} ms after FCP > ${BUDGET.lcpAfterFcpMs}`);
    }
    if (row["TBT ms"] > BUDGET.tbtMs) fail(`TBT ${row["TBT ms"]} ms > ${BUDGET.tbtMs}`);
    if (row.CLS > BUDGET.cls) fail(`CLS ${row.CLS} > ${BUDGET.cls}`);
  }
} finally {
  chrome.kill();
  server.stop();
  before?.stop();
}

console.log(`\nLighthouse mobile, median of ${RUNS} runs per route (${loadAverage()}):`);
if (BEFORE_CHECKOUT) console.log(`"before" columns: the build in ${BEFORE_CHECKOUT}, run in turn`);
console.table(rows);
if (failures.length > 0) {
  console.error(`Budget failures:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`bench: ${rows.length} routes within budget`);
