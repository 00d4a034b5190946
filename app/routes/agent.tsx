import { useLocation } from "react-router";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { agentCopy } from "~/content/agents";
import { agentCatalogue } from "~/site-map/agent-catalogue";
import { pageLookup } from "~/site-map/page-lookup";
import { agentPath } from "~/site-map/page-paths";
import { pageMeta } from "~/lib/meta";
import { breadcrumbs, service } from "~/lib/structured-data";
import type { Route } from "./+types/agent";

const agentForPath = pageLookup(agentCatalogue, agentCopy, agentPath);

export function meta({ location }: Route.MetaArgs) {
  const agent = agentForPath(location.pathname);
  const { path } = agent;
  return pageMeta({
    title: agent.metaTitle,
    description: agent.metaDescription,
    path,
    structuredData: [
      service({ name: agent.title, description: agent.description, path, serviceType: agent.name }),
      breadcrumbs([
        { name: "AI Agents", path: "/ai-agents" },
        { name: agent.name, path },
      ]),
    ],
  });
}

export default function AgentPage() {
  const agent = agentForPath(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow="AI Agents"
        title={agent.title}
        subtitle={agent.subtitle}
        description={agent.description}
        cta={agent.cta}
        art={<AgentBadge icon={agent.icon} />}
      />
      <Section>
        <FeatureList title="What it does for you" features={agent.features} />
      </Section>
      <CtaPanel
        title="Ready to put this agent to work?"
        text={`We configure, test and launch your ${agent.name} around your processes and tools, then keep tuning it with you. Most agents go live within weeks.`}
        action={agent.cta}
      />
    </>
  );
}
