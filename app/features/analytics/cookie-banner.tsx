import { useEffect, useLayoutEffect, useState } from "react";
import { href } from "~/lib/href";
import { Button } from "~/components/ui/button";
import { keepLanding } from "~/lib/attribution";
import { COOKIE_SETTINGS_SELECTOR } from "~/lib/cookie-settings";
import {
  loadTagManager,
  storedChoice,
  storeChoice,
  updateConsent,
  type ConsentChoice,
} from "./consent";

/**
 * Asks once for analytics consent, with Accept and Reject side by side and equally prominent.
 * Nothing from Google loads before "Accept"; "Cookie settings" in the footer reopens it.
 * Rendered only when a Tag Manager container is configured, as an island started when the
 * browser is idle (cookie-banner-island.tsx): the page's Tag Manager loads once per page load,
 * which is its one page view.
 */
export function CookieBanner({ gtmId }: { gtmId: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const choice = storedChoice();
    if (choice === "granted") {
      updateConsent("granted");
      loadTagManager(gtmId);
      keepLanding();
    }
    // Shown after hydration only, so the prerendered page and the first render agree.
    if (choice === null) queueMicrotask(() => setOpen(true));
  }, [gtmId]);

  // The footer's button is static HTML: its clicks are answered here, wherever it is. Listening
  // from the commit, not a later effect: the loader dispatches a click held while the island
  // started as soon as the commit reports it hydrated (islands/hydrate.tsx).
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(COOKIE_SETTINGS_SELECTOR)) setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeChoice(choice);
    updateConsent(choice);
    // Kept for the tab's session with consent; forgotten at once when it is refused.
    keepLanding();
    if (choice === "granted") loadTagManager(gtmId);
    setOpen(false);
  };

  if (!open) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 className="text-lg font-semibold text-ink">Analytics cookies</h2>
      <p className="mt-2 text-ink-muted">
        With your permission we use Google Analytics cookies to see which pages help visitors, so we
        can improve them. They stay off unless you accept, and you can change your mind in Cookie
        settings at any time.{" "}
        <a
          href={href("/privacy")}
          className="font-semibold text-brand underline underline-offset-4"
        >
          How we use data
        </a>
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => choose("denied")}>
          Reject analytics
        </Button>
        <Button variant="secondary" onClick={() => choose("granted")}>
          Accept analytics
        </Button>
      </div>
    </section>
  );
}
