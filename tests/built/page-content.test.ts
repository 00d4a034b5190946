/**
 * The brief's content, in the HTML every visitor and crawler gets before any script: the home
 * page's hero and grids, each service and agent page's features and calls to action, the footer's
 * legal details and the contact and audit pages' own sections.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../app/config/site";
import { agentPageFrame } from "../../app/content/agents";
import { agentsOverviewPage } from "../../app/content/agents-overview";
import { gasAuditPage } from "../../app/content/gas-audit";
import { homePage } from "../../app/content/home";
import { serviceCopy, servicePageFrame } from "../../app/content/services";
import { agentPaths, servicePaths } from "../../app/site-map/page-paths";
import { siteRoutes } from "../e2e/site-routes";
import { servedPage } from "./built-site";
import {
  headingNamed,
  hrefsOf,
  links,
  linksNamed,
  mainOf,
  sectionHeaded,
  textOf,
} from "./page-queries";

const mainAt = async (path: string) => mainOf((await servedPage(path)).document);

/** The one link named `name` in `root`, to read its attributes. */
function linkNamed(root: ParentNode, name: string | RegExp): Element {
  const [link] = linksNamed(root, name);
  if (!link) throw new Error(`No link named ${String(name)}`);
  return link;
}

it("home has the hero, the dashboard, both grids and the sister product", async () => {
  const main = await mainAt("/");
  expect(textOf(main.querySelector("h1") ?? main)).toBe(homePage.hero.title);
  for (const text of [
    homePage.hero.badge,
    homePage.hero.savingsTitle,
    homePage.hero.savingsText,
    "AI Dashboard",
  ]) {
    expect(textOf(main)).toContain(text);
  }
  const terms = [...main.querySelectorAll("dt")].map(textOf);
  const definitions = [...main.querySelectorAll("dd")].map(textOf);
  for (const { value, label } of homePage.hero.stats) {
    expect(
      definitions.some((text) => text.includes(value)),
      value,
    ).toBe(true);
    expect(
      terms.some((text) => text.includes(label)),
      label,
    ).toBe(true);
  }
  const bars = [...main.querySelectorAll<HTMLElement>("[aria-hidden] .origin-bottom")].map((bar) =>
    parseFloat(bar.style.height),
  );
  expect(bars).toEqual(homePage.dashboard.bars);

  for (const cta of [homePage.hero.primaryCta, homePage.hero.secondaryCta]) {
    expect(linkNamed(main, cta.text).getAttribute("href")).toBe(cta.href);
  }
  expect(headingNamed(main, homePage.scaleBanner.title)).toBeDefined();
  const scaleCta = homePage.scaleBanner.cta;
  expect(linkNamed(main, scaleCta.text).getAttribute("href")).toBe(scaleCta.href);

  const solutions = sectionHeaded(main, homePage.solutions.title);
  expect(solutions.querySelectorAll("li")).toHaveLength(8);
  expect(hrefsOf(links(solutions))).toEqual(agentPaths);

  const consultancy = sectionHeaded(main, homePage.consultancy.title);
  expect(homePage.consultancy.cards).toHaveLength(6);
  for (const { title } of homePage.consultancy.cards) {
    expect(headingNamed(consultancy, title), title).toBeDefined();
  }

  const phoenix = linkNamed(main, new RegExp(homePage.sisterProduct.cta));
  expect(phoenix.getAttribute("target")).toBe("_blank");
  expect(phoenix.getAttribute("rel")).toBe("noopener noreferrer");
  const learnMore = linkNamed(main, new RegExp(homePage.featureBlocks[0]?.buttonText ?? ""));
  expect(learnMore.getAttribute("target")).toBe("_blank");
});

// The brief's taglines and CTA texts themselves are checked in app/site-map/pages.test.ts.
const SERVICE_TABLE = Object.entries(serviceCopy).map(
  ([slug, { tagline, cta }]) => [`/${slug}`, tagline, cta.text] as const,
);

it("the service table covers every service page", () => {
  expect(SERVICE_TABLE.map(([path]) => path).sort()).toEqual([...servicePaths].sort());
});

describe.each(SERVICE_TABLE)("%s", (path, tagline, cta) => {
  it("has its tagline, six key features and calls to action to /contact", async () => {
    const main = await mainAt(path);
    expect([...main.querySelectorAll("*")].some((element) => textOf(element) === tagline)).toBe(
      true,
    );
    expect(linkNamed(main, cta).getAttribute("href")).toBe("/contact");
    const features = sectionHeaded(main, servicePageFrame.featuresTitle);
    expect(features.querySelectorAll("li")).toHaveLength(6);
    const { closing } = servicePageFrame;
    expect(headingNamed(main, closing.title)).toBeDefined();
    expect(linkNamed(main, closing.action.text).getAttribute("href")).toBe("/contact");
  });
});

it("the AI agents overview lists all eight and ends with a call to action", async () => {
  const main = await mainAt("/ai-agents");
  expect(hrefsOf([...main.querySelectorAll("li a[href]")])).toEqual(agentPaths);
  const { closing } = agentsOverviewPage;
  expect(headingNamed(main, closing.title)).toBeDefined();
  expect(linkNamed(main, new RegExp(closing.action.text)).getAttribute("href")).toBe("/contact");
});

describe.each(agentPaths)("%s", (path) => {
  it("has a title, six features and calls to action to /contact only", async () => {
    const main = await mainAt(path);
    expect(main.querySelectorAll("h1")).toHaveLength(1);
    const features = sectionHeaded(main, agentPageFrame.featuresTitle);
    expect(features.querySelectorAll("li")).toHaveLength(6);
    const ctas = linksNamed(main, /→$/);
    expect(ctas.length).toBeGreaterThan(0);
    expect(new Set(hrefsOf(ctas))).toEqual(new Set(["/contact"]));
  });
});

it("the footer carries the company's legal details and main links", async () => {
  const footer = (await servedPage("/")).document.querySelector("footer");
  if (!footer) throw new Error("No footer");
  const text = textOf(footer);
  expect(text).toContain(`© ${new Date().getFullYear()}`);
  expect(text).toContain(site.legalName);
  expect(text).toMatch(/company number \d{8}/);
  expect(text).toContain(site.address.city);
  expect(linkNamed(footer, "Contact").getAttribute("href")).toBe("/contact");
});

it("the contact page gives the email address and the founders' profiles in new tabs", async () => {
  const main = await mainAt("/contact");
  expect(linksNamed(main, /@kestrel-ai\.co\.uk/).length).toBeGreaterThan(0);
  const profiles = linksNamed(main, /on LinkedIn/);
  expect(profiles).toHaveLength(2);
  for (const link of profiles) {
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  }
});

it("the £99 audit page carries the price, guarantee, steps and about sections", async () => {
  const main = await mainAt("/free-google-visibilty-audit-for-gas-eningeers");
  const price = gasAuditPage.form.price;
  expect([...main.querySelectorAll("*")].some((element) => textOf(element) === price)).toBe(true);
  for (const title of [
    gasAuditPage.guarantee.title,
    gasAuditPage.steps.heading.title,
    gasAuditPage.about.title,
  ]) {
    expect(headingNamed(main, title), title).toBeDefined();
  }
});

it("every page's logo leads home", async () => {
  for (const path of siteRoutes) {
    const header = (await servedPage(path)).document.querySelector("header");
    expect(linkNamed(header ?? document, new RegExp(`^${site.brand}`)).getAttribute("href")).toBe(
      "/",
    );
  }
});

it("the gas-engineer audit page shows only the logo in its header", async () => {
  const { document } = await servedPage("/free-google-visibilty-audit-for-gas-eningeers");
  const header = document.querySelector("header");
  expect(header?.querySelectorAll("a[href]")).toHaveLength(1);
  expect(header?.querySelectorAll("button")).toHaveLength(0);
  expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
});
