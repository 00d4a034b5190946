import { Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  Outlet,
  useRouteError,
  href,
} from "react-router";
// Linked by hand with React's `precedence`, so React writes it at the top of <head>, ahead of the
// script preloads: on a slow connection the stylesheet, which blocks the first paint, then
// arrives first instead of sharing the line with 100 KB of JavaScript.
import stylesheet from "./styles/app.css?url";
import { env } from "./config/env";
import { CONSENT_DEFAULTS_SCRIPT } from "./features/analytics/consent";
import { lazyNamed } from "./lib/lazy-named";

// Only sites with a Tag Manager container show the banner, so only they download it.
const loadCookieBanner = () => import("./features/analytics/cookie-banner");
const CookieBanner = lazyNamed(loadCookieBanner, "CookieBanner");

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2f8f" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {env.gtmId ? (
          // Consent Mode defaults must exist before any Google tag could load (CSP-hashed at build).
          <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface antialiased">
        {children}
        {env.gtmId ? (
          <Suspense fallback={null}>
            <CookieBanner gtmId={env.gtmId} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once React has taken over, for tests and for styles that need JS. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydratedMarker();
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
      <h1 className="text-3xl font-bold tracking-tight text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-muted">{detail}</p>
      <p className="mt-8">
        <a className="font-semibold text-brand underline underline-offset-4" href={href("/")}>
          Return to Home
        </a>
      </p>
    </main>
  );
}
