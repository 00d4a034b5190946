import { href } from "~/lib/href";
import { CardGrid } from "~/components/sections/card-grid";
import { CaseResultGrid } from "~/components/sections/case-result-grid";
import { FaqList } from "~/components/sections/faq-list";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepsList } from "~/components/sections/steps-list";
import { SummaryCard } from "~/components/sections/summary-card";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { offerLinks } from "~/content/gas-audit-offer";
import { enterpriseAuditPage } from "~/content/enterprise-audit";
import { faqPage, service } from "~/lib/structured-data";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/enterprise-audit";

export function meta({ location }: Route.MetaArgs) {
  const { meta, hero, faq } = enterpriseAuditPage;
  return routeMeta(location, meta, {
    structuredData: [
      service({
        name: meta.title,
        description: meta.description,
        path: href("/free-audit"),
        serviceType: "Software cost audit",
        // The summary card's "Cost: Free, no obligation".
        price: { pounds: 0, name: hero.eyebrow },
      }),
      faqPage(faq.items),
    ],
  });
}

/** The booking page lives on another site; until one is configured, the contact page takes bookings. */
function DiscoveryCallButton({ className }: { className?: string }) {
  const classes = buttonVariants({ size: "lg", className });
  const { text, fallbackHref } = enterpriseAuditPage.discoveryCall;
  return offerLinks.enterpriseBooking ? (
    <ExternalLink href={offerLinks.enterpriseBooking} className={classes}>
      {text}
    </ExternalLink>
  ) : (
    <a href={fallbackHref} className={classes}>
      {text}
    </a>
  );
}

export default function EnterpriseAudit() {
  const { hero, atAGlance, smallerFirms, leaks, cases, process, deliverables, faq, closing } =
    enterpriseAuditPage;
  return (
    <>
      <PageHero {...hero} art={<SummaryCard {...atAGlance} action={<DiscoveryCallButton />} />} />
      <Section aria-labelledby="smaller-firms-heading">
        <SectionHeading id="smaller-firms-heading" {...smallerFirms.heading} />
        <CardGrid cards={smallerFirms.cards} linkText={smallerFirms.linkText} columns={2} />
      </Section>
      <Section tone="muted" aria-labelledby="leaks-heading">
        <SectionHeading id="leaks-heading" {...leaks.heading} />
        <CardGrid cards={leaks.cards} />
      </Section>
      <Section aria-labelledby="cases-heading">
        <SectionHeading id="cases-heading" {...cases.heading} />
        <CaseResultGrid
          results={cases.results}
          findingsLabel={cases.findingsLabel}
          note={cases.note}
        />
      </Section>
      <Section tone="muted" aria-labelledby="process-heading">
        <SectionHeading id="process-heading" {...process.heading} />
        <StepsList steps={process.steps} />
      </Section>
      <Section>
        <FeatureList {...deliverables} />
      </Section>
      <Section tone="muted" aria-labelledby="faq-heading">
        <SectionHeading id="faq-heading" {...faq.heading} />
        <FaqList items={faq.items} />
      </Section>
      <Section aria-labelledby="closing-heading">
        <SectionHeading id="closing-heading" {...closing} />
        <div className="mt-8 text-center">
          <DiscoveryCallButton />
        </div>
      </Section>
    </>
  );
}
