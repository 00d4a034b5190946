import { describe, expect, it } from "vitest";
import { absoluteUrl, fullTitle, pageMeta } from "./meta";
import { breadcrumbs } from "./structured-data";

describe("pageMeta", () => {
  it("turns page copy into title, description, canonical and social tags", () => {
    expect(
      pageMeta({
        title: "AI Sales Agent",
        description: "Replies to every enquiry in under a minute.",
        path: "/ai-agents/sales-agent",
      }),
    ).toEqual([
      { title: "AI Sales Agent | Kestrel AI" },
      { name: "description", content: "Replies to every enquiry in under a minute." },
      {
        tagName: "link",
        rel: "canonical",
        href: "https://www.kestrel-ai.co.uk/ai-agents/sales-agent",
      },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Kestrel AI" },
      { property: "og:locale", content: "en_GB" },
      { property: "og:title", content: "AI Sales Agent | Kestrel AI" },
      { property: "og:description", content: "Replies to every enquiry in under a minute." },
      { property: "og:url", content: "https://www.kestrel-ai.co.uk/ai-agents/sales-agent" },
      {
        property: "og:image",
        content: "https://www.kestrel-ai.co.uk/social/ai-agents--sales-agent.png",
      },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "AI Sales Agent | Kestrel AI" },
      { name: "twitter:card", content: "summary_large_image" },
      { "script:ld+json": expect.objectContaining({ "@type": "ProfessionalService" }) },
      { "script:ld+json": expect.objectContaining({ "@type": "WebSite" }) },
    ]);
  });

  it("adds page-specific structured data after the site-wide blocks", () => {
    const tags = pageMeta({
      title: "A",
      description: "x",
      path: "/a",
      structuredData: [breadcrumbs([{ name: "A", path: "/a" }])],
    });
    expect(tags.at(-1)).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://www.kestrel-ai.co.uk/" },
          { "@type": "ListItem", position: 2, name: "A", item: "https://www.kestrel-ai.co.uk/a" },
        ],
      },
    });
  });

  it("gives pages kept out of search the home page's social card", () => {
    expect(
      pageMeta({ title: "T", description: "x", path: "/thanks", noindex: true }),
    ).toContainEqual({
      property: "og:image",
      content: "https://www.kestrel-ai.co.uk/social/home.png",
    });
  });

  it("keeps pages that should not be indexed out of search results", () => {
    const tags = pageMeta({ title: "Thanks", description: "x", path: "/thanks", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(pageMeta({ title: "A", description: "x", path: "/" })).not.toContainEqual(
      expect.objectContaining({ name: "robots" }),
    );
  });

  it("does not repeat the brand when the title already has it", () => {
    expect(fullTitle("Kestrel AI: contact")).toBe("Kestrel AI: contact");
  });

  it("builds absolute URLs on the configured origin", () => {
    expect(absoluteUrl("/")).toBe("https://www.kestrel-ai.co.uk/");
    expect(absoluteUrl("/contact")).toBe("https://www.kestrel-ai.co.uk/contact");
  });
});
