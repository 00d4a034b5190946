import { formatAddress, formatOpeningHours, site } from "~/config/site";
import { contact } from "~/content-model/site-content";
import type { PageContent } from "./types";

/** Copy for /contact; the email, phone, address and founders come from the business document. */
export const contactPage = {
  ...contact,
  details: {
    title: contact.details.title,
    hours: formatOpeningHours(),
    address: { name: site.legalName, lines: formatAddress() },
  },
  founders: {
    title: contact.founders.title,
    people: site.founders,
    profileLinkText: (name: string) => contact.founders.profileLinkText.replace("{name}", name),
  },
} satisfies PageContent;
