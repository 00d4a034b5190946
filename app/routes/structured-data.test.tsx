import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonLdProblems } from "../../scripts/release/json-ld-rules";
import { site } from "~/config/site";
import { gasAuditOffer } from "~/content/gas-audit-offer";
import { NOT_FOUND_PATH } from "~/site-map/page-paths";
import routes from "../routes";

interface RouteModule {
  default: ComponentType;
  meta: (args: { location: { pathname: string } }) => MetaDescriptor[];
}

const modules = import.meta.glob<RouteModule>("./*.tsx");

/** Every page the build prerenders, with the module that renders it. */
function pages(entries: readonly RouteConfigEntry[] = routes): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    if (entry.children) return pages(entry.children);
    const path = entry.index ? "/" : `/${(entry.path ?? "").replace(/^\//, "")}`;
    return [{ path: path === "/*" ? NOT_FOUND_PATH : path, file: `./${entry.file.slice(7)}` }];
  });
}

async function load(file: string): Promise<RouteModule> {
  const loadModule = modules[file];
  if (!loadModule) throw new Error(`No route module ${file}`);
  return loadModule();
}

async function jsonLd(path: string, file: string): Promise<Record<string, unknown>[]> {
  const module = await load(file);
  return module
    .meta({ location: { pathname: path } })
    .flatMap((tag) =>
      "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
    );
}

const blockOf = (blocks: Record<string, unknown>[], type: string) =>
  blocks.find((block) => block["@type"] === type);

describe("every page's JSON-LD", () => {
  const all = pages();

  it("covers every page of the route map", () => {
    expect(all.length).toBeGreaterThanOrEqual(22);
  });

  it.each(all)("$path meets the rules of the types it uses", async ({ path, file }) => {
    const blocks = await jsonLd(path, file);
    expect(blocks.map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["ProfessionalService", "WebSite"]),
    );
    expect(blocks.flatMap(jsonLdProblems)).toEqual([]);
  });

  it("prices each audit as its page does", async () => {
    const price = async (path: string, file: string) => {
      const service = blockOf(await jsonLd(path, file), "Service");
      return (service?.offers as { price?: string } | undefined)?.price;
    };
    const paidAudit = "/free-google-visibilty-audit-for-gas-eningeers";
    expect(await price(paidAudit, "./gas-audit.tsx")).toBe(`${gasAuditOffer.price}.00`);
    expect(await price("/marketing-for-gas-engineers-and-plumbers", "./gas-engineers.tsx")).toBe(
      "0.00",
    );
    expect(await price("/free-audit", "./enterprise-audit.tsx")).toBe("0.00");
    expect(await price("/contact", "./contact.tsx")).toBeUndefined();
  });

  it("has rules that notice what Google would", async () => {
    const agency = blockOf(await jsonLd("/", "./home.tsx"), "ProfessionalService") ?? {};
    expect(jsonLdProblems({ ...agency, address: undefined, geo: { latitude: 51.5 } })).toEqual(
      expect.arrayContaining([
        "ProfessionalService: address is a PostalAddress",
        "ProfessionalService: geo to five decimals",
      ]),
    );
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "Product" })).toEqual([
      "Product: no rules for this type",
    ]);
  });

  it("describes the agency with the facts of config/site.ts", async () => {
    const agency = blockOf(await jsonLd("/", "./home.tsx"), "ProfessionalService");
    expect(agency).toMatchObject({
      geo: site.geo,
      openingHoursSpecification: { opens: site.openingHours.opens },
      areaServed: { "@type": "Country", name: "United Kingdom" },
    });
  });
});

/** The questions and answers as a visitor reads them in the page's FAQ section. */
function visibleFaq(path: string, Page: ComponentType) {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const html = renderToStaticMarkup(<Stub initialEntries={[path]} />);
  const document = new DOMParser().parseFromString(html, "text/html");
  const section = document.querySelector('section[aria-labelledby="faq-heading"]');
  return [...(section?.querySelectorAll("details") ?? [])].map((item) => ({
    question: item.querySelector("summary")?.textContent?.trim(),
    answer: item.querySelector("p")?.textContent?.trim(),
  }));
}

describe("the FAQ markup", () => {
  it.each([
    ["/marketing-for-gas-engineers-and-plumbers", "./gas-engineers.tsx"],
    ["/free-google-visibilty-audit-for-gas-eningeers", "./gas-audit.tsx"],
    ["/free-audit", "./enterprise-audit.tsx"],
  ])("on %s is the page's visible questions and answers", async (path, file) => {
    const faq = blockOf(await jsonLd(path, file), "FAQPage") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const marked = faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }));
    const shown = visibleFaq(path, (await load(file)).default);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(marked).toEqual(shown);
  });
});
