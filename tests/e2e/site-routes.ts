import { agentPaths, servicePaths } from "../../app/site-map/page-paths";

/** Every path of the brief's route table, as a visitor types it. */
export const siteRoutes = [
  "/",
  ...servicePaths,
  "/ai-agents",
  ...agentPaths,
  "/contact",
  "/marketing-for-gas-engineers-and-plumbers",
  "/free-google-visibilty-audit-for-gas-eningeers",
  "/free-audit-booking-success-page",
  "/free-audit",
  "/privacy",
];
