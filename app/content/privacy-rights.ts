/** The privacy notice: your rights, complaints, what the site keeps in your browser, changes. */
import { emailLink, type PrivacySection } from "./privacy-shared";

/** The regulator's own public details, not ours: they live with the copy that quotes them. */
const ico = {
  website: { text: "ico.org.uk", href: "https://ico.org.uk/make-a-complaint/" },
  phone: { text: "0303 123 1113", href: "tel:+443031231113" },
};

export const rightsSections: readonly PrivacySection[] = [
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
      "For a copy, we find everything our website holds about you by your email address or phone number (each enquiry you sent through any of its forms, when, how you found us and where we passed it on) and send it to you as one file in a common machine-readable format (JSON).",
      "For erasure, we delete all of that from our website's records as soon as we act on your request, including anything not yet passed on, which then never is, and we delete the copies in the tools we passed your enquiry to, such as our customer records and email. Our backup copies of the website's records are deleted after 30 days. If we ever have to restore the records from a backup taken before your erasure, the erasure is carried out again before anything is passed on, so nothing about you comes back and nothing is sent. We keep a note that an erasure took place, with its date and how many records it removed, but not who it was about. So that we can carry it out again, we also keep a coded fingerprint of the email address or phone number erased, from which the address or number cannot be read. Where the law requires us to keep something, such as an invoice for our accounts, we keep only that and tell you so.",
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
        code: "leadLanding_v1",
        storage: "session storage",
        text: "only if you accepted analytics cookies: the campaign details and referring website of the page you arrived on, so that an enquiry you send later in the visit says how you found us.",
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
];
