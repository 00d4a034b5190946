import { expect, type Page, type Route } from "@playwright/test";
import { DEFAULT_INTERACTION_EVENTS } from "../../shared/island-contract";

export interface IslandOnPage {
  name: string;
  strategy: string;
  events: string;
  /** Whether the wrapper's first child has a box: a hidden "visible" island never starts. */
  shown: boolean;
  /** Its position among the page's wrappers, for a locator. */
  index: number;
}

/** Every island wrapper on the page, as the loader sees them. */
export function islandsOnPage(page: Page): Promise<IslandOnPage[]> {
  return page.locator("[data-island]").evaluateAll((elements, defaultEvents) => {
    return elements.map((element, index) => {
      const child = element.firstElementChild;
      const box = child?.getBoundingClientRect();
      return {
        name: element.getAttribute("data-island") ?? "",
        strategy: element.getAttribute("data-island-load") ?? "load",
        events: element.getAttribute("data-island-on") ?? defaultEvents,
        shown: Boolean(box && (box.width > 0 || box.height > 0)),
        index,
      };
    });
  }, DEFAULT_INTERACTION_EVENTS);
}

/**
 * Does what a visitor would to start every island on the page: the first of its events on an
 * "interaction" island (inside it, so the loader's capture listener sees it; a pointerdown is
 * not a click, so nothing navigates or opens), scrolling to each "visible" one, and then waits
 * until each that can start is ready. Returns the islands it waited for.
 */
export async function startEveryIsland(page: Page): Promise<IslandOnPage[]> {
  const islands = await islandsOnPage(page);
  for (const island of islands) {
    const inside = page.locator("[data-island]").nth(island.index).locator("> *").first();
    if (island.strategy === "interaction") {
      const [event = "pointerdown"] = island.events.split(" ").filter(Boolean);
      await inside.dispatchEvent(event);
    } else if (island.strategy === "visible" && island.shown) {
      await inside.scrollIntoViewIfNeeded();
    }
  }
  // A "visible" island whose box is hidden at this width (display: none) cannot be seen.
  const startable = islands.filter((island) => island.strategy !== "visible" || island.shown);
  for (const island of startable) {
    await expect(
      page.locator("[data-island]").nth(island.index),
      `island ${island.name} (${island.strategy}) should start`,
    ).toHaveAttribute("data-island-state", "ready", { timeout: 15_000 });
  }
  await expect(page.locator('[data-island][data-island-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-island][data-island-state="failed"]')).toHaveCount(0);
  return startable;
}

/** Console errors and warnings, and uncaught errors, from the moment this is called. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const NETWORK_IDLE_WAIT_MS = 8_000;

/**
 * Waits until the page has nothing left to do: the network quiet and an idle moment, so that a
 * hydration (in a transition, after its island is marked ready) has reported any mismatch.
 */
export async function settle(page: Page): Promise<void> {
  // Bounded: once in a CI run on a loaded machine the thank-you page never reached networkidle
  // (30 s) though it starts no island on load. What callers check is the islands' own scripts
  // and console, which a request that never ends elsewhere does not change.
  await page.waitForLoadState("networkidle", { timeout: NETWORK_IDLE_WAIT_MS }).catch(() => {
    console.warn(`settle: ${page.url()} did not reach networkidle in ${NETWORK_IDLE_WAIT_MS} ms`);
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })),
  );
}

/**
 * Holds back an island's entry script (the network is slow) until `release` is called, so a
 * spec can act on the island before its script can: `release` returns once the request is let
 * through, or at once if the page never asked for it.
 */
export async function holdIslandScript(page: Page, island: string) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(`**/assets/island-${island}-*.js`, async (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  return {
    /** Whether the page has asked for the island's script (and is waiting for it). */
    requested: () => held.length > 0,
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
