/**
 * Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (no CDP: Firefox has none).
 * Each page lives in its own browser context, so every journey starts with empty storage.
 */
import { existsSync } from "node:fs";
import puppeteer, { type Browser, type ElementHandle } from "puppeteer-core";
import {
  describeTarget,
  FIND_TARGET,
  untilActionable,
  type BrowserPage,
  type Engine,
  type Target,
} from "./driver";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** A page-side function body called with these arguments, as one expression. */
const call = (body: string, args: unknown[]) =>
  `(function () {${body}}).apply(null, ${JSON.stringify(args)})`;

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `No Firefox at ${FIREFOX_PATH}: apt-get install firefox-esr, or set FIREFOX_PATH`,
    );
  }
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  // "firefox/153.7.0": Debian's ESR says which release it is in its own version.
  const version = (await browser.version()).replace(/^firefox\//i, "");

  return {
    name: `Firefox ESR ${version}`,
    async newPage(): Promise<BrowserPage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const run = async <T>(body: string, ...args: unknown[]) =>
        (await page.evaluate(call(body, args))) as T;
      const element = async (target: Target) => {
        const handle = await page.evaluateHandle(call(FIND_TARGET, [target]));
        const found = handle.asElement() as ElementHandle<Element> | null;
        if (!found) throw new Error(`No ${describeTarget(target)} on ${page.url()}`);
        return found;
      };
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: "load" });
        },
        url: async () => page.url(),
        run,
        type: async (target, text) => (await element(target)).type(text),
        click: async (target) => {
          await untilActionable({ run }, target);
          await (await element(target)).click();
        },
        close: () => context.close(),
      };
    },
    quit: () => browser.close(),
  };
}
