import { homePage } from "~/content/home";
import { describe, expect, it } from "vitest";
import { agentCopy } from "~/content/agents";
import { serviceCopy } from "~/content/services";
import { fullTitle } from "~/lib/meta";
import { agentCatalogue } from "./agent-catalogue";
import { pageLookup } from "./page-lookup";
import { agentPath, agentPaths, servicePath, servicePaths } from "./page-paths";
import { serviceCatalogue } from "./service-catalogue";

const services = servicePaths.map(pageLookup(serviceCatalogue, serviceCopy, servicePath));
const agents = agentPaths.map(pageLookup(agentCatalogue, agentCopy, agentPath));

/** The brief's service table: tagline and call-to-action text are quoted exactly. */
const BRIEF_SERVICES = {
  "ai-integration": ["TRANSFORM YOUR BUSINESS", "Get Started →"],
  "lead-generation": ["GROW YOUR PIPELINE", "Boost Your Sales →"],
  "digital-marketing": ["MAXIMIZE YOUR REACH", "Start Marketing →"],
  "database-reactivation": ["REVIVE DORMANT CUSTOMERS", "Reactivate Your Database →"],
  "custom-ai-agents": ["AUTOMATE WITH INTELLIGENCE", "Build Your AI Agent →"],
  "sms-whatsapp": ["CONNECT DIRECTLY", "Start Messaging →"],
} as const;

const PLACEHOLDER = /lorem|ipsum|coming soon|placeholder|TODO|TBC/i;

describe("service pages", () => {
  it("are the brief's six, with its taglines and CTA texts, every CTA to /contact", () => {
    expect(services.map((s) => [s.slug, s.tagline, s.cta.text])).toEqual(
      Object.entries(BRIEF_SERVICES).map(([slug, [tagline, cta]]) => [slug, tagline, cta]),
    );
    for (const service of services) expect(service.cta.href).toBe("/contact");
  });
});

describe("agent pages", () => {
  it("are the brief's eight, each with a CTA to /contact", () => {
    expect(agents.map((a) => a.slug)).toEqual([
      "sales-agent",
      "customer-services",
      "reviews-agent",
      "aftercare",
      "document-collection",
      "basket-recovery",
      "personalised-shopper",
      "voice-ai",
    ]);
    for (const agent of agents) expect(agent.cta.href).toBe("/contact");
  });
});

describe("page copy", () => {
  const pages = [...services, ...agents];

  it("has six distinct features per page", () => {
    for (const page of pages) expect(new Set(page.features).size, page.slug).toBe(6);
  });

  it("has unique search titles and descriptions that search results show in full", () => {
    expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.meta.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(fullTitle(page.meta.title).length, page.slug).toBeLessThanOrEqual(60);
      expect(page.meta.description.length, page.slug).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, page.slug).toBeLessThanOrEqual(160);
    }
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify([pages, homePage.consultancy]);
    expect(text).not.toMatch(PLACEHOLDER);
  });
});

describe("page lookup", () => {
  it("finds a page by its path, with or without a trailing slash", () => {
    const find = pageLookup(agentCatalogue, agentCopy, agentPath);
    expect(find("/ai-agents/voice-ai/").name).toBe("Voice AI");
    expect(find("/ai-agents/voice-ai").path).toBe("/ai-agents/voice-ai");
  });

  it("throws when the route map and the catalogue disagree", () => {
    expect(() => pageLookup(agentCatalogue, agentCopy, agentPath)("/ai-agents/nobody")).toThrow(
      /No page in the catalogue/,
    );
  });
});
