import { href } from "../lib/href";
import { env } from "~/config/env";
import { site } from "~/config/site";
import { consultancySection } from "./consultancy";
import type { FeatureBlock, PageContent } from "./types";

const { offers, sisterProduct, stats } = site;

/** Copy for the home page, section by section. */
export const homePage = {
  meta: {
    title: "AI Integration & AI Agents for UK Businesses",
    description: `${site.brand} builds bespoke AI agents, automation and lead generation for UK businesses. Integrate AI faster, cut costs and book a free audit today.`,
  },

  hero: {
    badge: "AI-Powered Solutions",
    title: "Integrate AI faster today",
    subline:
      "Bespoke AI solutions built around the way your business already works: agents that answer every enquiry, chase every lead and take the repetitive work off your team.",
    savingsTitle: "Unlock thousands in savings",
    savingsText:
      "Our team has already saved the companies we work with multiple six figures by automating the work that used to eat their week.",
    primaryCta: { text: "Get a Free Audit", href: href("/free-audit") },
    secondaryCta: { text: "Book a demo", href: href("/contact") },
    stats: [
      { value: stats.efficiency, label: "Efficiency" },
      { value: stats.roi, label: "ROI Increase" },
      { value: stats.clients, label: "Clients" },
    ],
  },

  /** The decorative dashboard beside the hero. */
  dashboard: {
    title: "AI Dashboard",
    /** Heights of the seven bars, as percentages of the chart. */
    bars: [65, 45, 80, 35, 95, 55, 70],
    efficiency: { label: "Efficiency", value: stats.efficiency },
    roi: { label: "ROI", value: stats.roi },
  },

  featureBlocks: [
    {
      title: "Turn a dormant database into this month's sales",
      description: `Your old enquiries and past customers already know you. Our re-engagement AI starts personal, two-way conversations with them by SMS and email, qualifies who is ready to buy and books them straight into your calendar. You only pay when a sale is made, and up to ${stats.reengagement} of contacts re-engage.`,
      image: "reactivation",
      buttonText: `Learn more about ${sisterProduct.name}`,
      buttonLink: env.salesPhoenixUrl,
      external: true,
    },
    {
      title: "Grow revenue without growing your costs",
      description:
        "Hiring more people to handle more enquiries keeps your margins flat. AI agents answer, follow up and book around the clock at a fixed cost, so every new customer adds profit instead of headcount. We map where your team's hours go and automate the work that does not need a person.",
      image: "scale",
      buttonText: "See how it works",
      buttonLink: href("/ai-integration"),
      imagePosition: "left",
    },
  ] satisfies FeatureBlock[],

  scaleBanner: {
    title: "The fastest way to scale using AI",
    text: `A ${offers.discoveryCallMinutes}-minute call is enough to find the first process worth automating and what it would save you.`,
    cta: { text: "Book A Demo", href: href("/contact") },
  },

  solutions: {
    title: "Our AI Solutions",
    intro:
      "Eight ready-to-tailor agents that sell, serve and follow up for you, each trained on your business and connected to the tools you already use.",
    linkText: "Learn more",
  },

  consultancy: consultancySection,

  sisterProduct: {
    eyebrow: `From the team behind ${site.brand}`,
    title: `${sisterProduct.name}: ${sisterProduct.tagline.toLowerCase()}`,
    text: `${sisterProduct.name} brings old customer databases back to life with AI-led conversations. You pay only when a sale is made, and up to ${stats.reengagement} of dormant contacts re-engage.`,
    points: [
      "Pay only when a sale is made",
      `Up to ${stats.reengagement} re-engagement`,
      sisterProduct.tagline,
    ],
    cta: `Visit ${sisterProduct.name} →`,
    href: env.salesPhoenixUrl,
  },
} satisfies PageContent;
