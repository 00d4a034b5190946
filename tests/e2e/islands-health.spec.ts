import { EAGER_COMPILE_HINT } from "../../shared/island-contract";
import { expect, test } from "./fixtures";
import {
  builtIslands,
  collectConsoleProblems,
  islandsOnPage,
  settle,
  startEveryIsland,
} from "./islands";
import { suppressPopup } from "./no-popup";
import { siteRoutes } from "./site-routes";

/** Strategies that start with no interaction: their files are the only scripts a first view loads. */
const FIRST_VIEW = new Set(["load", "idle"]);
/** A "visible" island near the top starts with no touch too (the carousel at 1280 px): allowed. */
const MAY_START_UNTOUCHED = new Set([...FIRST_VIEW, "visible"]);

// Runs in both projects: at 390 px with touch and at 1280 px.
for (const path of siteRoutes) {
  test(`${path}: a first view loads only its load/idle islands, and every island starts cleanly`, async ({
    page,
  }) => {
    // The exit-intent popup opens on a timer as well as on intent: its specs cover it, and here
    // it would make the first view's requests depend on how long the page took.
    await suppressPopup(page);
    const problems = collectConsoleProblems(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(path);
    const islands = await islandsOnPage(page);
    const files = new Map(builtIslands().map((island) => [island.name, island.files]));
    const allowed = new Set(
      islands
        .filter((island) => MAY_START_UNTOUCHED.has(island.strategy))
        .flatMap((island) => files.get(island.name) ?? []),
    );
    // Before any touch: let the load and idle islands start, then look at what came down.
    for (const island of islands.filter(({ strategy }) => FIRST_VIEW.has(strategy))) {
      await expect(page.locator("[data-island]").nth(island.index)).toHaveAttribute(
        "data-island-state",
        "ready",
        { timeout: 15_000 },
      );
    }
    await settle(page);
    expect(
      scripts.filter((script) => !allowed.has(script)),
      "scripts a first view loads that no load/idle island needs",
    ).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator('script[type="module"]')).toHaveCount(0);

    // Then as a visitor who touches everything: every island hydrates without a word.
    await startEveryIsland(page);
    await settle(page);
    expect(problems).toEqual([]);
  });
}

test("every island's script, as served, asks to be compiled while it streams in", async ({
  request,
}) => {
  // Compiled at each function's first call instead, an island's code doubled the main-thread
  // work of the first touch (docs/performance.md); a minifier or bundler update that drops the
  // hint from the first line would bring that back without a word.
  const files = [...new Set(builtIslands().flatMap((island) => island.files))];
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    expect((await response.text()).split("\n")[0], file).toBe(EAGER_COMPILE_HINT);
  }
});
