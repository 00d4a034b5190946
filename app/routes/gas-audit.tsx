import { CountdownBand } from "~/components/sections/countdown-band";
import { FormHero } from "~/components/sections/form-hero";
import { GuaranteePanel } from "~/components/sections/guarantee-panel";
import { ProseBlock } from "~/components/sections/prose-block";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { site } from "~/config/site";
import { gasAuditPage } from "~/content/gas-audit";
import { Countdown } from "~/features/countdown/countdown";
import { UrgencyBanner } from "~/features/countdown/urgency-banner";
import { ExitIntentPopup } from "~/features/exit-intent/exit-intent-popup";
import { GasAuditForm } from "~/features/gas-audit-form/gas-audit-form";
import { TestimonialCarousel } from "~/features/testimonials/testimonial-carousel";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-audit";

/** The form's card: the countdown band's button jumps back to it. */
const FORM_ID = "audit-form";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, gasAuditPage.meta);
}

export default function GasAuditLanding() {
  const { hero, form, testimonials, guarantee, steps, about, countdown } = gasAuditPage;
  return (
    <>
      <UrgencyBanner />
      <FormHero
        {...hero}
        formId={FORM_ID}
        formHeading={form.heading}
        price={form.price}
        priceNote={form.priceNote}
        formIntro={form.intro}
      >
        <GasAuditForm />
      </FormHero>
      <Section tone="muted">
        <TestimonialCarousel heading={testimonials.heading} testimonials={testimonials.items} />
      </Section>
      <Section aria-labelledby="guarantee-heading">
        <GuaranteePanel id="guarantee-heading" {...guarantee} />
      </Section>
      <Section tone="muted" aria-labelledby="steps-heading">
        <SectionHeading id="steps-heading" {...steps.heading} />
        <StepsList steps={steps.items} />
      </Section>
      <Section aria-labelledby="about-heading">
        <ProseBlock id="about-heading" {...about} />
      </Section>
      {/* The band's copy is the weekly deadline too, so it goes with the countdown (site.urgency). */}
      {site.urgency.enabled && (
        <CountdownBand
          id="countdown-heading"
          title={countdown.title}
          text={countdown.text}
          actionText={countdown.actionText}
          actionHref={`#${FORM_ID}`}
        >
          <Countdown tone="dark" className="mx-auto mt-8" />
        </CountdownBand>
      )}
      <ExitIntentPopup />
    </>
  );
}
