import { createElement, StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  ISLAND_ATTRIBUTE,
  islandIdPrefix,
  type IslandStrategy,
} from "../../shared/island-contract";

type IslandProps<P extends object> = {
  /** The entry's name: `<name>-island.tsx` mounts `component` with the same props. */
  name: string;
  strategy: IslandStrategy;
  /**
   * For "interaction": the events that start it (default: a pointer over it, a touch, a focus,
   * typing, a submit).
   */
  on?: string;
  component: ComponentType<P>;
  /** What the island renders with, here and in the browser: JSON only. */
  props: P;
  /** The wrapper's tag: "div" by default, "span" inside phrasing content. */
  as?: "div" | "span";
};

/**
 * An interactive part of a static page. The prerender renders `component` as a root of its own
 * (renderToString, with the island's id prefix) inside a `display: contents` wrapper that names
 * the island, its strategy and its props; the page's loader later hydrates exactly that wrapper
 * with the same component and props, so the markup and every `useId` match. Nothing else on the
 * page is hydrated, and the component gets nothing from the page's React tree (no router, no
 * context): only its props.
 */
export function Island<P extends object>({
  name,
  strategy,
  on,
  component,
  props,
  as = "div",
}: IslandProps<P>) {
  // StrictMode as in hydrate.tsx, so both trees have the same shape.
  const html = renderToString(createElement(StrictMode, null, createElement(component, props)), {
    identifierPrefix: islandIdPrefix(name),
  });
  return createElement(as, {
    [ISLAND_ATTRIBUTE.name]: name,
    [ISLAND_ATTRIBUTE.strategy]: strategy,
    [ISLAND_ATTRIBUTE.events]: on,
    [ISLAND_ATTRIBUTE.props]: JSON.stringify(props),
    className: "contents",
    dangerouslySetInnerHTML: { __html: html },
  });
}
