/**
 * Compile-time checks, run by `npm run typecheck` (tsc), not by Vitest: each `@ts-expect-error`
 * fails the typecheck if the line below it ever compiles, that is if a service or agent page
 * without copy could be built again.
 */
import { Sparkles } from "lucide-react";
import { agentCopy } from "~/content/agents";
import { serviceCopy } from "~/content/services";
import { agentCatalogue } from "./agent-catalogue";
import { pageLookup } from "./page-lookup";
import { agentPath, servicePath } from "./page-paths";
import { serviceCatalogue } from "./service-catalogue";

// Every catalogue page has its copy: these compile, as the routes' own calls do.
pageLookup(serviceCatalogue, serviceCopy, servicePath);
pageLookup(agentCatalogue, agentCopy, agentPath);

// A service added to the catalogue with no copy written for it.
const newService = {
  slug: "new-service",
  name: "New Service",
  icon: Sparkles,
  summary: "A page with a menu entry and no copy",
} as const;
// @ts-expect-error: "new-service" has no entry in serviceCopy
pageLookup([...serviceCatalogue, newService], serviceCopy, servicePath);

// An agent page whose copy has gone missing.
declare const agentCopyWithoutVoiceAi: Omit<typeof agentCopy, "voice-ai">;
// @ts-expect-error: "voice-ai" is in the catalogue but not in the copy
pageLookup(agentCatalogue, agentCopyWithoutVoiceAi, agentPath);
