import { useContext, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  Outlet,
  UNSAFE_FrameworkContext as FrameworkContext,
  useRouteError,
} from "react-router";
import { href } from "~/lib/href";
// Linked by hand with React's `precedence`, so React writes it at the top of <head>, ahead of
// everything else the page asks for: on a slow connection the stylesheet, which blocks the first
// paint, then arrives first.
import stylesheet from "./styles/app.css?url";
import { env } from "./config/env";
import { CONSENT_DEFAULTS_SCRIPT } from "./features/analytics/consent";
import { CookieBanner } from "./features/analytics/cookie-banner";
import { Island } from "./islands/island";
import { SPECULATION_RULES } from "./lib/speculation-rules";
import { VIEW_TRANSITION_SCRIPT } from "./lib/view-transition-script";
import { FIRST_SCREEN_ID } from "~/lib/first-screen";
import { COOKIE_BANNER_ISLAND } from "~/lib/cookie-settings";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";
import faviconSvg from "../public/favicon.svg?raw";

/**
 * The icon, in the page itself: a request for /favicon.svg started before the first paint, and
 * Lighthouse's simulation then waited a round trip for it before the largest paint, though the
 * browser painted the hero in the first frame.
 */
const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

/**
 * React Router's scripts, in dev only (they run entry.client, which starts the islands), and in
 * the one document its prerender insists on them: the SPA fallback, which the build then deletes
 * (its framework context says `isSpaMode` for that render alone). Without them a prerendered page
 * carries no router context, no module script and none of the streaming code React adds for them.
 */
function useRouterScripts(): boolean {
  const framework = useContext(FrameworkContext);
  return import.meta.env.DEV || framework?.isSpaMode === true;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2f8f" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />
        <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" />
        {env.gtmId ? (
          // Consent Mode defaults must exist before any Google tag could load (CSP-hashed at build).
          <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
        ) : null}
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: VIEW_TRANSITION_SCRIPT }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface antialiased">
        {children}
        {env.gtmId ? (
          // Only sites with a Tag Manager container show the banner, so only they download it.
          <Island
            name={COOKIE_BANNER_ISLAND}
            strategy="idle"
            component={CookieBanner}
            props={{ gtmId: env.gtmId }}
          />
        ) : null}
        {/* The built pages hydrate no document: the build puts the island loader where these
            were (scripts/post-build/island-loader.ts, docs/decisions/0008-islands.md). */}
        {useRouterScripts() ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Something went wrong while showing this page.";
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-1 flex-col justify-center px-6 py-24">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          Unexpected Application Error!
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{detail}</p>
        <FirstScreenEnd />
      </div>
      <p className="mt-8">
        <a className="font-semibold text-brand underline underline-offset-4" href={href("/")}>
          Return to Home
        </a>
      </p>
    </main>
  );
}
