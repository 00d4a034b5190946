import type { LinkedCard } from "~/content/types";
import { agentCatalogue } from "./agent-catalogue";
import { agentPath } from "./page-paths";

/** The "Our AI Solutions" grid on the home and overview pages: one card per agent page. */
export const agentCards: LinkedCard[] = agentCatalogue.map((agent) => ({
  title: agent.name,
  description: agent.summary,
  icon: agent.icon,
  href: agentPath(agent.slug),
}));
