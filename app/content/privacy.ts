import { site } from "~/config/site";
import { privacy } from "~/content-model/site-content";
import { companyDetails } from "./company";
import { dataUseSections } from "./privacy-data-use";
import { rightsSections } from "./privacy-rights";
import type { PrivacySection } from "./privacy-shared";
import type { PageContent } from "./types";

/** "25 November 2026" from "2026-11-25": a calendar date, so no time zone moves it. */
function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export type { PrivacyListItem, PrivacyParagraph, PrivacySection } from "./privacy-shared";

interface PrivacyPage extends PageContent {
  title: string;
  /** Words before the date the notice last changed. */
  updatedLabel: string;
  /** As readers see it, London date. */
  updated: string;
  /** The same date for <time dateTime>. */
  updatedIso: string;
  intro: string;
  /** The table of contents' heading and landmark name. */
  contentsLabel: string;
  /** The controller's registered details, shown where a section asks for them. */
  controller: { name: string; lines: readonly string[] };
  sections: readonly PrivacySection[];
}

export const privacyPage = {
  meta: privacy.meta,
  title: "Privacy notice",
  updatedLabel: "Last updated:",
  updated: longDate(privacy.updated),
  updatedIso: privacy.updated,
  intro: `This notice explains what personal data ${site.brand} collects through this website, why we collect it, who we share it with, how long we keep it and the rights you have under the UK GDPR and the Data Protection Act 2018.`,
  contentsLabel: "On this page",
  controller: {
    name: site.legalName,
    lines: [companyDetails.tradingAs, companyDetails.registration, companyDetails.registeredOffice],
  },
  sections: [...dataUseSections, ...rightsSections],
} satisfies PrivacyPage;
