/**
 * The words the pages show, read from app/content and app/config as the e2e build reads them:
 * through Vite in the build's mode (`--mode e2e`, .env.e2e), so `~/` imports and
 * `import.meta.env` resolve as they did for the pages. A journey asserts what the copy says
 * rather than retyping it, so a copywriter's change moves the tests with it. Loaded once per
 * test worker.
 */
import { resolve } from "node:path";
import { withAppModules } from "../../scripts/app-modules";
import type * as AgentsOverview from "../../app/content/agents-overview";
import type * as Agents from "../../app/content/agents";
import type * as BookingEmbed from "../../app/content/booking-embed";
import type * as Contact from "../../app/content/contact";
import type * as EnterpriseAudit from "../../app/content/enterprise-audit";
import type * as ExitIntent from "../../app/content/exit-intent";
import type * as GasAudit from "../../app/content/gas-audit";
import type * as GasAuditOffer from "../../app/content/gas-audit-offer";
import type * as GasAuditThankYou from "../../app/content/gas-audit-thank-you";
import type * as GasEngineers from "../../app/content/gas-engineers";
import type * as Home from "../../app/content/home";
import type * as NotFound from "../../app/content/not-found";
import type * as Services from "../../app/content/services";
import type * as SiteFooter from "../../app/content/site-footer";
import type * as Site from "../../app/config/site";

const root = resolve(import.meta.dirname, "../..");

async function loadCopy() {
  return withAppModules({ root, mode: "e2e" }, async (load) => ({
    ...(await load<typeof AgentsOverview>("/app/content/agents-overview.ts")),
    ...(await load<typeof Agents>("/app/content/agents.ts")),
    ...(await load<typeof BookingEmbed>("/app/content/booking-embed.ts")),
    ...(await load<typeof Contact>("/app/content/contact.ts")),
    ...(await load<typeof EnterpriseAudit>("/app/content/enterprise-audit.ts")),
    ...(await load<typeof ExitIntent>("/app/content/exit-intent.ts")),
    ...(await load<typeof GasAudit>("/app/content/gas-audit.ts")),
    ...(await load<typeof GasAuditOffer>("/app/content/gas-audit-offer.ts")),
    ...(await load<typeof GasAuditThankYou>("/app/content/gas-audit-thank-you.ts")),
    ...(await load<typeof GasEngineers>("/app/content/gas-engineers.ts")),
    ...(await load<typeof Home>("/app/content/home.ts")),
    ...(await load<typeof NotFound>("/app/content/not-found.ts")),
    ...(await load<typeof Services>("/app/content/services.ts")),
    ...(await load<typeof SiteFooter>("/app/content/site-footer.ts")),
    ...(await load<typeof Site>("/app/config/site.ts")),
  }));
}

/** Every export of the content modules above, e.g. `copy.homePage.hero.title`. */
export const copy = await loadCopy();
