import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { agentPaths, servicePaths } from "./site-map/page-paths";

/**
 * Every URL of the site. Paths are the brief's, spelling included (docs/architecture.md). The six service pages and the
 * eight agent pages each share one route module, fed by the content arrays.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    ...servicePaths.map((path) => route(path, "routes/service.tsx", { id: `service${path}` })),
    route("ai-agents", "routes/ai-agents.tsx"),
    ...agentPaths.map((path) => route(path, "routes/agent.tsx", { id: `agent${path}` })),
    route("contact", "routes/contact.tsx"),
    route("marketing-for-gas-engineers-and-plumbers", "routes/gas-engineers.tsx"),
    route("free-audit-booking-success-page", "routes/gas-audit-thank-you.tsx"),
    route("free-audit", "routes/enterprise-audit.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/landing-layout.tsx", [
    route("free-google-visibilty-audit-for-gas-eningeers", "routes/gas-audit.tsx"),
  ]),
] satisfies RouteConfig;
