/**
 * The lead journeys in the engines visitors use besides Chromium: Firefox ESR (WebDriver BiDi)
 * and WebKitGTK, the engine of Safari and every iPhone browser (classic WebDriver, under Xvfb).
 * Run after `npm run build:e2e`; part of `npm test`. Prints one line per engine:
 *   Firefox ESR 153.7.0: 3 journeys passed in 21.4 s
 *   npm run test:browsers [firefox|webkit]
 */
import type { BrowserPage, Engine } from "./driver";
import { launchFirefox } from "./firefox";
import { JOURNEYS } from "./journeys";
import { startSite, type Site } from "./site";
import { launchWebKit } from "./webkit";

const ENGINES: Record<string, () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

async function runEngine(
  name: string,
  launch: () => Promise<Engine>,
  site: Site,
): Promise<boolean> {
  const started = Date.now();
  let engine: Engine;
  try {
    engine = await launch();
  } catch (error) {
    console.error(
      `${name}: could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
  const failures: string[] = [];
  try {
    for (const journey of JOURNEYS) {
      let page: BrowserPage | undefined;
      try {
        page = await engine.newPage();
        await journey.run(page, site);
      } catch (error) {
        const url = (await page?.url().catch(() => undefined)) ?? "no page";
        failures.push(
          `${journey.name} (at ${url}): ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        await page?.close().catch(() => undefined);
      }
    }
  } finally {
    await engine.quit();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const passed = JOURNEYS.length - failures.length;
  if (failures.length === 0) {
    process.stdout.write(`${engine.name}: ${passed} journeys passed in ${seconds} s\n`);
    return true;
  }
  console.error(
    `${engine.name}: ${failures.length} of ${JOURNEYS.length} journeys failed (${seconds} s)`,
  );
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  return false;
}

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in ENGINES));
if (unknown.length > 0) {
  console.error(
    `Unknown engine ${unknown.join(", ")}: choose from ${Object.keys(ENGINES).join(", ")}`,
  );
  process.exit(2);
}
const site = await startSite();
let ok = true;
try {
  for (const name of chosen.length > 0 ? chosen : Object.keys(ENGINES)) {
    const launch = ENGINES[name];
    if (launch) ok = (await runEngine(name, launch, site)) && ok;
  }
} finally {
  await site.stop();
}
process.exit(ok ? 0 : 1);
