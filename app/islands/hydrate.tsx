import { createElement, startTransition, StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { installTrustedTypesPolicy } from "~/lib/trusted-types";
import { islandIdPrefix, type IslandModule } from "./island-contract";

/**
 * An island entry's `mount` for a React component: hydrates the island's own element with the
 * props the prerender used, in a transition so that a large island never blocks a keystroke.
 *
 *   export const { mount } = hydrating(ContactForm);
 */
export function hydrating<P extends object>(component: ComponentType<P>): IslandModule {
  return {
    mount(element, props, name) {
      // Before React can touch an HTML sink (docs/decisions/0007).
      installTrustedTypesPolicy();
      startTransition(() => {
        hydrateRoot(
          element,
          createElement(StrictMode, null, createElement(component, props as P)),
          { identifierPrefix: islandIdPrefix(name) },
        );
      });
    },
  };
}
