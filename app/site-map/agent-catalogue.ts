import {
  FileCheck,
  Handshake,
  Headset,
  HeartHandshake,
  PhoneCall,
  ShoppingBag,
  ShoppingCart,
  Star,
} from "lucide-react";
import type { CatalogueEntry } from "~/content/types";

/**
 * What menus, cards and the route map need to know about each page: kept apart from the page
 * copy so that every page's JavaScript carries only these few lines, not all the copy.
 */
export const agentCatalogue = [
  {
    slug: "sales-agent",
    name: "AI Sales Agent",
    icon: Handshake,
    summary:
      "Replies to every enquiry in under a minute, qualifies the prospect and books them into your diary.",
  },
  {
    slug: "customer-services",
    name: "AI Customer Services",
    icon: Headset,
    summary:
      "Answers customer questions accurately at any hour and hands complex cases to your team with full context.",
  },
  {
    slug: "reviews-agent",
    name: "AI Reviews Agent",
    icon: Star,
    summary:
      "Requests reviews after every job, drafts replies on your behalf and alerts you to any problems.",
  },
  {
    slug: "aftercare",
    name: "AI Aftercare",
    icon: HeartHandshake,
    summary:
      "Checks in after every sale or visit, shares care advice and books the next service when it is due.",
  },
  {
    slug: "document-collection",
    name: "AI Document Collection",
    icon: FileCheck,
    summary:
      "Requests, checks and files client paperwork, chasing missing items until every file is complete.",
  },
  {
    slug: "basket-recovery",
    name: "AI Basket Recovery",
    icon: ShoppingCart,
    summary:
      "Sends personalised cart-abandonment reminder emails that bring shoppers back to the checkout.",
  },
  {
    slug: "personalised-shopper",
    name: "AI Personalised Shopper",
    icon: ShoppingBag,
    summary:
      "Chats with shoppers, understands what they need and recommends the right products from your catalogue.",
  },
  {
    slug: "voice-ai",
    name: "Voice AI",
    icon: PhoneCall,
    summary:
      "Answers your phone line around the clock, books appointments and transfers urgent calls to your team.",
  },
] as const satisfies readonly CatalogueEntry[];
