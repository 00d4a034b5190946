import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { hydrating } from "~/islands/hydrate";
import { startIslands } from "~/islands/loader";
import { CONSENT_KEY, OPENS_COOKIE_SETTINGS } from "~/lib/cookie-settings";
import { reportNoPaint } from "../../../tests/support/no-paint-reported";
import { CookieBanner } from "./cookie-banner";

beforeEach(() => {
  // Only the visitor's click starts the island.
  reportNoPaint();
  localStorage.setItem(CONSENT_KEY, "denied");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
});

it("opens the banner for a Cookie settings click made while its island was still loading", async () => {
  const trigger = Object.entries(OPENS_COOKIE_SETTINGS)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
  document.body.innerHTML =
    `<div data-island="cookie-banner" data-island-load="idle" data-island-props='{"gtmId":"GTM-TEST123"}'></div>` +
    `<footer><button type="button" ${trigger}>Cookie settings</button></footer>`;
  let arrive: (component: typeof CookieBanner) => void = () => {};
  const banner = hydrating(() => new Promise<typeof CookieBanner>((done) => (arrive = done)));
  startIslands(() => Promise.resolve(banner));

  screen.getByRole("button", { name: "Cookie settings" }).click();
  // The banner's code arrives after the click, as on a slow connection.
  await new Promise((done) => setTimeout(done, 50));
  arrive(CookieBanner);

  expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeVisible();
});
