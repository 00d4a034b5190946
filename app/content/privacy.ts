import { site } from "~/config/site";
import { companyDetails } from "./company";
import { dataUseSections } from "./privacy-data-use";
import { rightsSections } from "./privacy-rights";
import type { PrivacySection } from "./privacy-shared";
import type { PageContent } from "./types";

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
  meta: {
    title: "Privacy Notice: How We Use Your Data",
    description: `How ${site.brand} uses the details you send through our website forms, what we store in your browser, how long we keep data and your rights.`,
  },
  title: "Privacy notice",
  updatedLabel: "Last updated:",
  updated: "25 November 2026",
  updatedIso: "2026-11-25",
  intro: `This notice explains what personal data ${site.brand} collects through this website, why we collect it, who we share it with, how long we keep it and the rights you have under the UK GDPR and the Data Protection Act 2018.`,
  contentsLabel: "On this page",
  controller: {
    name: site.legalName,
    lines: [companyDetails.tradingAs, companyDetails.registration, companyDetails.registeredOffice],
  },
  sections: [...dataUseSections, ...rightsSections],
} satisfies PrivacyPage;
