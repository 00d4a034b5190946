import { site } from "~/config/site";
import { companyDetails } from "./company";
import type { PageContent } from "./types";

const { offers } = site;

/** A run of text with an optional link inside a paragraph, so addresses stay clickable. */
type PrivacyInline = string | { text: string; href: string };

/** A plain paragraph, or one that mixes text and links. */
export type PrivacyParagraph = string | readonly PrivacyInline[];

/** A bullet: plain text, a bold term with its explanation, or a browser storage key. */
export type PrivacyListItem =
  | string
  | { term: string; text: string }
  | { code: string; storage: "session storage" | "local storage"; text: string };

export interface PrivacySection {
  /** Anchor for the table of contents and the section's heading id. */
  id: string;
  heading: string;
  paragraphs: readonly PrivacyParagraph[];
  /** Shows the controller's registered details (from the site config) after the paragraphs. */
  showControllerDetails?: boolean;
  list?: readonly PrivacyListItem[];
  /** Paragraphs that follow the list. */
  after?: readonly PrivacyParagraph[];
}

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

const emailLink = { text: site.email, href: `mailto:${site.email}` };

/** The regulator's own public details, not ours: they live with the copy that quotes them. */
const ico = {
  website: { text: "ico.org.uk", href: "https://ico.org.uk/make-a-complaint/" },
  phone: { text: "0303 123 1113", href: "tel:+443031231113" },
};

export const privacyPage = {
  meta: {
    title: "Privacy Notice: How We Use Your Data",
    description: `How ${site.brand} uses the details you send through our website forms, what we store in your browser, how long we keep data and your rights.`,
  },
  title: "Privacy notice",
  updatedLabel: "Last updated:",
  updated: "21 November 2026",
  updatedIso: "2026-11-21",
  intro: `This notice explains what personal data ${site.brand} collects through this website, why we collect it, who we share it with, how long we keep it and the rights you have under the UK GDPR and the Data Protection Act 2018.`,
  contentsLabel: "On this page",
  controller: {
    name: site.legalName,
    lines: [companyDetails.tradingAs, companyDetails.registration, companyDetails.registeredOffice],
  },
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${site.legalName}, trading as ${site.brand}, is the controller of the personal data described in this notice. That means we decide why and how it is used.`,
      ],
      showControllerDetails: true,
      after: [
        ["If you have a question about your data or this notice, email us at ", emailLink, "."],
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect and why",
      paragraphs: [
        "We only collect what you choose to send us through the forms on this site. None of the forms ask for sensitive information such as health details, so please do not include any in a message.",
      ],
      list: [
        {
          term: "Contact form",
          text: "your name, email address, a subject and your message. We use them to reply to your enquiry and, if you then work with us, to start that work.",
        },
        {
          term: "Google visibility audit for gas engineers",
          text: `your first name, last name, email address and UK mobile number. We use them to arrange and deliver the £${offers.auditPrice} audit and to call you about it. Payment is taken by our card-payment provider on its own secure page. We are told whether the payment went through, but we never see your card details.`,
        },
        {
          term: "Free report popup",
          text: "your first and last name, email address and mobile number and, if you choose to add them, your business name, website and a preferred time for a call. We use them to send you the report you asked for and to arrange that call.",
        },
        {
          term: "Booking calendars",
          text: "when you book a call through a calendar on this site, the calendar provider collects what you enter there under its own privacy notice and passes the booking to us so we can hold the call.",
        },
      ],
      after: [
        "Our hosting provider also records basic technical information, such as your IP address and browser type, to deliver the site and keep it secure.",
      ],
    },
    {
      id: "lawful-bases",
      heading: "Our lawful bases",
      paragraphs: [
        "Data protection law says we need a lawful basis for each way we use your data. Ours are:",
      ],
      list: [
        {
          term: "Contract",
          text: "when you book the paid audit or become a client, we use your details to take the steps you ask for before entering the contract and then to carry it out.",
        },
        {
          term: "Legitimate interests",
          text: "replying to enquiries you send us, following up a free report you requested, and keeping this site and our systems secure. These are uses you would reasonably expect.",
        },
        {
          term: "Consent",
          text: "analytics cookies, when analytics is switched on, and any marketing emails or text messages. You can withdraw your consent at any time, which does not affect anything we did before.",
        },
        {
          term: "Legal obligation",
          text: "keeping the financial records of paid work that tax law requires.",
        },
      ],
      after: [
        "The Privacy and Electronic Communications Regulations (PECR) also apply to marketing by email and text message and to cookies and similar storage on your device. We only send marketing emails or texts if you have agreed to receive them, every message tells you how to stop, and we only set analytics cookies if you accept them. Replying to your own enquiry or booking is not marketing.",
      ],
    },
    {
      id: "who-we-share-it-with",
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell your data or let anyone use it for their own marketing. We share it only with service providers who handle it on our behalf, under contracts that require them to keep it secure and use it only as we instruct:",
      ],
      list: [
        "Form automation and CRM providers (services such as Make, Zapier or GoHighLevel), which receive what you send through our forms by webhook, pass it to us and hold our customer records.",
        "Our card-payment provider, which takes payment for the audit on its own page.",
        "Our booking calendar provider, for the calls you book.",
        "Our email provider, for the messages we send and receive.",
        "Our website hosting provider, which serves this site.",
        "Google, for analytics, only if analytics is switched on and you accept analytics cookies.",
      ],
      after: [
        "We may also share data with our professional advisers, such as our accountant, or when the law requires it, for example with HM Revenue & Customs.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      paragraphs: [
        "Some of these providers process data outside the UK, most often in the USA. Where they do, we rely on one of these safeguards:",
      ],
      list: [
        "UK adequacy regulations, for countries the UK recognises as protecting personal data adequately.",
        "The UK Extension to the EU–US Data Privacy Framework, for US companies certified under it.",
        "The ICO's International Data Transfer Agreement, or its International Data Transfer Addendum to the EU's standard contractual clauses.",
      ],
      after: [
        [
          "To find out which safeguard applies to a particular provider, email us at ",
          emailLink,
          ".",
        ],
      ],
    },
    {
      id: "how-long-we-keep-it",
      heading: "How long we keep it",
      paragraphs: ["We keep data only as long as we need it:"],
      list: [
        {
          term: "Enquiries that do not lead to work",
          text: "24 months from our last contact, then deleted.",
        },
        {
          term: "Audit bookings and free report requests",
          text: "24 months from our last contact, then deleted. The payment records of a paid audit are kept with our accounts for 6 years.",
        },
        {
          term: "Client records",
          text: "6 years after the engagement ends, because tax law and the time limits for contract claims require it.",
        },
        {
          term: "Analytics data",
          text: "if you accepted analytics cookies, 14 months, then deleted automatically.",
        },
      ],
      after: [
        "If you ask us to delete your data sooner, we will, unless the law requires us to keep it.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["You have the right to:"],
      list: [
        { term: "Access", text: "get a copy of the personal data we hold about you." },
        { term: "Rectification", text: "have inaccurate or incomplete data corrected." },
        {
          term: "Erasure",
          text: "have your data deleted when there is no good reason to keep it.",
        },
        {
          term: "Restriction",
          text: "ask us to pause using your data, for example while we check that it is accurate.",
        },
        {
          term: "Objection",
          text: "object to our use of your data based on legitimate interests. Your right to object to direct marketing is absolute: if you object, we stop.",
        },
        {
          term: "Portability",
          text: "receive the data you gave us in a common machine-readable format, or have it sent to another organisation, where we use it under a contract or your consent.",
        },
        {
          term: "Withdraw consent",
          text: "at any time, wherever we rely on it.",
        },
      ],
      after: [
        [
          "To use any of these rights, email us at ",
          emailLink,
          ". We may need to confirm your identity first. We will reply within one month (the law allows up to two more months for complex requests, and we will tell you if we need them). There is normally no fee.",
        ],
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      paragraphs: [
        [
          "If you are unhappy with how we have handled your data, you can complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ",
          ico.website,
          " or on ",
          ico.phone,
          ". We would appreciate the chance to deal with your concerns first, so please email us at ",
          emailLink,
          " before you contact the ICO.",
        ],
      ],
    },
    {
      id: "browser-storage-and-cookies",
      heading: "What this site stores in your browser",
      paragraphs: [
        "The site keeps a few small items in your browser so its features work. They stay on your device and are not used to track you:",
      ],
      list: [
        {
          code: "exitIntentShown_v1",
          storage: "session storage",
          text: "remembers that the free report popup has been shown, so it appears at most once per visit.",
        },
        {
          code: "leadSent_v1",
          storage: "session storage",
          text: "remembers that you have sent us your details, so we do not ask again.",
        },
        {
          code: "contactDraft_v1",
          storage: "session storage",
          text: "keeps a draft of your contact form message so reloading the page does not lose it. It is cleared when you send the message.",
        },
        {
          code: "cookieConsent_v1",
          storage: "local storage",
          text: "remembers your cookie choice so we do not ask on every visit.",
        },
      ],
      after: [
        "Your browser deletes session storage when you close the tab; local storage stays until you clear it.",
        "Analytics cookies are set by Google, through Google Tag Manager and Google Analytics, only if analytics is switched on for this site and you accept them. They help us see, in aggregate, which pages are useful. If you reject them, or make no choice, none are set. You can change your choice at any time with “Cookie settings” in the footer. The site sets no other cookies.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This site and our services are for businesses. They are not aimed at children, and we do not knowingly collect children's data.",
      ],
    },
    {
      id: "changes-to-this-notice",
      heading: "Changes to this notice",
      paragraphs: [
        "We update this notice when our services, providers or the law change; the date at the top shows when it last changed. If a change affects how we use data you have already given us, we will tell you directly where we can.",
      ],
    },
  ],
} satisfies PrivacyPage;
