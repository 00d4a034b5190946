import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";

/** The closing "ready?" band that sends visitors to a conversation. */
export function CtaPanel({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: CallToAction;
}) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-strong px-6 py-12 text-center sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance text-white">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-soft">{text}</p>
        <ButtonLink href={action.href} variant="light" size="lg" className="mt-8">
          {action.text}
        </ButtonLink>
      </div>
    </section>
  );
}
