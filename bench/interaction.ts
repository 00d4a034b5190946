/**
 * The longest interaction (Event Timing, as INP counts it) in three phone journeys, on the built
 * site served as `npm start` serves it, at a 4× CPU slowdown: (a) opening the phone menu, (b)
 * typing into the contact form and sending it invalid, (c) typing into the £99 audit form. Each
 * run is a fresh visitor (new browser context, empty cache), so the island's first download and
 * hydration happen inside the journey, as they do for a real first touch. Prints min / median /
 * max per journey, with the median run's split (input delay, processing, time to the next
 * frame) and, for the menu, when the dialog was first drawn, and exits 1 when a median is over
 * 100 ms (issue 22).
 *   npm run bench:interaction                 (builds first)
 *   BENCH_RUNS=9 npm run bench:interaction
 *   BENCH_BEFORE=../old-checkout npm run bench:interaction   also runs each journey on that
 *     checkout's build (built there first), run for run in turn with this one: a before/after
 *     on one machine in one hour. The budget is checked on this checkout's figures only.
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { EXIT_INTENT_SESSION_KEY } from "../app/features/exit-intent/exit-intent-triggers";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import {
  observeInteractions,
  recordedInteractions,
  type Slowest,
  type Visit,
} from "./interaction-recorder";
import { startSite } from "./site-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BEFORE_CHECKOUT = process.env.BENCH_BEFORE;
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 100;
/** A person typing quickly on a phone: what each keystroke's interaction competes with. */
const KEY_DELAY_MS = 50;

type Journey = { name: string; path: string; run: (page: Page) => Promise<void> };

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.tap();
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

const journeys: Journey[] = [
  {
    name: "open the phone menu",
    path: "/",
    run: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("dialog").waitFor({ state: "visible", timeout: 5_000 });
    },
  },
  {
    name: "contact form, sent invalid",
    path: "/contact",
    run: async (page) => {
      await typeInto(page, "Name", "Gareth Price");
      await typeInto(page, "Email", "gareth@example");
      await typeInto(page, "Message", "Hi");
      await page.getByRole("button", { name: /Send/ }).tap();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 5_000 });
    },
  },
  {
    name: "£99 audit form, typing",
    path: "/free-google-visibilty-audit-for-gas-eningeers",
    run: async (page) => {
      await typeInto(page, "First name", "Gareth");
      await typeInto(page, "Last name", "Price");
      await typeInto(page, "Email", "gareth@example.com");
    },
  },
];

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
    await page.locator("html[data-islands]").waitFor({ state: "attached" });
    await journey.run(page);
    // Event Timing reports an interaction once its next frame is painted.
    await page.waitForTimeout(1_000);
    const { interactions, dialogDrawn } = await recordedInteractions(page);
    const slowest = interactions.sort((a, b) => b.duration - a.duration)[0];
    if (!slowest) throw new Error(`${journey.name}: no interaction was recorded`);
    return { ...slowest, dialogDrawn };
  } finally {
    await context.close();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** "delay+processing+presentation" of the run whose longest interaction is the median one. */
const split = (runs: Slowest[]) => {
  const middle = [...runs].sort((a, b) => a.duration - b.duration)[Math.floor(runs.length / 2)];
  if (!middle) return "";
  return [middle.delay, middle.processing, middle.presentation]
    .map((ms) => Math.round(ms))
    .join("+");
};
/** "median (min–max)", or "-" when the journey opened no dialog. */
const spread = (values: number[]) => {
  const [least, most] = [sorted(values)[0], sorted(values).at(-1)];
  if (least === undefined || most === undefined) return "-";
  return `${Math.round(median(values))} (${Math.round(least)}–${Math.round(most)})`;
};
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} on ${cpus().length} CPUs`;

console.log(`bench:interaction: ${loadAverage()}`);
const site = await startSite();
const before = BEFORE_CHECKOUT ? await startSite(undefined, BEFORE_CHECKOUT) : undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: Record<string, string | number>[] = [];
const failures: string[] = [];

/** min, median and max of one build's runs, as table columns with an optional suffix. */
function figures(runs: number[], suffix = "") {
  return {
    [`min ms${suffix}`]: Math.round(sorted(runs)[0] ?? Number.NaN),
    [`median ms${suffix}`]: Math.round(median(runs)),
    [`max ms${suffix}`]: Math.round(sorted(runs).at(-1) ?? Number.NaN),
  };
}

try {
  for (const journey of journeys) {
    const slowest: Visit[] = [];
    const beforeRuns: number[] = [];
    const beforeDrawn: number[] = [];
    try {
      for (let i = 0; i < RUNS; i += 1) {
        if (before) {
          const run = await measure(browser, before.origin, journey);
          beforeRuns.push(run.duration);
          if (run.dialogDrawn !== undefined) beforeDrawn.push(run.dialogDrawn);
        }
        slowest.push(await measure(browser, site.origin, journey));
      }
    } catch (error) {
      failures.push(
        `${journey.name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      );
    }
    if (slowest.length === 0) continue;
    const runs = slowest.map((run) => run.duration);
    const row = {
      journey: journey.name,
      runs: runs.length,
      ...(before && figures(beforeRuns, " before")),
      ...figures(runs),
      "slowest events": [...new Set(slowest.map((run) => run.event))].join(" "),
      "median split ms": split(slowest),
      ...(before && { "dialog drawn ms before": spread(beforeDrawn) }),
      "dialog drawn ms": spread(slowest.flatMap((run) => run.dialogDrawn ?? [])),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    const middle = Math.round(median(runs));
    if (middle > BUDGET_MS) failures.push(`${journey.name}: median ${middle} ms > ${BUDGET_MS} ms`);
  }
} finally {
  await browser.close();
  site.stop();
  before?.stop();
}

console.log(
  `\nLongest interaction per journey, ${RUNS} fresh visitors each, 390 px with touch, ${CPU_SLOWDOWN}× CPU slowdown (${loadAverage()}):`,
);
console.table(rows);
console.log(
  '"median split": the median run\'s longest interaction as input delay + processing + time to the next frame',
);
console.log(
  '"dialog drawn": from the first tap until the frame that first showed a dialog open was done, median (min–max)',
);
if (BEFORE_CHECKOUT) console.log(`"before" columns: the build in ${BEFORE_CHECKOUT}, run in turn`);
if (failures.length > 0) {
  console.error(`bench:interaction failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`bench:interaction: every journey's median within ${BUDGET_MS} ms`);
