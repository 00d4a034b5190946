import { hydrating } from "~/islands/hydrate";

// size budget: 95 KB (83.6 KB measured: React and Radix's navigation menu, on hover, touch or focus
// of the desktop bar)

export const { mount } = hydrating(() =>
  import("./desktop-nav-menu").then((module) => module.DesktopNav),
);
