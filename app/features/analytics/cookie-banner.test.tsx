import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_KEY, OPENS_COOKIE_SETTINGS } from "~/lib/cookie-settings";
import { CookieBanner } from "./cookie-banner";

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const tagManagerScripts = () =>
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

function renderBanner() {
  render(
    <>
      <CookieBanner gtmId="GTM-TEST123" />
      {/* The footer's button: static HTML with no handler of its own. */}
      <footer>
        <button type="button" {...OPENS_COOKIE_SETTINGS}>
          <span>Cookie settings</span>
        </button>
      </footer>
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => {
  for (const script of tagManagerScripts()) script.remove();
});

describe("CookieBanner", () => {
  it("asks first, with Accept and Reject side by side, and loads nothing meanwhile", async () => {
    renderBanner();
    const banner = await screen.findByRole("region", { name: "Cookie consent" });
    expect(banner).toBeVisible();
    const reject = screen.getByRole("button", { name: "Reject analytics" });
    const accept = screen.getByRole("button", { name: "Accept analytics" });
    expect(reject.className).toBe(accept.className);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it("loads Tag Manager only after Accept, and remembers the choice", async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Accept analytics" }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe("granted");
    expect(tagManagerScripts()).toHaveLength(1);
    const consentUpdate = (window as DataLayerWindow).dataLayer?.find(
      (entry) => (entry as IArguments)[0] === "consent",
    ) as IArguments;
    expect([...consentUpdate]).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("after Reject loads nothing, stays closed, and reopens from Cookie settings", async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Reject analytics" }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe("denied");
    expect(tagManagerScripts()).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    await userEvent.click(screen.getByText("Cookie settings"));
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeVisible();
  });

  it("does not ask again once answered, and restores an earlier Accept", async () => {
    localStorage.setItem(CONSENT_KEY, "granted");
    renderBanner();
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    expect(tagManagerScripts()).toHaveLength(1);
  });
});
