import { AiDashboard } from "~/components/sections/ai-dashboard";
import { CardGrid } from "~/components/sections/card-grid";
import { FeatureBlock } from "~/components/sections/feature-block";
import { GradientBanner } from "~/components/sections/gradient-banner";
import { HomeHero } from "~/components/sections/home-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { SisterProduct } from "~/components/sections/sister-product";
import { env } from "~/config/env";
import { agentCards } from "~/site-map/agent-cards";
import { consultancy } from "~/content/consultancy";
import {
  consultancyIntro,
  dashboardBars,
  homeFeatureBlocks,
  homeHero,
  homeMeta,
  scaleBanner,
  sisterProductSection,
  solutionsIntro,
} from "~/content/home";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({ title: homeMeta.metaTitle, description: homeMeta.metaDescription, path: "/" });
}

export default function Home() {
  return (
    <>
      <HomeHero
        {...homeHero}
        visual={<AiDashboard bars={dashboardBars} efficiency="94%" roi="2.4x" />}
      />
      <Section>
        <div className="space-y-20 sm:space-y-28">
          {homeFeatureBlocks(env.salesPhoenixUrl).map((block) => (
            <FeatureBlock key={block.title} block={block} />
          ))}
        </div>
      </Section>
      <GradientBanner {...scaleBanner} />
      <Section tone="muted" aria-labelledby="solutions-heading">
        <SectionHeading id="solutions-heading" {...solutionsIntro} />
        <CardGrid cards={agentCards} />
      </Section>
      <Section aria-labelledby="consultancy-heading">
        <SectionHeading id="consultancy-heading" {...consultancyIntro} />
        <CardGrid cards={consultancy} columns={3} />
      </Section>
      <SisterProduct {...sisterProductSection} href={env.salesPhoenixUrl} />
    </>
  );
}
