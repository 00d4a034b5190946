import type { ReactNode } from "react";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";

/**
 * The contact page in one band: its heading across the top, then the form beside a column of
 * other ways to get in touch (an <aside>), which stacks below the form on narrow screens.
 */
export function ContactLayout({
  heading,
  form,
  aside,
}: {
  heading: ReactNode;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page py-14 sm:py-20">
        <div className="max-w-3xl">
          {heading}
          <FirstScreenEnd />
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {form}
          <aside className="space-y-8">{aside}</aside>
        </div>
      </div>
    </section>
  );
}
