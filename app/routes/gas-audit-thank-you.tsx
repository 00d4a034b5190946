import { CalendarCheck } from "lucide-react";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { gasAuditThankYou } from "~/content/gas-audit-thank-you";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: gasAuditThankYou.meta.metaTitle,
    description: gasAuditThankYou.meta.metaDescription,
    path: "/free-audit-booking-success-page",
    // Only people who have just booked should land here, never searchers.
    noindex: true,
  });
}

export default function GasAuditThankYou() {
  const { hero, nextSteps, includes, closing } = gasAuditThankYou;
  return (
    <>
      <PageHero {...hero} art={<AgentBadge icon={CalendarCheck} />} />
      <Section tone="muted" aria-labelledby="next-steps-heading">
        <SectionHeading id="next-steps-heading" {...nextSteps.heading} />
        <StepsList steps={nextSteps.steps} />
      </Section>
      <Section>
        <FeatureList {...includes} />
      </Section>
      <CtaPanel {...closing} />
    </>
  );
}
