import { Bot, BrainCircuit, Megaphone, MessageSquareText, RefreshCcw, Target } from "lucide-react";
import type { CatalogueEntry } from "~/content/types";

/**
 * What menus, cards and the route map need to know about each page: kept apart from the page
 * copy so that every page's JavaScript carries only these few lines, not all the copy.
 */
export const serviceCatalogue = [
  {
    slug: "ai-integration",
    name: "AI Integration",
    icon: BrainCircuit,
    summary: "Connect AI to your CRM, inbox and accounts to cut manual work",
  },
  {
    slug: "lead-generation",
    name: "Lead Generation",
    icon: Target,
    summary: "Qualified enquiries, followed up instantly and booked into your diary",
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    icon: Megaphone,
    summary: "Search, social and paid campaigns tracked to real enquiries",
  },
  {
    slug: "database-reactivation",
    name: "Database Reactivation",
    icon: RefreshCcw,
    summary: "Re-engage dormant customers and pay only when a sale is made",
  },
  {
    slug: "custom-ai-agents",
    name: "Custom AI Agents",
    icon: Bot,
    summary: "Agents trained on your business that answer, book and update records",
  },
  {
    slug: "sms-whatsapp",
    name: "SMS & WhatsApp",
    icon: MessageSquareText,
    summary: "Two-way SMS and WhatsApp for reminders, offers and conversations",
  },
] as const satisfies readonly CatalogueEntry[];

/** The six service pages' slugs: each is also the page's path and its illustration's name. */
export type ServiceSlug = (typeof serviceCatalogue)[number]["slug"];
