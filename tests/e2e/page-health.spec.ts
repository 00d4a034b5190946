import { expect, test, type Page } from "./fixtures";
import { siteRoutes } from "./site-routes";

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const path of siteRoutes) {
  test(`${path} hydrates without console errors and fits a 320 px screen`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal scroll at 320 px").toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
}

test("assets come from the site itself", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1") foreign.push(request.url());
  });
  for (const path of ["/", "/ai-integration", "/ai-agents/voice-ai"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(foreign).toEqual([]);
});
