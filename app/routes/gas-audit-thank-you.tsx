import { AgentBadge } from "~/components/illustrations/agent-badge";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { gasAuditThankYouPage } from "~/content/gas-audit-thank-you";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-audit-thank-you";

/** Kept out of search by NOINDEX_PATHS: only people who have just booked should land here. */
export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, gasAuditThankYouPage.meta);
}

export default function GasAuditThankYou() {
  const { hero, nextSteps, includes, closing } = gasAuditThankYouPage;
  const { icon, ...heroCopy } = hero;
  return (
    <>
      <PageHero {...heroCopy} art={<AgentBadge icon={icon} />} />
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
