/**
 * schema.org blocks (JSON-LD) built from config/site.ts and the page content, so the markup says
 * only what the page says. The agency (a ProfessionalService, the LocalBusiness type that fits an
 * agency: local results read its address, map position and hours, which the footer shows) and
 * WebSite go on every page; Service with its Offer, FAQPage and BreadcrumbList where they apply.
 */
import { formatAddress, formatPriceRange, site } from "~/config/site";
import { absoluteUrl, LOGO_PATH } from "./meta-urls";

export type JsonLd = Record<string, unknown> & {
  "@context": "https://schema.org";
  "@type": string;
};

const organizationId = () => absoluteUrl("/#organization");

export function organization(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    identifier: {
      "@type": "PropertyValue",
      propertyID: "Companies House",
      value: site.companyNumber,
    },
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...site.geo },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...site.openingHours.days],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    areaServed: { "@type": "Country", name: site.areaServed },
    priceRange: formatPriceRange(),
    image: absoluteUrl(LOGO_PATH),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: site.phone.href.replace("tel:", ""),
      areaServed: "GB",
      availableLanguage: "en-GB",
    },
    founder: site.founders.map((founder) => ({
      "@type": "Person",
      name: founder.name,
      sameAs: founder.profileUrl,
    })),
    sameAs: [...site.profiles],
    description: `${site.brand} builds AI agents, automation and lead generation for UK businesses. ${formatAddress()}.`,
  };
}

export function website(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    url: absoluteUrl("/"),
    name: site.brand,
    inLanguage: "en-GB",
    publisher: { "@id": organizationId() },
  };
}

/** A price the page shows for a service: pounds, 0 for a free one. */
export interface ShownPrice {
  pounds: number;
  /** What the offer is called where the price is shown ("Free Google visibility audit call"). */
  name: string;
}

export function service({
  name,
  description,
  path,
  serviceType,
  price,
}: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  /** Only where the page shows a price: the Offer repeats it. */
  price?: ShownPrice;
}): JsonLd {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    serviceType,
    url,
    areaServed: { "@type": "Country", name: site.areaServed },
    provider: { "@id": organizationId(), "@type": "ProfessionalService", name: site.brand },
    ...(price && {
      offers: {
        "@type": "Offer",
        name: price.name,
        price: price.pounds.toFixed(2),
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        url,
        seller: { "@id": organizationId() },
      },
    }),
  };
}

/** The questions and answers exactly as the page shows them (a page's FAQ section). */
export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** Trail from the home page to this one; the last crumb is the current page. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
