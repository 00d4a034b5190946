import { agentCatalogue } from "~/content/agent-catalogue";
import { serviceCatalogue } from "~/content/service-catalogue";
import type { ContentCard } from "~/content/types";
import { agentPath, servicePath } from "./page-paths";

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

/** Menu descriptions read as phrases: the card copy's closing full stops are dropped. */
function withoutFullStop(text: string): string {
  return text.replace(/\.$/, "");
}

/** Menus are derived from the page content so a new service or agent appears everywhere at once. */
export const serviceLinks: NavLink[] = serviceCatalogue.map((service) => ({
  label: service.name,
  href: servicePath(service.slug),
  description: withoutFullStop(service.summary),
}));

export const agentsOverviewLink: NavLink = {
  label: "Overview",
  href: "/ai-agents",
  description: "All eight AI agents and how they work together",
};

export const agentLinks: NavLink[] = agentCatalogue.map((agent) => ({
  label: agent.name,
  href: agentPath(agent.slug),
  description: withoutFullStop(agent.summary),
}));

export const freeAuditLink: NavLink = { label: "Free Audit", href: "/free-audit" };
export const contactLink: NavLink = { label: "Contact", href: "/contact" };
export const privacyLink: NavLink = { label: "Privacy notice", href: "/privacy" };

export const footerLinks: { heading: string; links: NavLink[] }[] = [
  { heading: "Services", links: serviceLinks },
  {
    heading: "AI Agents",
    links: [{ ...agentsOverviewLink, label: "All AI agents" }, ...agentLinks],
  },
  {
    heading: "Company",
    links: [
      { label: "Home", href: "/" },
      contactLink,
      freeAuditLink,
      { label: "Marketing for gas engineers", href: "/marketing-for-gas-engineers-and-plumbers" },
      privacyLink,
    ],
  },
];

/** The "Our AI Solutions" grid: one card per agent page. */
export const agentCards: ContentCard[] = agentCatalogue.map((agent) => ({
  title: agent.name,
  description: agent.summary,
  icon: agent.icon,
  href: agentPath(agent.slug),
}));
