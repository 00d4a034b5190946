import { Bot } from "lucide-react";
import { href } from "../lib/href";
import { agentsOverview } from "~/content-model/site-content";
import { agentsSectionName } from "./agents-section";
import type { PageContent } from "./types";

/** Copy for /ai-agents, the overview of all eight agents. */
export const agentsOverviewPage = {
  ...agentsOverview,
  breadcrumb: agentsSectionName,
  hero: { ...agentsOverview.hero, icon: Bot },
  closing: {
    ...agentsOverview.closing,
    action: { text: agentsOverview.closing.action.text, href: href("/contact") },
  },
} satisfies PageContent;
