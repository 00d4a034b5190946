import { expect, test } from "./fixtures";
import { builtIslands } from "../support/built-islands";
import { collectConsoleProblems, islandsOnPage, settle, startEveryIsland } from "./islands";
import { suppressPopup } from "./no-popup";
import { siteRoutes } from "./site-routes";

/** Strategies that start with no interaction: their files are the only scripts a first view loads. */
const FIRST_VIEW = new Set(["load", "idle"]);
/** A "visible" island near the top starts with no touch too (the carousel at 1280 px): allowed. */
const MAY_START_UNTOUCHED = new Set([...FIRST_VIEW, "visible"]);

// On the phone only: the width changes which "visible" islands a first view may start, and those
// are allowed at any width; every other island starts on its own cue whatever the width. That no
// page carries React Router's runtime or a module script is checked in tests/built/.
for (const path of siteRoutes) {
  test(`${path}: a first view loads only its load/idle islands, and every island starts cleanly @any-width`, async ({
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

    // Then as a visitor who touches everything: every island hydrates without a word.
    await startEveryIsland(page);
    await settle(page);
    expect(problems).toEqual([]);
  });
}
