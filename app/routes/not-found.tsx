import { buttonVariants } from "~/components/ui/button";
import { notFoundPage } from "~/content/not-found";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";
import { Island } from "~/islands/island";
import { NOT_FOUND_PATH } from "~/site-map/page-paths";
import { routeMeta } from "~/site-map/route-meta";

/** Whatever address was asked for, the meta is the one not-found document's, kept out of search. */
export function meta() {
  return routeMeta({ pathname: NOT_FOUND_PATH }, notFoundPage.meta);
}

export default function NotFound() {
  const { status, title, text, homeLink } = notFoundPage;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold tracking-tight text-brand">{status}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{text}</p>
      <a href={homeLink.href} className={buttonVariants({ size: "lg", className: "mt-8" })}>
        {homeLink.text}
      </a>
      <Island name="not-found-log" strategy="load" />
      <FirstScreenEnd />
    </section>
  );
}
