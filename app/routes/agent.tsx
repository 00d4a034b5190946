import { useLocation } from "react-router";
import { href } from "~/lib/href";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AgentBadge } from "~/components/illustrations/agent-badge";
import { agentCopy, agentPageFrame } from "~/content/agents";
import { agentCatalogue } from "~/site-map/agent-catalogue";
import { pageLookup } from "~/site-map/page-lookup";
import { agentPath } from "~/site-map/page-paths";
import { routeMeta } from "~/site-map/route-meta";
import { breadcrumbs, service } from "~/lib/structured-data";
import type { Route } from "./+types/agent";

const agentForPath = pageLookup(agentCatalogue, agentCopy, agentPath);

export function meta({ location }: Route.MetaArgs) {
  const agent = agentForPath(location.pathname);
  const { path } = agent;
  return routeMeta(location, agent.meta, {
    structuredData: [
      service({ name: agent.title, description: agent.description, path, serviceType: agent.name }),
      breadcrumbs([
        { name: agentPageFrame.eyebrow, path: href("/ai-agents") },
        { name: agent.name, path },
      ]),
    ],
  });
}

export default function AgentPage() {
  const agent = agentForPath(useLocation().pathname);
  const { eyebrow, featuresTitle, closing } = agentPageFrame;
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={agent.title}
        subtitle={agent.subtitle}
        description={agent.description}
        cta={agent.cta}
        art={<AgentBadge icon={agent.icon} />}
      />
      <Section>
        <FeatureList title={featuresTitle} features={agent.features} />
      </Section>
      <CtaPanel title={closing.title} text={closing.text(agent.name)} action={agent.cta} />
    </>
  );
}
