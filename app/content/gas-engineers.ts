import {
  Clock,
  Inbox,
  MapPin,
  MapPinned,
  PhoneCall,
  PoundSterling,
  Search,
  Smartphone,
  Star,
} from "lucide-react";
import { href } from "../lib/href";
import { gasEngineers } from "~/content-model/site-content";
import { gasAuditOffer } from "./gas-audit-offer";
import { withIcons } from "./with-icons";
import type { PageContent } from "./types";

/** Each list's icons in its items' order (the content fixes how many there are). */
const FACT_ICONS = [Smartphone, MapPin, Star, Clock] as const;
const KPI_ICONS = [PhoneCall, MapPinned, Inbox, PoundSterling, Star, Search] as const;

/** Copy for /marketing-for-gas-engineers-and-plumbers. */
export const gasEngineersPage = {
  ...gasEngineers,
  facts: { ...gasEngineers.facts, cards: withIcons(gasEngineers.facts.cards, FACT_ICONS) },
  kpis: { ...gasEngineers.kpis, items: withIcons(gasEngineers.kpis.items, KPI_ICONS) },
  booking: { badge: gasAuditOffer.freeBadge, ...gasEngineers.booking },
  /** Sends those who want the full audit, and its guarantee, to the £99 page. */
  paidAudit: {
    ...gasEngineers.paidAudit,
    action: {
      text: gasEngineers.paidAudit.action.text,
      href: href("/free-google-visibilty-audit-for-gas-eningeers"),
    },
  },
} satisfies PageContent;
