import type { Request } from "@playwright/test";
import { agentPaths, servicePaths } from "../../app/site-map/page-paths";
import { ISLANDS_STARTED_ATTRIBUTE } from "../../shared/island-contract";
import { builtIslands } from "../support/built-islands";
import { axeViolations } from "./axe";
import { watchViolations } from "./csp-violations";
import { expect, QUICKLY, test as base, type Page } from "./fixtures";
import { collectConsoleProblems, islandsOnPage, settle, startEveryIsland } from "./islands";
import { suppressPopup } from "./no-popup";
import { headOf, textOf } from "./page-text";
import { siteRoutes } from "./site-routes";
import { BOTH_VIEWPORTS, PHONE_VIEWPORT } from "./viewports";

/** Strategies that start with no interaction: their files are the only scripts a first view loads. */
const FIRST_VIEW = new Set(["load", "idle"]);
/** A "visible" island near the top starts with no touch too (the carousel at 1280 px): allowed. */
const MAY_START_UNTOUCHED = new Set([...FIRST_VIEW, "visible"]);
/** The narrowest phone the site is made for (an iPhone SE's first size). */
const NARROWEST_PHONE = { width: 320, height: 720 };
const NOT_FOUND = "/no-such-page";
/**
 * Where axe reads the desktop layout too: one page of each kind. Pages of one kind differ only
 * in copy, which axe reads on every page on the phone; the desktop adds the menu bar and wider grids.
 */
const DESKTOP_AXE_SAMPLE = new Set([
  "/",
  servicePaths[0],
  "/ai-agents",
  agentPaths[0],
  "/contact",
  "/free-google-visibilty-audit-for-gas-eningeers",
  "/free-audit",
  NOT_FOUND,
]);
/** The not-found page's own words in the console: its 404, and its island's report of it. */
const NOT_FOUND_CONSOLE = [
  "console.error: Failed to load resource: the server responded with a status of 404 (Not Found)",
  `console.warning: 404: no page at ${NOT_FOUND}`,
];

/**
 * One page without scripts per worker, which each test moves to its route: a context of its own
 * for each test started a renderer (about a second on two busy cores) for a page that is only read.
 * Its documents come with a policy that refuses every script (`script-src 'none'`), as a browser
 * with scripts off runs none: axe's engine, evaluated by the test, needs timers and microtasks,
 * which a context with JavaScript disabled never runs. The one thing this page shows otherwise
 * is what CSS keys on `(scripting: none)`: the phone menu's link in place of its button, which the
 * head and text comparisons set aside, and whose name and target mobile-menu-links.spec.ts checks
 * with scripts truly off.
 */
const test = base.extend<object, { staticPage: Page }>({
  staticPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
      await context.route("**/*", async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
        });
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Waits until every request the page has started so far has finished or failed: what scrolling
 * set off (lazy frames, code, images) has then been tried, allowed or refused.
 */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return { settled: () => expect.poll(() => pending.size, QUICKLY).toBe(0) };
}

/** Waits for two frames: layout, intersection observers and the lazy loads they start have run. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** What a first view fetched that none of its load/idle (or already visible) islands needs. */
async function firstViewExtras(page: Page, scripts: readonly string[]) {
  const islands = await islandsOnPage(page);
  const files = new Map(builtIslands().map((island) => [island.name, island.files]));
  const allowed = new Set(
    islands
      .filter((island) => MAY_START_UNTOUCHED.has(island.strategy))
      .flatMap((island) => files.get(island.name) ?? []),
  );
  for (const island of islands.filter(({ strategy }) => FIRST_VIEW.has(strategy))) {
    await expect(page.locator("[data-island]").nth(island.index)).toHaveAttribute(
      "data-island-state",
      "ready",
      { timeout: 15_000 },
    );
  }
  await settle(page);
  return scripts.filter((script) => !allowed.has(script));
}

// One visit per page, on the phone, as a visitor who first looks, then touches everything and
// scrolls to the foot: what the first view loads and axe's reading of it (and of the page
// without scripts), then every island
// hydrating without changing the page's head or text (masked where an island fills in the clock
// by design) at either width, and for a page of the desktop sample axe's reading of the 1280 px
// layout, then without a console error, a CSP or Trusted Types violation or a request to another
// host, then the narrowest phone. Each width is the same page resized, not a second visit: the
// layout follows the width alone (CSS), and the islands were started at the phone's width, so
// the desktop reading is of the page with every island live. Axe's open states (the drawer, a
// dropdown, the popup, a toast) are in accessibility.spec.ts.
// The width changes which "visible" islands a first view may start, and those are allowed at any
// width. The policies themselves, as served, and that no page carries React Router's runtime or
// a module script, are checked in tests/built/.
for (const path of [...siteRoutes, NOT_FOUND]) {
  test(`${path}: first view and axe with and without scripts, every island started, at 1280 px, scrolled and at 320 px, all clean @phone`, async ({
    page,
    staticPage,
  }) => {
    // A page load, a page without scripts and one or two axe runs: more than one test's usual
    // time on a busy machine, so three times as long.
    test.slow();
    // The exit-intent popup opens on a timer as well as on intent: its specs cover it, and here
    // it would make the first view's requests depend on how long the page took.
    await suppressPopup(page);
    const violations = await watchViolations(page);
    const problems = collectConsoleProblems(page);
    const scripts: string[] = [];
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname !== "127.0.0.1") foreign.push(request.url());
      if (request.resourceType() === "script") scripts.push(url.pathname);
    });

    // The page without scripts loads beside the visitor's, in its own context, at the same width.
    await staticPage.setViewportSize(PHONE_VIEWPORT);
    await Promise.all([staticPage.goto(path), page.goto(path)]);
    expect(
      await firstViewExtras(page, scripts),
      "scripts a first view loads that no load/idle island needs",
    ).toEqual([]);
    expect(await axeViolations(page), "WCAG 2.2 AA violations on the phone").toEqual([]);
    // The loader marks <html> when it runs: refused, the page is as a browser without scripts has it.
    await expect(staticPage.locator(`html[${ISLANDS_STARTED_ATTRIBUTE}]`)).toHaveCount(0);
    expect(
      await axeViolations(staticPage),
      "WCAG 2.2 AA violations on the phone without scripts",
    ).toEqual([]);

    const requests = trackRequests(page);
    // Where React writes into the page: each island as it hydrates.
    await startEveryIsland(page);
    // What the islands wrote must read as the page without scripts does, head and text, at each
    // width (what is shown differs by width: the menu bar, the drawer's button).
    expect(await headOf(page), "the head after hydration").toEqual(await headOf(staticPage));
    for (const viewport of BOTH_VIEWPORTS) {
      await staticPage.setViewportSize(viewport);
      await page.setViewportSize(viewport);
      expect(await textOf(page), `the text at ${viewport.width} px`).toEqual(
        await textOf(staticPage),
      );
    }
    if (DESKTOP_AXE_SAMPLE.has(path)) {
      expect(await axeViolations(page), "WCAG 2.2 AA violations at 1280 px").toEqual([]);
    }

    await page.setViewportSize(PHONE_VIEWPORT);
    // Down to the foot of the page (or as far as the wheel goes), bringing lazy parts into view.
    const bottom = await page.evaluate(() =>
      Math.min(4000, document.documentElement.scrollHeight - window.innerHeight),
    );
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), QUICKLY)
      .toBeGreaterThanOrEqual(bottom - 1);
    await nextFrames(page);
    await requests.settled();
    await settle(page);
    expect(violations, "CSP and Trusted Types violations").toEqual([]);
    expect(foreign, "requests to another host").toEqual([]);
    expect(problems, "console errors and warnings").toEqual(
      path === NOT_FOUND ? NOT_FOUND_CONSOLE : [],
    );

    await page.setViewportSize(NARROWEST_PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal scroll at 320 px").toBeLessThanOrEqual(0);
  });
}
