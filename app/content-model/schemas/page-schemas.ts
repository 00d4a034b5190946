/**
 * The pages' documents, each inferred from its defaults (inferred.ts) with the editor's words
 * where a field's name says too little, and the lists whose length the page or the spec fixes.
 */
import { agentsOverviewDefaults } from "../defaults/agents-overview-defaults.ts";
import { agentsDefaults } from "../defaults/agents-defaults.ts";
import { bookingEmbedDefaults } from "../defaults/booking-embed-defaults.ts";
import { contactDefaults } from "../defaults/contact-defaults.ts";
import { enterpriseAuditDefaults } from "../defaults/enterprise-audit-defaults.ts";
import { exitIntentDefaults } from "../defaults/exit-intent-defaults.ts";
import { gasAuditFaqDefaults } from "../defaults/gas-audit-faq-defaults.ts";
import { gasAuditDefaults } from "../defaults/gas-audit-defaults.ts";
import { gasEngineersDefaults } from "../defaults/gas-engineers-defaults.ts";
import { homeDefaults } from "../defaults/home-defaults.ts";
import { notFoundDefaults } from "../defaults/not-found-defaults.ts";
import { siteFooterDefaults } from "../defaults/site-footer-defaults.ts";
import { siteHeaderDefaults } from "../defaults/site-header-defaults.ts";
import { servicesDefaults } from "../defaults/services-defaults.ts";
import { thankYouDefaults } from "../defaults/thank-you-defaults.ts";
import { inferredSchema } from "../inferred.ts";

/** The brief's "Key Features" lists and agent bullets have six. */
const SIX = { length: 6 };

export const homeSchema = inferredSchema(homeDefaults, {
  labels: {
    "hero.savingsTitle": {
      label: "Savings claim",
      help: 'The brief\'s "Unlock thousands in savings"',
    },
    "hero.savingsText": { label: "Savings claim's detail" },
    "hero.stats": {
      label: "Figures",
      help: "The three figures beside the hero: replace with your own",
    },
  },
  lists: {
    "hero.stats": { length: 3 },
    featureBlocks: { length: 2 },
    "consultancy.cards": SIX,
  },
});

export const servicesSchema = inferredSchema(servicesDefaults, {
  lists: { "pages.*.features": SIX },
});

export const agentsSchema = inferredSchema(agentsDefaults, {
  labels: { "closing.text": { label: "Text", help: "{agentName} is the agent's name" } },
  lists: { "pages.*.features": SIX },
});

export const agentsOverviewSchema = inferredSchema(agentsOverviewDefaults);

export const contactSchema = inferredSchema(contactDefaults, {
  labels: {
    "founders.profileLinkText": { label: "Profile link", help: "{name} is the founder's name" },
  },
});

export const gasEngineersSchema = inferredSchema(gasEngineersDefaults, {
  lists: { "facts.cards": { length: 4 }, "kpis.items": SIX, "summary.items": { length: 3 } },
});

export const gasAuditSchema = inferredSchema(gasAuditDefaults, {
  lists: { "steps.items": { length: 3 } },
});

export const gasAuditFaqSchema = inferredSchema(gasAuditFaqDefaults);

export const thankYouSchema = inferredSchema(thankYouDefaults, {
  lists: { "includes.features": SIX },
});

export const enterpriseAuditSchema = inferredSchema(enterpriseAuditDefaults, {
  lists: {
    "smallerFirms.cards": { length: 2 },
    "leaks.cards": { length: 4 },
    "deliverables.features": SIX,
    "atAGlance.items": { length: 4 },
  },
});

export const notFoundSchema = inferredSchema(notFoundDefaults);

export const exitIntentSchema = inferredSchema(exitIntentDefaults);

export const bookingEmbedSchema = inferredSchema(bookingEmbedDefaults);

export const siteHeaderSchema = inferredSchema(siteHeaderDefaults);

export const siteFooterSchema = inferredSchema(siteFooterDefaults);
