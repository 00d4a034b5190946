/** The privacy notice: who we are, what we collect and why, who gets it and for how long. */
import { site } from "~/config/site";
import { emailLink, type PrivacySection } from "./privacy-shared";

const { offers } = site;

export const dataUseSections: readonly PrivacySection[] = [
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
        text: `your first name, last name, email address and UK mobile number. We use them to arrange and deliver the £${offers.auditPrice} audit and to call you about it. Payment is taken by our card-payment provider, Stripe, on its own secure page. So that we know which request was paid, we send Stripe your request's reference number with you (a random code, never your name or contact details), and Stripe tells us for that reference whether you paid, the amount, the currency and the time, and later whether it was refunded. We keep that with your request. We never see your card details.`,
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
    id: "where-you-came-from",
    heading: "Which page and advert brought you",
    paragraphs: [
      "When you send us a form, we record with it the page you sent it from and, where your visit carries them, the details of the advert or link that brought you: its campaign tags (utm_source, utm_medium, utm_campaign, utm_term and utm_content), the click id that Google, Microsoft or Meta adds to their adverts, and the name of the website that linked to us (such as www.google.com, never the page you were on there). We keep them with your enquiry, for as long as we keep the enquiry, to learn which of our pages and adverts bring enquiries and are worth paying for. That is our legitimate interest in running our advertising sensibly, and it tells us nothing about you beyond the enquiry you chose to send.",
    ],
    list: [
      {
        term: "If you have not accepted analytics cookies",
        text: "we use only what the page you send the form from carries in its own address and referrer. Nothing is kept in your browser as you move from page to page.",
      },
      {
        term: "If you have accepted them",
        text: "the details of the page you arrived on are kept in your browser's session storage until you close the tab, so an enquiry sent a few pages later still shows how you found us.",
      },
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
        text: "replying to enquiries you send us, following up a free report you requested, learning which of our pages and adverts bring enquiries, and keeping this site and our systems secure. These are uses you would reasonably expect.",
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
      "Our card-payment provider, Stripe, which takes payment for the audit on its own page and tells us, by your request's reference number, whether it was paid or refunded.",
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
        term: "A form we could not accept",
        text: "if a form sent from a browser without JavaScript is missing something, what you typed is kept for 10 minutes so that the page can show it back to you to correct, then deleted.",
      },
      {
        term: "Backups",
        text: "copies of our website's records, kept so that we can recover them after a fault, are deleted after 30 days. An erasure you asked for is carried out again on any copy we restore.",
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
];
