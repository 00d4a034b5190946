import { data, useLocation } from "react-router";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { agentForPath, agentPath } from "~/config/page-paths";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/agent";

function useAgent() {
  const agent = agentForPath(useLocation().pathname);
  if (!agent) throw data(null, { status: 404 });
  return agent;
}

export function meta({ location }: Route.MetaArgs) {
  const agent = agentForPath(location.pathname);
  if (!agent) return [];
  return pageMeta({
    title: agent.metaTitle,
    description: agent.metaDescription,
    path: agentPath(agent.slug),
  });
}

export default function AgentPage() {
  const agent = useAgent();
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
