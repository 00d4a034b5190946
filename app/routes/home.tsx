import { AiDashboard } from "~/components/sections/ai-dashboard";
import { CardGrid } from "~/components/sections/card-grid";
import { FeatureBlock } from "~/components/sections/feature-block";
import { GradientBanner } from "~/components/sections/gradient-banner";
import { HomeHero } from "~/components/sections/home-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { SisterProduct } from "~/components/sections/sister-product";
import { agentCards } from "~/site-map/agent-cards";
import { homePage } from "~/content/home";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/home";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, homePage.meta);
}

export default function Home() {
  const { hero, dashboard, featureBlocks, scaleBanner, solutions, consultancy, sisterProduct } =
    homePage;
  return (
    <>
      <HomeHero {...hero} visual={<AiDashboard {...dashboard} />} />
      <Section>
        <div className="space-y-20 sm:space-y-28">
          {featureBlocks.map((block) => (
            <FeatureBlock key={block.title} block={block} />
          ))}
        </div>
      </Section>
      <GradientBanner {...scaleBanner} />
      <Section tone="muted" aria-labelledby="solutions-heading">
        <SectionHeading id="solutions-heading" title={solutions.title} intro={solutions.intro} />
        <CardGrid cards={agentCards} linkText={solutions.linkText} />
      </Section>
      <Section aria-labelledby="consultancy-heading">
        <SectionHeading
          id="consultancy-heading"
          title={consultancy.title}
          intro={consultancy.intro}
        />
        <CardGrid cards={consultancy.cards} columns={3} />
      </Section>
      <SisterProduct {...sisterProduct} />
    </>
  );
}
