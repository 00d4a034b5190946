import { CardGrid } from "~/components/sections/card-grid";
import { CtaPanel } from "~/components/sections/cta-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SectionHeading } from "~/components/sections/section-heading";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { agentCards } from "~/site-map/agent-cards";
import { agentsOverview } from "~/content/agents-overview";
import { pageMeta } from "~/lib/meta";
import { breadcrumbs } from "~/lib/structured-data";

export function meta() {
  return pageMeta({
    title: agentsOverview.metaTitle,
    description: agentsOverview.metaDescription,
    path: "/ai-agents",
    structuredData: [breadcrumbs([{ name: "AI Agents", path: "/ai-agents" }])],
  });
}

export default function AiAgents() {
  return (
    <>
      <PageHero
        eyebrow={agentsOverview.eyebrow}
        title={agentsOverview.title}
        description={agentsOverview.intro}
        art={<AgentBadge icon={agentsOverview.icon} />}
      />
      <Section tone="muted" aria-labelledby="agents-grid-heading">
        <SectionHeading id="agents-grid-heading" {...agentsOverview.grid} />
        <CardGrid cards={agentCards} />
      </Section>
      <CtaPanel
        title="Ready to implement AI in your business?"
        text={agentsOverview.ctaText}
        action={{ text: "Get Started →", href: "/contact" }}
      />
    </>
  );
}
