import { AgentBadge } from "~/components/illustrations/agent-badge";
import { BookingSection } from "~/components/sections/booking-section";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { offerLinks } from "~/content/gas-audit-offer";
import {
  gasAuditThankYouPage,
  THANK_YOU_SOURCES,
  thankYouVariant,
} from "~/content/gas-audit-thank-you";
import { BookingEmbed } from "~/features/booking-embed/booking-embed";
import { templateSwapScript } from "~/lib/template-swap";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-audit-thank-you";

/** Kept out of search by NOINDEX_PATHS: only people who have just sent their details land here. */
export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, gasAuditThankYouPage.meta);
}

/** Which visitor the page speaks to: `?from=` picks a variant (page-content below). */
const FROM_PARAM = "from";
const CONTENT_ID = "thank-you";
const VARIANT_ATTRIBUTE = "data-thank-you-from";
const SWAP_SCRIPT = templateSwapScript(FROM_PARAM, CONTENT_ID, VARIANT_ATTRIBUTE);

function ThankYouContent({ from }: { from: string | null }) {
  const { icon, nextStepsHeading, bookingEmbedTitle, includes, closing } = gasAuditThankYouPage;
  const { hero, booking, steps } = thankYouVariant(from);
  return (
    <>
      <PageHero {...hero} art={<AgentBadge icon={icon} />} />
      {booking ? (
        <BookingSection id="book-your-call" headingId="book-your-call-heading" {...booking}>
          <BookingEmbed url={offerLinks.gasBooking} title={bookingEmbedTitle} />
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

/**
 * The prerendered page is built without a query, so it holds the default words, with each
 * visitor's own in a <template> that an inline script swaps in before the first paint.
 */
export default function GasAuditThankYou() {
  return (
    <>
      <div id={CONTENT_ID} className="contents">
        <ThankYouContent from={null} />
      </div>
      {THANK_YOU_SOURCES.map((source) => (
        <template key={source} {...{ [VARIANT_ATTRIBUTE]: source }}>
          <ThankYouContent from={source} />
        </template>
      ))}
      <script dangerouslySetInnerHTML={{ __html: SWAP_SCRIPT }} />
    </>
  );
}
