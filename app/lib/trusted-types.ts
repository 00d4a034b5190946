/**
 * The site's one Trusted Types policy. Pages built without Tag Manager are served with
 * `require-trusted-types-for 'script'` (docs/decisions/0007), so every string that reaches an
 * HTML sink passes through this "default" policy. Each React island installs it before it
 * hydrates (app/islands/hydrate.tsx). The pages make no client-side navigations any more, so no
 * string is expected to reach a sink; the two React could once write are still the only ones let
 * through.
 */

/** React creates a <script> element through innerHTML so that it is inert: it never runs. */
export const INERT_SCRIPT_HTML = "<script></script>";

/**
 * HTML to let into a sink, or undefined to refuse it (the browser then blocks the assignment and
 * reports it). Text without a "<" cannot make an element: that is React Router's JSON-LD, which
 * it escapes so that no "<" survives.
 */
export function allowHtml(html: string): string | undefined {
  if (html === INERT_SCRIPT_HTML || !html.includes("<")) return html;
  return undefined;
}

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string | undefined }): unknown;
}

/** Called before hydration; browsers without Trusted Types ignore the CSP directive anyway. */
export function installTrustedTypesPolicy(target: object = globalThis): void {
  const factory = (target as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy("default", { createHTML: allowHtml });
}
