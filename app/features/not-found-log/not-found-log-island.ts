import type { IslandModule } from "../../../shared/island-contract";

// size budget: 0.5 KB (0.1 KB measured: one console line, no framework)

/** The brief's "the attempted path is logged to the console", with no framework on the page. */
export const { mount }: IslandModule = {
  mount() {
    // A warning, not an error: a mistyped URL is the visitor's, not a fault in the site.
    console.warn("404: no page at", window.location.pathname);
  },
};
