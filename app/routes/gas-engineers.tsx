import { ArrowDown } from "lucide-react";
import { BookingSection } from "~/components/sections/booking-section";
import { CardGrid } from "~/components/sections/card-grid";
import { GuaranteePanel } from "~/components/sections/guarantee-panel";
import { KpiGrid } from "~/components/sections/kpi-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { SummaryCard } from "~/components/sections/summary-card";
import { buttonVariants } from "~/components/ui/button";
import { env } from "~/config/env";
import { gasEngineersPage } from "~/content/gas-engineers";
import { BookingEmbed } from "~/features/booking-embed/booking-embed";
import { ScrollToLink } from "~/components/ui/scroll-to-link";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-engineers";

const BOOKING_SECTION_ID = "book";
const BOOKING_HEADING_ID = "book-heading";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, gasEngineersPage.meta);
}

export default function GasEngineers() {
  const { hero, summary, facts, guarantee, method, kpis, booking } = gasEngineersPage;
  const { embedTitle, ...bookingCopy } = booking;
  return (
    <>
      <PageHero
        {...hero}
        art={
          <SummaryCard
            {...summary}
            action={
              <ScrollToLink
                targetId={BOOKING_SECTION_ID}
                focusId={BOOKING_HEADING_ID}
                className={buttonVariants({ size: "lg" })}
              >
                {summary.actionText}
                <ArrowDown aria-hidden="true" />
              </ScrollToLink>
            }
          />
        }
      />
      <Section tone="muted" aria-labelledby="facts-heading">
        <SectionHeading id="facts-heading" {...facts.heading} />
        <CardGrid cards={facts.cards} />
      </Section>
      <Section aria-labelledby="guarantee-heading">
        <GuaranteePanel id="guarantee-heading" {...guarantee} />
      </Section>
      <Section tone="muted" aria-labelledby="method-heading">
        <SectionHeading id="method-heading" {...method.heading} />
        <StepsList steps={method.steps} />
      </Section>
      <Section aria-labelledby="kpis-heading">
        <SectionHeading id="kpis-heading" {...kpis.heading} />
        <KpiGrid items={kpis.items} />
      </Section>
      <BookingSection id={BOOKING_SECTION_ID} headingId={BOOKING_HEADING_ID} {...bookingCopy}>
        <BookingEmbed url={env.gasBookingEmbedUrl} title={embedTitle} />
      </BookingSection>
    </>
  );
}
