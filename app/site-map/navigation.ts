import { href } from "../lib/href";
import { agentsSectionName } from "~/content/agents-section";
import { agentCatalogue } from "./agent-catalogue";
import { agentPath, servicePath } from "./page-paths";
import { serviceCatalogue } from "./service-catalogue";

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
  href: href("/ai-agents"),
  description: "All eight AI agents and how they work together",
};

export const agentLinks: NavLink[] = agentCatalogue.map((agent) => ({
  label: agent.name,
  href: agentPath(agent.slug),
  description: withoutFullStop(agent.summary),
}));

/**
 * The names of the two groups of pages, shared by the header's menus, the drawer and the footer;
 * the agents' name is the content's own, so a page's eyebrow and its menu always agree.
 */
export const menuLabels = { services: "Services", agents: agentsSectionName } as const;

export const homeLink: NavLink = { label: "Home", href: href("/") };
export const freeAuditLink: NavLink = { label: "Free Audit", href: href("/free-audit") };
export const contactLink: NavLink = { label: "Contact", href: href("/contact") };
const privacyLink: NavLink = { label: "Privacy notice", href: href("/privacy") };

export const footerLinks: { heading: string; links: NavLink[] }[] = [
  { heading: menuLabels.services, links: serviceLinks },
  {
    heading: menuLabels.agents,
    links: [{ ...agentsOverviewLink, label: "All AI agents" }, ...agentLinks],
  },
  {
    heading: "Company",
    links: [
      homeLink,
      contactLink,
      freeAuditLink,
      {
        label: "Marketing for gas engineers",
        href: href("/marketing-for-gas-engineers-and-plumbers"),
      },
      privacyLink,
    ],
  },
];
