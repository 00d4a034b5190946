/**
 * How long a phone visitor waits on the built site served as `npm start` serves it, at a 4× CPU
 * slowdown, in the journeys of interaction-journeys.ts (a swipe, then a tap on the control itself
 * with no hover first, then typing). Each run is a fresh visitor (new browser context, empty
 * cache) whose journey starts at the load event, so the forms' islands (plain script, started
 * `idle`) may still be starting under its first touches, as for a real visitor. No journey starts
 * a React island: the phone menu is a native <dialog>, the desktop bar is hidden at 390 px and the
 * popup is kept shut. For each journey it prints the longest interaction (Event Timing, as INP
 * counts it) per run, min / median / max, with the median run's split, and "drawn": from a touch
 * or key to the end of the frame that showed its result (interaction-recorder.ts). Exits 1 when
 * a budget is broken (issue 36): any run's longest interaction over 200 ms, a journey's median
 * over 100 ms, or the menu drawn later than 100 ms (median) or 200 ms (any run).
 *   npm run bench:interaction                 (builds first)
 *   BENCH_RUNS=5 npm run bench:interaction
 *   BENCH_BEFORE=../old-checkout npm run bench:interaction   also runs each journey on that
 *     checkout's build (built there first), run for run in turn with this one: a before/after
 *     on one machine in one hour. The budgets are checked on this checkout's figures only.
 *   BENCH_FLOOR=1 npm run bench:interaction   also runs each journey, in turn, on a bare page
 *     (bare-page.ts): what a native menu and form cost on this machine, the site's floor.
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { EXIT_INTENT_SESSION_KEY } from "../app/features/exit-intent/exit-intent-triggers";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import { journeys, type Journey } from "./interaction-journeys";
import { observeInteractions, recordedInteractions, type Visit } from "./interaction-recorder";
import { startSite } from "./site-server";
import { startBarePage } from "./bare-page";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BEFORE_CHECKOUT = process.env.BENCH_BEFORE;
/** BENCH_JOURNEYS="contact,£99": only the journeys whose names contain one of these. */
const ONLY = process.env.BENCH_JOURNEYS?.split(",").filter(Boolean);
const FLOOR = process.env.BENCH_FLOOR === "1";
const CPU_SLOWDOWN = 4;
/** No run's longest interaction may be over this. */
const INTERACTION_CEILING_MS = 200;
/** A journey's median longest interaction, and the menu's median drawn time. */
const MEDIAN_BUDGET_MS = 100;
/** Event Timing reports an interaction once its next frame is painted; drawn waits a frame too. */
const SETTLE_MS = 1_000;

/** One fresh visitor through one journey. */
async function measure(browser: Browser, origin: string, journey: Journey): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  try {
    // The exit-intent popup is not part of these journeys: as if it had shown this session.
    await context.addInitScript((key) => sessionStorage.setItem(key, "1"), EXIT_INTENT_SESSION_KEY);
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${journey.path}`, { waitUntil: "load" });
    await journey.run(page, cdp);
    await page.waitForTimeout(SETTLE_MS);
    const { interactions, drawn } = await recordedInteractions(page);
    const slowest = interactions.sort((a, b) => b.duration - a.duration)[0];
    if (!slowest) throw new Error(`${journey.name}: no interaction was recorded`);
    for (const kind of journey.drawn) {
      if (drawn[kind] === undefined) throw new Error(`${journey.name}: no ${kind} was drawn`);
    }
    return { ...slowest, drawn };
  } finally {
    await context.close();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
const max = (values: number[]) => sorted(values).at(-1) ?? Number.NaN;
/** "median (min–max)" in whole milliseconds. */
const spread = (values: number[]) =>
  values.length === 0
    ? "-"
    : `${Math.round(median(values))} (${Math.round(sorted(values)[0] ?? 0)}–${Math.round(max(values))})`;
/** "delay+processing+presentation" of the run whose longest interaction is the median one. */
function split(runs: Visit[]): string {
  const middle = [...runs].sort((a, b) => a.duration - b.duration)[Math.floor(runs.length / 2)];
  if (!middle) return "";
  return [middle.delay, middle.processing, middle.presentation].map(Math.round).join("+");
}
/** The longest wait for any of the journey's results in one run. */
const drawnIn = (journey: Journey, run: Visit) =>
  Math.max(...journey.drawn.map((kind) => run.drawn[kind] ?? Number.NaN));
const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} on ${cpus().length} CPUs`;

/** The budgets a journey's runs break, as lines for the failure report. */
function brokenBudgets(journey: Journey, runs: Visit[]): string[] {
  const broken: string[] = [];
  const longest = runs.map((run) => run.duration);
  if (max(longest) > INTERACTION_CEILING_MS) {
    broken.push(`an interaction of ${Math.round(max(longest))} ms > ${INTERACTION_CEILING_MS} ms`);
  }
  if (median(longest) > MEDIAN_BUDGET_MS) {
    broken.push(`median interaction ${Math.round(median(longest))} ms > ${MEDIAN_BUDGET_MS} ms`);
  }
  const menu = runs.flatMap((run) => run.drawn.menu ?? []);
  if (journey.drawn.includes("menu") && median(menu) > MEDIAN_BUDGET_MS) {
    broken.push(`menu drawn ${Math.round(median(menu))} ms (median) > ${MEDIAN_BUDGET_MS} ms`);
  }
  if (journey.drawn.includes("menu") && max(menu) > INTERACTION_CEILING_MS) {
    broken.push(`menu drawn ${Math.round(max(menu))} ms in a run > ${INTERACTION_CEILING_MS} ms`);
  }
  return broken.map((line) => `${journey.name}: ${line}`);
}

console.log(`bench:interaction: ${loadAverage()}`);
const site = await startSite();
const before = BEFORE_CHECKOUT ? await startSite(undefined, BEFORE_CHECKOUT) : undefined;
const bare = FLOOR ? await startBarePage() : undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: Record<string, string | number>[] = [];
const failures: string[] = [];

try {
  for (const journey of journeys.filter(
    ({ name }) => !ONLY || ONLY.some((part) => name.includes(part)),
  )) {
    const runs: Visit[] = [];
    const beforeRuns: Visit[] = [];
    const bareRuns: Visit[] = [];
    try {
      for (let i = 0; i < RUNS; i += 1) {
        if (before) beforeRuns.push(await measure(browser, before.origin, journey));
        if (bare) bareRuns.push(await measure(browser, bare.origin, journey));
        runs.push(await measure(browser, site.origin, journey));
      }
    } catch (error) {
      failures.push(
        `${journey.name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      );
    }
    if (runs.length === 0) continue;
    const row = {
      journey: journey.name,
      runs: runs.length,
      ...(before && {
        "longest ms before": spread(beforeRuns.map((run) => run.duration)),
        "drawn ms before": spread(beforeRuns.map((run) => drawnIn(journey, run))),
      }),
      ...(bare && {
        "longest ms bare page": spread(bareRuns.map((run) => run.duration)),
        "drawn ms bare page": spread(bareRuns.map((run) => drawnIn(journey, run))),
      }),
      "longest ms": spread(runs.map((run) => run.duration)),
      "drawn ms": spread(runs.map((run) => drawnIn(journey, run))),
      "slowest events": [...new Set(runs.map((run) => run.event))].join(" "),
      "median split ms": split(runs),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    failures.push(...brokenBudgets(journey, runs));
  }
} finally {
  await browser.close();
  site.stop();
  before?.stop();
  bare?.stop();
}

console.log(
  `\nPer journey, ${RUNS} fresh visitors, 390 px with touch, ${CPU_SLOWDOWN}× CPU slowdown (${loadAverage()}):`,
);
console.table(rows);
console.log(
  [
    '"longest": each run\'s longest interaction (Event Timing), median (min–max) over the runs',
    '"drawn": each run\'s longest wait from a touch or key to the end of the frame showing its result',
    '"median split": the median run\'s longest interaction as input delay + processing + time to the next frame',
    ...(BEFORE_CHECKOUT ? [`"before" columns: the build in ${BEFORE_CHECKOUT}, run in turn`] : []),
    ...(FLOOR ? ['"bare page" columns: the journey on bare-page.ts, run in turn'] : []),
  ].join("\n"),
);
if (failures.length > 0) {
  console.error(`bench:interaction failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `bench:interaction: every interaction within ${INTERACTION_CEILING_MS} ms, medians and the menu within ${MEDIAN_BUDGET_MS} ms`,
);
