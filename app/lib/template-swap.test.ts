import { afterEach, describe, expect, it } from "vitest";
import { templateSwapScript } from "./template-swap";

const SCRIPT = templateSwapScript("from", "content", "data-variant");

/** The page as prerendered: the default in place, each variant in a template. */
function renderPage(search: string) {
  window.history.replaceState(null, "", `/thanks${search}`);
  document.body.innerHTML = [
    '<div id="content"><h1>Default</h1></div>',
    '<template data-variant="report"><h1>Your report</h1></template>',
    '<template data-variant="booking"><h1>Booked</h1></template>',
  ].join("");
  // The script runs as the browser runs an inline script: as code, at that point of the page.
  new Function(SCRIPT)();
  return document.getElementById("content")?.textContent;
}

describe("templateSwapScript", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows the variant the query names", () => {
    expect(renderPage("?from=report")).toBe("Your report");
    expect(renderPage("?from=booking&utm_source=x")).toBe("Booked");
  });

  it("keeps the default for no value, an unknown one or one that is not a plain name", () => {
    expect(renderPage("")).toBe("Default");
    expect(renderPage("?from=paid")).toBe("Default");
    expect(renderPage('?from=report"],[x="')).toBe("Default");
  });
});
