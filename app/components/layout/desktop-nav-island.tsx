import { hydrating } from "~/islands/hydrate";
import { DesktopNav } from "./desktop-nav";

export const { mount } = hydrating(DesktopNav);
