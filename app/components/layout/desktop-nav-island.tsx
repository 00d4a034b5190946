import { hydrating } from "~/islands/hydrate";

export const { mount } = hydrating(() =>
  import("./desktop-nav-menu").then((module) => module.DesktopNav),
);
