/**
 * What in the content is still the shipped, fictional agency's and must be real before launch,
 * each item naming the field that fixes it, so the owner's page can link to it and
 * `npm run launch-check` can list it. The content is compared with the defaults it shipped with.
 */
import {
  CONTENT_DOCUMENT_IDS,
  defaultSiteContent,
  type ContentDocumentId,
  type SiteContent,
} from "./registry";

export interface LaunchItem {
  /** Stable: the field's document and path, "business.geo". */
  id: string;
  message: string;
  document: ContentDocumentId;
  path: (string | number)[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const item = (
  document: ContentDocumentId,
  path: (string | number)[],
  message: string,
): LaunchItem => ({
  id: [document, ...path].join("."),
  message,
  document,
  path,
});

/** The claim the shipped home page makes without evidence: "multiple six figures". */
const SIX_FIGURES = /six figures/i;

function businessItems(business: SiteContent["business"], shipped: SiteContent["business"]) {
  const items: LaunchItem[] = [];
  const fictional = (path: string, what: string) =>
    items.push(item("business", [path], `${what} is the shipped, fictional one`));
  if (sameText(business.phone, shipped.phone)) fictional("phone", "The phone number");
  if (sameText(business.companyNumber, shipped.companyNumber))
    fictional("companyNumber", "The company number");
  if (sameText(business.email, shipped.email)) fictional("email", "The email address");
  if (
    sameText(business.address.street, shipped.address.street) &&
    sameText(business.address.postcode, shipped.address.postcode)
  ) {
    fictional("address", "The address");
  }
  if (same(business.geo, shipped.geo)) {
    items.push(item("business", ["geo"], "The map pin is the shipped office's: set it to yours"));
  }
  if (same(business.openingHours, shipped.openingHours)) {
    items.push(
      item(
        "business",
        ["openingHours"],
        "The opening hours are the shipped ones: confirm or change them",
      ),
    );
  }
  business.founders.forEach((founder, index) => {
    const example = shipped.founders.some(
      (s) => sameText(s.name, founder.name) || sameText(s.profileUrl, founder.profileUrl),
    );
    if (example)
      items.push(
        item("business", ["founders", index], `${founder.name} is a shipped, fictional founder`),
      );
  });
  business.profiles.forEach((url, index) => {
    if (shipped.profiles.some((s) => sameText(s, url))) {
      items.push(item("business", ["profiles", index], `${url} is the shipped, fictional profile`));
    }
  });
  return items;
}

function homeItems(home: SiteContent["home"], shipped: SiteContent["home"]) {
  const items: LaunchItem[] = [];
  home.hero.stats.forEach((stat, index) => {
    if (shipped.hero.stats.some((s) => s.value === stat.value)) {
      items.push(
        item(
          "home",
          ["hero", "stats", index, "value"],
          `"${stat.value} ${stat.label}" is the shipped, made-up figure: use your own`,
        ),
      );
    }
  });
  if (SIX_FIGURES.test(home.hero.savingsText)) {
    items.push(
      item(
        "home",
        ["hero", "savingsText"],
        `The "six figures" savings claim is the shipped one: state only what you can show`,
      ),
    );
  }
  return items;
}

export function launchItems(
  content: SiteContent,
  shipped: SiteContent = defaultSiteContent(),
): LaunchItem[] {
  const items = [
    ...businessItems(content.business, shipped.business),
    ...homeItems(content.home, shipped.home),
  ];
  content.testimonials.items.forEach((testimonial, index) => {
    if (!testimonial.consentRecorded) {
      items.push(
        item(
          "testimonials",
          ["items", index, "consentRecorded"],
          `${testimonial.name}'s words have no written consent recorded`,
        ),
      );
    }
  });
  content.caseResults.results.forEach((result, index) => {
    if (result.example) {
      items.push(
        item(
          "caseResults",
          ["results", index, "example"],
          `"${result.client}" is an illustrative example, not a real engagement`,
        ),
      );
    }
  });
  // In the registry's order, so the owner's checklist follows the editor's list.
  return items.sort(
    (a, b) => CONTENT_DOCUMENT_IDS.indexOf(a.document) - CONTENT_DOCUMENT_IDS.indexOf(b.document),
  );
}
