import { agentCatalogue } from "../content/agent-catalogue";
import { serviceCatalogue } from "../content/service-catalogue";

/** URL paths of the data-driven pages, shared by the route map, menus, cards and lookups. */
export const servicePath = (slug: string) => `/${slug}`;
export const agentPath = (slug: string) => `/ai-agents/${slug}`;

export const servicePaths = serviceCatalogue.map((service) => servicePath(service.slug));
export const agentPaths = agentCatalogue.map((agent) => agentPath(agent.slug));

export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
