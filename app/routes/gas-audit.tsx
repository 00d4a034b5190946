import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { GuaranteePanel } from "~/components/sections/guarantee-panel";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { gasAuditOffer, formatPounds } from "~/content/gas-audit-offer";
import { gasAudit } from "~/content/gas-audit";
import { testimonials } from "~/content/testimonials";
import { GasAuditForm } from "~/features/gas-audit-form/gas-audit-form";
import { Countdown } from "~/features/countdown/countdown";
import { UrgencyBanner } from "~/features/countdown/urgency-banner";
import { ExitIntentPopup } from "~/features/exit-intent/exit-intent-popup";
import { pageMeta } from "~/lib/meta";
import { PageHeading } from "~/components/sections/page-heading";

// Below the fold: its HTML is prerendered as usual, and its code (with embla) is fetched after
// the first paint instead of with the page, then React hydrates it where it stands.
const TestimonialCarousel = lazy(() =>
  import("~/features/testimonials/testimonial-carousel").then((module) => ({
    default: module.TestimonialCarousel,
  })),
);

export function meta() {
  return pageMeta({
    title: gasAudit.meta.metaTitle,
    description: gasAudit.meta.metaDescription,
    path: "/free-google-visibilty-audit-for-gas-eningeers",
  });
}

export default function GasAuditLanding() {
  const { hero, guarantee, about } = gasAudit;
  return (
    <>
      <UrgencyBanner />
      <section className="bg-gradient-to-b from-brand-soft to-surface">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:px-8">
          <div>
            <PageHeading eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
            <ul className="mt-6 space-y-3">
              {hero.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-accent-strong"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div
            id="audit-form"
            className="scroll-mt-32 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8"
          >
            <h2 className="text-2xl font-bold tracking-tight text-ink">{gasAudit.formHeading}</h2>
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-4xl font-extrabold text-ink">
                {formatPounds(gasAuditOffer.price)}
              </span>
              <span className="text-ink-muted">one-off, money-back guarantee</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">{gasAudit.formIntro}</p>
            <div className="mt-6">
              <GasAuditForm />
            </div>
          </div>
        </div>
      </section>
      <Section tone="muted">
        <Suspense fallback={null}>
          <TestimonialCarousel testimonials={testimonials} heading={gasAudit.testimonialsHeading} />
        </Suspense>
      </Section>
      <Section aria-labelledby="guarantee-heading">
        <GuaranteePanel id="guarantee-heading" {...guarantee} />
      </Section>
      <Section tone="muted" aria-labelledby="steps-heading">
        <SectionHeading id="steps-heading" {...gasAudit.stepsHeading} />
        <StepsList steps={gasAudit.steps} />
      </Section>
      <Section aria-labelledby="about-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-ink">
            {about.title}
          </h2>
          {about.text.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-muted">
              {paragraph}
            </p>
          ))}
        </div>
      </Section>
      <section className="bg-night py-16 text-center sm:py-20" aria-labelledby="countdown-heading">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="countdown-heading" className="text-3xl font-bold tracking-tight text-white">
            {gasAudit.countdownHeading}
          </h2>
          <p className="mt-3 text-lg text-night-muted">{gasAudit.countdownText}</p>
          <Countdown tone="dark" className="mx-auto mt-8" />
          <a
            href="#audit-form"
            className="mt-10 inline-flex min-h-12 items-center rounded-full bg-white px-7 font-semibold text-brand-strong hover:bg-brand-soft"
          >
            Book my audit for {formatPounds(gasAuditOffer.price)}
          </a>
        </div>
      </section>
      <ExitIntentPopup />
    </>
  );
}
