import { ArrowDown } from "lucide-react";
import { href } from "~/lib/href";
import { BookingSection } from "~/components/sections/booking-section";
import { CardGrid } from "~/components/sections/card-grid";
import { FaqList } from "~/components/sections/faq-list";
import { GuaranteePanel } from "~/components/sections/guarantee-panel";
import { KpiGrid } from "~/components/sections/kpi-grid";
import { OfferPanel } from "~/components/sections/offer-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { SummaryCard } from "~/components/sections/summary-card";
import { buttonVariants } from "~/components/ui/button";
import { offerLinks } from "~/content/gas-audit-offer";
import { gasAuditFaq } from "~/content/gas-audit-faq";
import { gasEngineersPage } from "~/content/gas-engineers";
import { BookingEmbed } from "~/features/booking-embed/booking-embed";
import { ScrollToLink } from "~/components/ui/scroll-to-link";
import { faqPage, service } from "~/lib/structured-data";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/gas-engineers";

const BOOKING_SECTION_ID = "book";
const BOOKING_HEADING_ID = "book-heading";

export function meta({ location }: Route.MetaArgs) {
  const { meta, summary } = gasEngineersPage;
  return routeMeta(location, meta, {
    structuredData: [
      service({
        name: summary.title,
        description: meta.description,
        path: href("/marketing-for-gas-engineers-and-plumbers"),
        serviceType: "Google visibility audit",
        // The summary card's "Free (usually £99)": the call itself costs nothing.
        price: { pounds: 0, name: summary.title },
      }),
      faqPage(gasAuditFaq.items),
    ],
  });
}

export default function GasEngineers() {
  const { hero, summary, facts, guarantee, method, kpis, booking, paidAudit } = gasEngineersPage;
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
        <BookingEmbed url={offerLinks.gasBooking} title={embedTitle} />
      </BookingSection>
      <Section tone="muted" aria-labelledby="paid-audit-heading">
        <SectionHeading id="paid-audit-heading" {...paidAudit.heading} />
        <OfferPanel points={paidAudit.points} action={paidAudit.action} />
      </Section>
      <Section aria-labelledby="faq-heading">
        <SectionHeading id="faq-heading" {...gasAuditFaq.heading} />
        <FaqList items={gasAuditFaq.items} />
      </Section>
    </>
  );
}
