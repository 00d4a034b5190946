import type { IslandModule } from "../../../shared/island-contract";

/** The brief's "the attempted path is logged to the console", with no framework on the page. */
export const { mount }: IslandModule = {
  mount() {
    // A warning, not an error: a mistyped URL is the visitor's, not a fault in the site.
    console.warn("404: no page at", window.location.pathname);
  },
};
