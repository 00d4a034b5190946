import { formatAddress, formatOpeningHours, site } from "~/config/site";
import type { PageContent } from "./types";

/** Copy for /contact; the email, phone, address and founders come from the site config. */
export const contactPage = {
  meta: {
    title: "Contact Us: Talk to an AI Specialist",
    description: `Tell us what is slowing your business down. ${site.brand}'s London team replies within one working day with practical ideas for AI agents and automation.`,
  },
  heading: {
    eyebrow: "Contact",
    title: "Let's talk about what AI could do for your business",
    intro:
      "Tell us what is taking up your team's time or where leads are slipping away. A specialist will reply within one working day, usually with a first idea or two, and never with a hard sell.",
  },
  form: {
    title: "Send us a message",
  },
  details: {
    title: "Other ways to reach us",
    hours: formatOpeningHours(),
    address: { name: site.legalName, lines: formatAddress() },
  },
  founders: {
    title: "Speak to the founders",
    people: site.founders,
    profileLinkText: (name: string) => `${name} on LinkedIn`,
  },
} satisfies PageContent;
