import type { Page } from "./fixtures";

/** What search engines and link previews read from a page's head. */
export function headOf(page: Page) {
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
export function textOf(page: Page) {
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
