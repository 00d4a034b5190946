import { hydrating } from "~/islands/hydrate";
import { CookieBanner } from "./cookie-banner";

/** The consent banner, hydrated when the browser is idle (root.tsx, builds with VITE_GTM_ID only). */
export const { mount } = hydrating(CookieBanner);
