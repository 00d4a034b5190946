import {
  createElement,
  startTransition,
  StrictMode,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from "react";
import { hydrateRoot } from "react-dom/client";
import { installTrustedTypesPolicy } from "~/lib/trusted-types";
import { islandIdPrefix, type IslandModule } from "../../shared/island-contract";

/**
 * Renders nothing of its own: reports the commit of the hydrated island, in the commit itself,
 * so that no event between the commit and a later effect misses the island's handlers.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

/** Ends the current task, so that input waiting since the island's code arrived is handled. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An island entry's `mount` for a React component: hydrates the island's own element with the
 * props the prerender used, in a transition so that a large island never blocks a keystroke.
 * Resolves once the island is hydrated, which is when the loader marks it "ready".
 *
 * The component comes through a dynamic import made in the entry itself, so that starting the
 * island evaluates its code in two tasks instead of one: React with the entry, then the component
 * with its libraries (a form's react-hook-form and zod). A key typed while the island loads
 * waits only for the task under way, which is shorter than the two together. The build counts
 * the entry's own dynamic imports as part of starting the island
 * (scripts/post-build/island-build.ts).
 *
 * The loader holds a click on the island until it is hydrated and then dispatches it again,
 * once (held-clicks.ts), so React never sees it while hydrating. A form, whose markup works
 * without any script, is an island of plain script instead (components/lead-forms/
 * form-engine.ts): no React to wait for.
 *
 *   export const { mount } = hydrating(() =>
 *     import("./desktop-nav-menu").then((module) => module.DesktopNav),
 *   );
 */
export function hydrating<P extends object>(
  loadComponent: () => Promise<ComponentType<P>>,
): IslandModule {
  return {
    async mount(element, props, name) {
      // Before React can touch an HTML sink (docs/decisions/0007).
      installTrustedTypesPolicy();
      // Evaluating React was this task's work. Asking for the component (Vite's preload helper
      // adds a <link rel=modulepreload> for each of its files, 15–50 ms at a 4× CPU slowdown)
      // is the next task's, so that a key typed meanwhile waits for one of the two only.
      await nextTask();
      // Fetched now, and evaluated in a task of its own when it arrives.
      const component = await loadComponent();
      // Evaluating the island's code took tasks of its own; hydration starts in the next.
      await nextTask();
      return new Promise<void>((resolve) => {
        const hydrated = () => resolve();
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
