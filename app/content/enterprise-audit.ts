import { Cloud, Flame, Layers, Store, UsersRound, Workflow } from "lucide-react";
import { href } from "../lib/href";
import { caseResults, enterpriseAudit } from "~/content-model/site-content";
import type { PageContent } from "./types";
import { withIcons } from "./with-icons";

const { smallerFirms, leaks, cases } = enterpriseAudit;
/** Where each of the smaller firms' cards leads, in the cards' order. */
const SMALLER_FIRM_LINKS = [href("/contact"), href("/marketing-for-gas-engineers-and-plumbers")];

/** Copy for /free-audit: the enterprise software cost-optimisation offer. */
export const enterpriseAuditPage = {
  ...enterpriseAudit,

  /** Opens the booking page when one is configured; until then the contact page takes bookings. */
  discoveryCall: { text: enterpriseAudit.discoveryCall.text, fallbackHref: href("/contact") },

  /** The home page and the header send everyone here: firms below the threshold get a way on. */
  smallerFirms: {
    ...smallerFirms,
    cards: withIcons(smallerFirms.cards, [Store, Flame]).map((card, index) => ({
      ...card,
      href: SMALLER_FIRM_LINKS[index] ?? href("/contact"),
    })),
  },

  leaks: { ...leaks, cards: withIcons(leaks.cards, [Layers, UsersRound, Cloud, Workflow]) },

  /** The results are a document of their own; the launch check reads their `example` flags. */
  cases: { ...cases, results: caseResults.results },
} satisfies PageContent;
