/**
 * schema.org blocks (JSON-LD) built from config/site.ts and the page content. Organization and
 * WebSite go on every page; Service and BreadcrumbList where they apply. Organization, not the
 * deprecated ProfessionalService.
 */
import { formatAddress, site } from "~/config/site";
import { absoluteUrl, LOGO_PATH } from "./meta-urls";

export type JsonLd = Record<string, unknown> & {
  "@context": "https://schema.org";
  "@type": string;
};

const organizationId = () => absoluteUrl("/#organization");

export function organization(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
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

export function service({
  name,
  description,
  path,
  serviceType,
}: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    serviceType,
    url: absoluteUrl(path),
    areaServed: "GB",
    provider: { "@id": organizationId(), "@type": "Organization", name: site.brand },
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
