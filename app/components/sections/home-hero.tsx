import { PiggyBank, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";

export interface HomeHeroProps {
  badge: string;
  title: string;
  subline: string;
  savingsTitle: string;
  savingsText: string;
  primaryCta: CallToAction;
  secondaryCta: CallToAction;
  stats: readonly { value: string; label: string }[];
  visual: ReactNode;
}

export function HomeHero(props: HomeHeroProps) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-soft via-surface to-surface">
      <div className="container-page grid items-center gap-14 pt-12 pb-16 sm:pt-20 sm:pb-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-surface px-4 py-1.5 text-sm font-semibold text-brand-strong">
            <Sparkles aria-hidden="true" className="size-4 text-brand" />
            {props.badge}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-6xl">
            {props.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-muted sm:text-xl">
            {props.subline}
          </p>
          <div className="mt-8 flex max-w-xl gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
            <PiggyBank aria-hidden="true" className="size-8 shrink-0 text-accent-strong" />
            <div>
              <p className="font-semibold text-ink">{props.savingsTitle}</p>
              <p className="mt-1 text-ink-muted">{props.savingsText}</p>
            </div>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={props.primaryCta.href} size="lg">
              {props.primaryCta.text}
            </ButtonLink>
            <ButtonLink href={props.secondaryCta.href} size="lg" variant="secondary">
              {props.secondaryCta.text}
            </ButtonLink>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {props.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="order-2 text-sm text-ink-muted">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold text-ink">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <FirstScreenEnd />
        </div>
        {props.visual}
      </div>
    </section>
  );
}
