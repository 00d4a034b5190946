import { expect, test, type Page } from "./fixtures";
import { startEveryIsland } from "./islands";
import { suppressPopup } from "./no-popup";
import { siteRoutes } from "./site-routes";
import { BOTH_VIEWPORTS } from "./viewports";

/** What search engines and link previews read from a page's head. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (element) =>
          `${element.getAttribute("property") ?? element.getAttribute("name") ?? ""}=${element.getAttribute(name) ?? ""}`,
      );
    return {
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      robots: attribute('meta[name="robots"]', "content"),
      canonical: attribute('link[rel="canonical"]', "href"),
      og: attribute('meta[property^="og:"]', "content"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as unknown,
      ),
    };
  });
}

/**
 * The text a visitor reads. What an island fills in from the visitor's clock by design (the
 * countdown's digits, the offer's deadline and spots) is masked, and a control that only exists
 * with scripts, with its no-script stand-in, is set aside: everything else must read the same
 * without scripts and after the islands hydrate.
 */
function textOf(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(
      "[data-scripting-alternative], [data-island-placeholder]",
    )) {
      element.style.setProperty("display", "none", "important");
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      "[data-offer-deadline], [data-offer-spots]",
    )) {
      element.textContent = "#";
    }
    let text = document.body.innerText;
    for (const timer of document.querySelectorAll<HTMLElement>('[role="timer"]')) {
      const shown = timer.innerText;
      // Digits once it ticks, dashes in the prerendered placeholder.
      if (shown) text = text.replace(shown, shown.replace(/[\d–]/g, "#"));
    }
    return text.replace(/[ \t]+\n/g, "\n").replace(/\n{2,}/g, "\n");
  });
}

for (const path of siteRoutes) {
  test(`${path}: the islands change neither the text nor the head, at either width @any-width`, async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(path);
      // The popup is a layer over the page, not its text: kept shut for this comparison.
      await suppressPopup(page);
      await page.goto(path);
      await startEveryIsland(page);
      expect(await headOf(page)).toEqual(await headOf(staticPage));
      // What is shown differs by width (the menu bar, the drawer's button): each is compared.
      for (const viewport of BOTH_VIEWPORTS) {
        await staticPage.setViewportSize(viewport);
        await page.setViewportSize(viewport);
        expect(await textOf(page), `at ${viewport.width} px`).toEqual(await textOf(staticPage));
      }
    } finally {
      await noScript.close();
    }
  });
}
