import { href } from "~/lib/href";
import { CardGrid } from "~/components/sections/card-grid";
import { CtaPanel } from "~/components/sections/cta-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { agentCards } from "~/site-map/agent-cards";
import { agentsOverviewPage } from "~/content/agents-overview";
import { routeMeta } from "~/site-map/route-meta";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/ai-agents";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, agentsOverviewPage.meta, {
    structuredData: [
      breadcrumbs([{ name: agentsOverviewPage.breadcrumb, path: href("/ai-agents") }]),
    ],
  });
}

export default function AiAgents() {
  const { hero, grid, closing } = agentsOverviewPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        art={<AgentBadge icon={hero.icon} />}
      />
      <Section tone="muted" aria-labelledby="agents-grid-heading">
        <SectionHeading id="agents-grid-heading" title={grid.title} intro={grid.intro} />
        <CardGrid cards={agentCards} linkText={grid.linkText} />
      </Section>
      <CtaPanel {...closing} />
    </>
  );
}
