import {
  createElement,
  startTransition,
  StrictMode,
  useEffect,
  type ComponentType,
  type ReactNode,
} from "react";
import { hydrateRoot } from "react-dom/client";
import { installTrustedTypesPolicy } from "~/lib/trusted-types";
import { islandIdPrefix, type IslandModule } from "./island-contract";

/** Renders nothing of its own: tells the loader once React has committed the hydrated island. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * An island entry's `mount` for a React component: hydrates the island's own element with the
 * props the prerender used, in a transition so that a large island never blocks a keystroke.
 * Resolves once the island is hydrated, which is when the loader marks it "ready".
 *
 *   export const { mount } = hydrating(ContactForm);
 */
export function hydrating<P extends object>(component: ComponentType<P>): IslandModule {
  return {
    mount(element, props, name) {
      // Before React can touch an HTML sink (docs/decisions/0007).
      installTrustedTypesPolicy();
      return new Promise<void>((hydrated) => {
        startTransition(() => {
          hydrateRoot(
            element,
            // Hydrated adds no element, so the tree has the shape island.tsx prerendered.
            createElement(
              StrictMode,
              null,
              createElement(
                Hydrated,
                { onHydrated: hydrated },
                createElement(component, props as P),
              ),
            ),
            { identifierPrefix: islandIdPrefix(name) },
          );
        });
      });
    },
  };
}
