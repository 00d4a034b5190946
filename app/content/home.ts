import { site } from "~/config/site";
import type { FeatureBlock } from "./types";

const { offers } = site;

export const homeMeta = {
  metaTitle: "AI Integration & AI Agents for UK Businesses",
  metaDescription:
    "Kestrel AI builds bespoke AI agents, automation and lead generation for UK businesses. Integrate AI faster, cut costs and book a free audit today.",
};

export const homeHero = {
  badge: "AI-Powered Solutions",
  title: "Integrate AI faster today",
  subline:
    "Bespoke AI solutions built around the way your business already works: agents that answer every enquiry, chase every lead and take the repetitive work off your team.",
  savingsTitle: "Unlock thousands in savings",
  savingsText:
    "Our team has already saved the companies we work with multiple six figures by automating the work that used to eat their week.",
  primaryCta: { text: "Get a Free Audit", href: "/free-audit" },
  secondaryCta: { text: "Book a demo", href: "/contact" },
  stats: [
    { value: "94%", label: "Efficiency" },
    { value: "2.4x", label: "ROI Increase" },
    { value: "50+", label: "Clients" },
  ],
} as const;

/** Heights of the decorative dashboard's seven bars, as percentages of the chart. */
export const dashboardBars = [65, 45, 80, 35, 95, 55, 70] as const;

export const homeFeatureBlocks = (salesPhoenixUrl: string): FeatureBlock[] => [
  {
    title: "Turn a dormant database into this month's sales",
    description:
      "Your old enquiries and past customers already know you. Our re-engagement AI starts personal, two-way conversations with them by SMS and email, qualifies who is ready to buy and books them straight into your calendar. You only pay when a sale is made, and up to 40% of contacts re-engage.",
    image: "reactivation",
    buttonText: "Learn more about Sales Phoenix",
    buttonLink: salesPhoenixUrl,
    external: true,
  },
  {
    title: "Grow revenue without growing your costs",
    description:
      "Hiring more people to handle more enquiries keeps your margins flat. AI agents answer, follow up and book around the clock at a fixed cost, so every new customer adds profit instead of headcount. We map where your team's hours go and automate the work that does not need a person.",
    image: "scale",
    buttonText: "See how it works",
    buttonLink: "/ai-integration",
    imagePosition: "left",
  },
];

export const scaleBanner = {
  title: "The fastest way to scale using AI",
  text: `A ${offers.discoveryCallMinutes}-minute call is enough to find the first process worth automating and what it would save you.`,
  cta: { text: "Book A Demo", href: "/contact" },
} as const;

export const solutionsIntro = {
  title: "Our AI Solutions",
  intro:
    "Eight ready-to-tailor agents that sell, serve and follow up for you, each trained on your business and connected to the tools you already use.",
};

export const consultancyIntro = {
  title: "Software Consultancy Services",
  intro:
    "When off-the-shelf will not do, our engineers design, build and run the software behind your growth.",
};

export const sisterProductSection = {
  eyebrow: "From the team behind Kestrel AI",
  title: "Sales Phoenix: turn dead leads into sales",
  text: "Sales Phoenix brings old customer databases back to life with AI-led conversations. You pay only when a sale is made, and up to 40% of dormant contacts re-engage.",
  points: ["Pay only when a sale is made", "Up to 40% re-engagement", "Turn dead leads into sales"],
  cta: "Visit Sales Phoenix →",
} as const;
