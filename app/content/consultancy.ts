import { CloudCog, CodeXml, Compass, GitBranch, Plug, ServerCog } from "lucide-react";

import type { ContentCard } from "./types";

/** The six "Software Consultancy Services" cards. Titles are quoted from the brief. */
const cards = [
  {
    title: "Custom Software Development",
    description:
      "Bespoke web apps, client portals and internal tools built around how your business works, not the other way round.",
    icon: CodeXml,
  },
  {
    title: "DevOps Services",
    description:
      "Automated builds, testing and deployments with proper monitoring, so releases are faster, safer and far less stressful.",
    icon: GitBranch,
  },
  {
    title: "Cloud Architecture",
    description:
      "Secure, scalable infrastructure on AWS, Azure or Google Cloud, designed to keep performance high and hosting bills in check.",
    icon: CloudCog,
  },
  {
    title: "API Development & Integration",
    description:
      "Reliable APIs and integrations that let your CRM, accounts, e-commerce and AI tools share data without re-keying.",
    icon: Plug,
  },
  {
    title: "Technical Consulting",
    description:
      "Independent advice from experienced engineers on technology choices, build-or-buy decisions and realistic roadmaps.",
    icon: Compass,
  },
  {
    title: "Legacy System Modernization",
    description:
      "Move ageing systems onto modern platforms in planned stages, without disrupting the day-to-day work that relies on them.",
    icon: ServerCog,
  },
] satisfies readonly ContentCard[];

/** The home page's "Software Consultancy Services" section. */
export const consultancySection = {
  title: "Software Consultancy Services",
  intro:
    "When off-the-shelf will not do, our engineers design, build and run the software behind your growth.",
  cards,
};
