import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * The one way the app defers a component's code: React's `lazy` over a module's named export
 * (the codebase has no default exports outside route modules). Pass the loader as a named
 * function so the same import can be started early, e.g. while the browser is idle:
 *
 *   const loadDrawer = () => import("./mobile-drawer");
 *   const MobileDrawer = lazyNamed(loadDrawer, "MobileDrawer");
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<{ [K in Name]: ComponentType<Props> }>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
