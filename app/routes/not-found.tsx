import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Page not found",
    description:
      "The page you were looking for has moved or never existed. Head back to the Kestrel AI home page to explore our AI agents and services.",
    path: "/404",
    noindex: true,
  });
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: a mistyped URL is the visitor's, not a fault in the site.
    console.warn("404: no page at", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold tracking-tight text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        The page you asked for is not here. It may have moved, or the address may have a typo.
      </p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Return to Home
      </Link>
    </section>
  );
}
