import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { faqPage, organization, service, website } from "./structured-data";

describe("structured data", () => {
  it("describes the agency from config/site.ts", () => {
    const org = organization();
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
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
      geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:30",
      },
      areaServed: { "@type": "Country", name: "United Kingdom" },
      priceRange: "Audits free or £99; projects quoted after a free call",
    });
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
      areaServed: { "@type": "Country", name: "United Kingdom" },
      url: "https://www.kestrel-ai.co.uk/ai-agents/voice-ai",
      provider: { "@id": orgId },
    });
  });

  it("offers a service at the price its page shows, and an FAQ as the page words it", () => {
    const paid = service({
      name: "Audit",
      description: "d",
      path: "/audit",
      serviceType: "Audit",
      price: { pounds: 99, name: "Audit" },
    });
    expect(paid.offers).toMatchObject({ "@type": "Offer", price: "99.00", priceCurrency: "GBP" });
    expect(faqPage([{ question: "How long?", answer: "15 minutes." }]).mainEntity).toEqual([
      {
        "@type": "Question",
        name: "How long?",
        acceptedAnswer: { "@type": "Answer", text: "15 minutes." },
      },
    ]);
  });
});
