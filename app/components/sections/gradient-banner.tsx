import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";

export function GradientBanner({
  title,
  text,
  cta,
}: {
  title: string;
  text: string;
  cta: CallToAction;
}) {
  return (
    <section className="bg-gradient-to-r from-brand-strong to-brand">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-balance text-white">{title}</h2>
          <p className="mt-2 text-lg text-brand-soft">{text}</p>
        </div>
        <ButtonLink href={cta.href} variant="light" size="lg" className="shrink-0">
          {cta.text}
        </ButtonLink>
      </div>
    </section>
  );
}
