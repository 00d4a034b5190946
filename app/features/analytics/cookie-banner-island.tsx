import { hydrating } from "~/islands/hydrate";

// size budget: 80 KB (71.1 KB measured, builds with VITE_GTM_ID only: React and the consent banner)

/** The consent banner, hydrated when the browser is idle (root.tsx, builds with VITE_GTM_ID only). */
export const { mount } = hydrating(() =>
  import("./cookie-banner").then((module) => module.CookieBanner),
);
