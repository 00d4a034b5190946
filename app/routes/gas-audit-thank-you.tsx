import { useLocation } from "react-router";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { BookingSection } from "~/components/sections/booking-section";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { env } from "~/config/env";
import { gasAuditThankYouPage, thankYouVariant } from "~/content/gas-audit-thank-you";
import { BookingEmbed } from "~/features/booking-embed/booking-embed";
import { useHydrated } from "~/lib/use-hydrated";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-audit-thank-you";

/** Kept out of search by NOINDEX_PATHS: only people who have just sent their details land here. */
export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, gasAuditThankYouPage.meta);
}

/** Who this visitor is (`?from=`); the prerendered HTML, built without a query, is the default. */
function useThankYouVariant() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return thankYouVariant(hydrated ? new URLSearchParams(search).get("from") : null);
}

export default function GasAuditThankYou() {
  const { icon, nextStepsHeading, bookingEmbedTitle, includes, closing } = gasAuditThankYouPage;
  const { hero, booking, steps } = useThankYouVariant();
  return (
    <>
      <PageHero {...hero} art={<AgentBadge icon={icon} />} />
      {booking ? (
        <BookingSection id="book-your-call" headingId="book-your-call-heading" {...booking}>
          <BookingEmbed url={env.gasBookingEmbedUrl} title={bookingEmbedTitle} />
        </BookingSection>
      ) : null}
      <Section aria-labelledby="next-steps-heading">
        <SectionHeading id="next-steps-heading" {...nextStepsHeading} />
        <StepsList steps={steps} />
      </Section>
      <Section tone="muted">
        <FeatureList {...includes} />
      </Section>
      <CtaPanel {...closing} />
    </>
  );
}
