import { createElement, StrictMode, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  ISLAND_ATTRIBUTE,
  islandIdPrefix,
  type IslandStrategy,
} from "../../shared/island-contract";

/** What every island's element says: its name, when it starts and, for "interaction", on what. */
interface Marking {
  /** The entry's name: `<name>-island.ts(x)`, anywhere under app/, is what starts it. */
  name: string;
  strategy: IslandStrategy;
  /**
   * For "interaction": the events that start it (default: a pointer over it, a touch, a focus,
   * typing, a submit; a click on a button that needs the island starts it too).
   */
  on?: string;
  /** The wrapper's tag: "div" by default, "span" inside phrasing content. */
  as?: "div" | "span";
}

/** A React island: its entry hydrates `component` with the same props (hydrate.tsx). */
interface HydratedIsland<P extends object> extends Marking {
  component: ComponentType<P>;
  /** What the island renders with, here and in the browser: JSON only. */
  props: P;
  children?: never;
}

/** An island of plain script: its entry takes over the markup given as children. */
interface ScriptedIsland extends Marking {
  component?: never;
  props?: never;
  children?: ReactNode;
}

/**
 * An interactive part of a static page, and the one way to make one (README.md beside this
 * file). It wraps the island's markup in a `display: contents` element that names the island,
 * its strategy and, for a React island, its props; the loader starts the island on that element.
 *
 * A React island's component is prerendered as a root of its own (renderToString, with the
 * island's id prefix), so that its entry hydrates exactly that wrapper with the same component
 * and props, and the markup and every `useId` match. Nothing else on the page is hydrated, and the
 * component gets nothing from the page's React tree (no router, no context): only its props.
 * Plain-script islands' markup is rendered with the page, as children.
 */
export function Island<P extends object>(island: HydratedIsland<P> | ScriptedIsland) {
  const { name, strategy, on, as = "div" } = island;
  const marking = {
    [ISLAND_ATTRIBUTE.name]: name,
    [ISLAND_ATTRIBUTE.strategy]: strategy,
    [ISLAND_ATTRIBUTE.events]: on,
    className: "contents",
  };
  if (!island.component) return createElement(as, marking, island.children);
  // StrictMode as in hydrate.tsx, so both trees have the same shape.
  const html = renderToString(
    createElement(StrictMode, null, createElement(island.component, island.props)),
    { identifierPrefix: islandIdPrefix(name) },
  );
  return createElement(as, {
    ...marking,
    [ISLAND_ATTRIBUTE.props]: JSON.stringify(island.props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
