import { agents } from "../content/agents";
import { services } from "../content/services";

/** URL paths of the data-driven pages, shared by the route map, menus, cards and lookups. */
export const servicePath = (slug: string) => `/${slug}`;
export const agentPath = (slug: string) => `/ai-agents/${slug}`;

export const servicePaths = services.map((service) => servicePath(service.slug));
export const agentPaths = agents.map((agent) => agentPath(agent.slug));

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function serviceForPath(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return services.find((service) => servicePath(service.slug) === path);
}

export function agentForPath(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return agents.find((agent) => agentPath(agent.slug) === path);
}
