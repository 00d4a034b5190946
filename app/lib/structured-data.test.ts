import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { organization, service, website } from "./structured-data";

describe("structured data", () => {
  it("describes the agency from config/site.ts", () => {
    const org = organization();
    expect(org).toMatchObject({
      "@type": "Organization",
      name: site.brand,
      legalName: site.legalName,
      url: "https://www.kestrel-ai.co.uk/",
      logo: "https://www.kestrel-ai.co.uk/logo.png",
      address: {
        "@type": "PostalAddress",
        postalCode: site.address.postcode,
        addressCountry: "GB",
      },
      contactPoint: { "@type": "ContactPoint", email: site.email, areaServed: "GB" },
      sameAs: site.profiles,
    });
    expect(JSON.stringify(org)).not.toContain("ProfessionalService");
  });

  it("ties the website and services to the organisation", () => {
    const orgId = organization()["@id"];
    expect(website().publisher).toEqual({ "@id": orgId });
    expect(
      service({
        name: "Voice AI",
        description: "d",
        path: "/ai-agents/voice-ai",
        serviceType: "Voice AI",
      }),
    ).toMatchObject({
      "@type": "Service",
      serviceType: "Voice AI",
      areaServed: "GB",
      url: "https://www.kestrel-ai.co.uk/ai-agents/voice-ai",
      provider: { "@id": orgId },
    });
  });
});
