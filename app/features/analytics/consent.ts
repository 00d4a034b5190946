import { CONSENT_KEY } from "~/lib/cookie-settings";
import { readStored, writeStored } from "~/lib/safe-storage";

export type ConsentChoice = "granted" | "denied";

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export function storedChoice(): ConsentChoice | null {
  const value = readStored("local", CONSENT_KEY);
  return value === "granted" || value === "denied" ? value : null;
}

// Without storage the banner asks again next visit; nothing loads meanwhile.
export function storeChoice(choice: ConsentChoice): void {
  writeStored("local", CONSENT_KEY, choice);
}

/**
 * Consent Mode v2 defaults, written into <head> before anything else runs: every kind of storage
 * denied until the visitor says otherwise.
 */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});";

function gtag(...args: unknown[]) {
  const target = window as GtagWindow;
  target.dataLayer = target.dataLayer ?? [];
  // gtag queues its arguments object, not an array: GTM tells the two apart.
  // eslint-disable-next-line prefer-rest-params
  target.dataLayer.push(arguments);
  void args;
}

/** Tells Google tags what the visitor chose; advertising stays off either way. */
export function updateConsent(choice: ConsentChoice): void {
  gtag("consent", "update", {
    analytics_storage: choice,
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
}

/** Adds the Tag Manager container, once, and only ever after consent was granted. */
export function loadTagManager(gtmId: string): void {
  if (document.querySelector("script[data-gtm]")) return;
  const target = window as GtagWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.gtm = gtmId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}
