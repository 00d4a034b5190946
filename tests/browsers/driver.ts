/**
 * The little the lead journeys need from a browser, implemented twice: Firefox ESR over WebDriver
 * BiDi (firefox.ts, puppeteer-core) and WebKitGTK over classic WebDriver (webkit.ts). Fields are
 * found as a visitor finds them, by their label inside a named form or dialog, and typed into
 * with real key events; buttons are clicked as a pointer would.
 */

/** A field by its label, or a button by its text, inside the form or dialog with this name. */
export interface Target {
  within: string;
  label?: string;
  button?: string;
}

export interface BrowserPage {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body, `args` as `arguments`) in the page and returns its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  type(target: Target, text: string): Promise<void>;
  click(target: Target): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  /** "Firefox ESR 153.7.0", "WebKitGTK 2.50.6". */
  name: string;
  /** A fresh window with its own storage, as a new visitor would have. */
  newPage(): Promise<BrowserPage>;
  quit(): Promise<void>;
}

/**
 * Page-side: the element a Target names, or null. Written as a function body so that both
 * drivers send the same text; the accessible name of a form or dialog is its aria-label or the
 * text of its aria-labelledby, and a label matches when its text starts with the one asked for.
 */
export const FIND_TARGET = `
  const target = arguments[0];
  const text = (node) => (node && node.textContent ? node.textContent.replace(/\\s+/g, " ").trim() : "");
  const nameOf = (node) => {
    const by = node.getAttribute("aria-labelledby");
    if (by) return by.split(" ").map((id) => text(document.getElementById(id))).join(" ");
    return node.getAttribute("aria-label") || "";
  };
  const scopes = [...document.querySelectorAll("form, [role=dialog], dialog")].filter((node) =>
    nameOf(node).includes(target.within),
  );
  for (const scope of scopes) {
    if (target.button) {
      const button = [...scope.querySelectorAll("button")].find((b) => text(b).includes(target.button));
      if (button) return button;
    }
    if (target.label) {
      const label = [...scope.querySelectorAll("label")].find((l) => text(l).startsWith(target.label));
      const field = label && (label.control || scope.querySelector("#" + CSS.escape(label.htmlFor)));
      if (field) return field;
    }
  }
  return null;
`;

/**
 * Waits, as a visitor would and as Playwright's click does, until the target is on the page,
 * shown and enabled: the £99 form's button stays disabled until its four fields are valid,
 * which the form learns only once its lazily loaded rules have arrived.
 */
export async function untilActionable(page: Pick<BrowserPage, "run">, target: Target) {
  await waitUntil(`${describeTarget(target)} to be enabled`, () =>
    page.run<boolean>(
      `const element = (function () {${FIND_TARGET}}).apply(null, arguments);
       return !!element && !element.disabled && element.getClientRects().length > 0;`,
      target,
    ),
  );
}

/** What a target is called in an error. */
export function describeTarget(target: Target): string {
  return `${target.button ? `button "${target.button}"` : `field "${target.label}"`} in "${target.within}"`;
}

/** Polls `check` until it returns something truthy, or fails after `timeoutMs` saying `what`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
