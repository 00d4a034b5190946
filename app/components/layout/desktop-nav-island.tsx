import { hydrating } from "~/islands/hydrate";

export const { mount } = hydrating(() =>
  import("./desktop-nav").then((module) => module.DesktopNav),
);
