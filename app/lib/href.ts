import type { href as routerHref } from "react-router";

/**
 * React Router's `href`, checked against the route table by its types, without its runtime: the
 * pages' islands import the site map, and React Router's client code (38 KB gzip) must not come
 * with it. Every path in the site is static, so the path is the URL.
 */
export const href: typeof routerHref = (path: string, ...params: unknown[]) => {
  if (params.length > 0 || path.includes(":")) {
    throw new Error(`href: ${path} has parameters; only static paths are supported`);
  }
  return path;
};
