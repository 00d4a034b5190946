import { href } from "~/lib/href";
import { CountdownBand } from "~/components/sections/countdown-band";
import { FaqList } from "~/components/sections/faq-list";
import { FormHero } from "~/components/sections/form-hero";
import { GuaranteePanel } from "~/components/sections/guarantee-panel";
import { ProseBlock } from "~/components/sections/prose-block";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { site } from "~/config/site";
import { gasAuditPage } from "~/content/gas-audit";
import { gasAuditFaq } from "~/content/gas-audit-faq";
import { gasAuditOffer } from "~/content/gas-audit-offer";
import { Countdown } from "~/features/countdown/countdown";
import { UrgencyBanner } from "~/features/countdown/urgency-banner";
import { ExitIntentPopup } from "~/features/exit-intent/exit-intent-popup";
import { SubmitWhenValid } from "~/components/lead-forms/submit-when-valid";
import { AUDIT_FORM_IDS, GasAuditForm } from "~/features/gas-audit-form/gas-audit-form";
import { Island } from "~/islands/island";
import { TestimonialCarousel } from "~/features/testimonials/testimonial-carousel";
import { faqPage, service } from "~/lib/structured-data";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-audit";
import { gasAuditForm } from "../../lead-forms/gas-audit";
import { htmlConstraints } from "../../lead-forms/html-constraints";

/** The form's card: the countdown band's button jumps back to it. */
const FORM_ID = "audit-form";

/** The form's rules as its inputs' attributes, worked out here, at the prerender. */
const FORM_CONSTRAINTS = htmlConstraints(gasAuditForm.schema);

export function meta({ location }: Route.MetaArgs) {
  const { meta } = gasAuditPage;
  return routeMeta(location, meta, {
    structuredData: [
      service({
        name: meta.title,
        description: meta.description,
        path: href("/free-google-visibilty-audit-for-gas-eningeers"),
        serviceType: "Google visibility audit",
        // The price beside the form.
        price: { pounds: gasAuditOffer.price, name: meta.title },
      }),
      faqPage(gasAuditFaq.items),
    ],
  });
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
        <Island name="gas-audit-form" strategy="idle">
          <GasAuditForm constraints={FORM_CONSTRAINTS} />
        </Island>
        {/* Right after the form, so its button is disabled before the form is first painted. */}
        <SubmitWhenValid {...AUDIT_FORM_IDS} />
      </FormHero>
      <Section as="div" tone="muted">
        <TestimonialCarousel heading={testimonials.heading} testimonials={testimonials.items} />
      </Section>
      <Section aria-labelledby="guarantee-heading">
        <GuaranteePanel id="guarantee-heading" {...guarantee} />
      </Section>
      <Section tone="muted" aria-labelledby="steps-heading">
        <SectionHeading id="steps-heading" {...steps.heading} />
        <StepsList steps={steps.items} />
      </Section>
      <Section aria-labelledby="faq-heading">
        <SectionHeading id="faq-heading" {...gasAuditFaq.heading} />
        <FaqList items={gasAuditFaq.items} />
      </Section>
      <Section tone="muted" aria-labelledby="about-heading">
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
