import type { ReactNode } from "react";

/**
 * The closing dark band of an offer page: why to act now, the timer (passed in as `children`) and
 * a link back to the form on the same page.
 */
export function CountdownBand({
  id,
  title,
  text,
  actionText,
  actionHref,
  children,
}: {
  /** Id of the heading, which names the band for assistive technology. */
  id: string;
  title: string;
  text: string;
  actionText: string;
  /** Where the button goes on this page ("#audit-form"). */
  actionHref: `#${string}`;
  children: ReactNode;
}) {
  return (
    <section className="bg-night py-16 text-center sm:py-20" aria-labelledby={id}>
      <div className="mx-auto max-w-3xl px-4">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-white">
          {title}
        </h2>
        <p className="mt-3 text-lg text-night-muted">{text}</p>
        {children}
        <a
          href={actionHref}
          className="mt-10 inline-flex min-h-12 items-center rounded-full bg-white px-7 font-semibold text-brand-strong hover:bg-brand-soft"
        >
          {actionText}
        </a>
      </div>
    </section>
  );
}
