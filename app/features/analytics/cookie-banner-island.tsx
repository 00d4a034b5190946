import { hydrating } from "~/islands/hydrate";

/** The consent banner, hydrated when the browser is idle (root.tsx, builds with VITE_GTM_ID only). */
export const { mount } = hydrating(() =>
  import("./cookie-banner").then((module) => module.CookieBanner),
);
