import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";

/** Skip link, a header, the page and the footer: the frame of every page. */
export function PageShell({ header }: { header: ReactNode }) {
  return (
    <>
      <SkipLink />
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
