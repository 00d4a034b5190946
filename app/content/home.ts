import { CloudCog, CodeXml, Compass, GitBranch, Plug, ServerCog } from "lucide-react";
import { href } from "../lib/href";
import { home } from "~/content-model/site-content";
import { offerLinks } from "./gas-audit-offer";
import { withIcons } from "./with-icons";
import type { FeatureBlock, PageContent } from "./types";

/** The consultancy cards' icons, in the cards' order (the content fixes six). */
const CONSULTANCY_ICONS = [CodeXml, GitBranch, CloudCog, Plug, Compass, ServerCog] as const;

/** Heights of the decorative dashboard's seven bars, as percentages of the chart. */
const DASHBOARD_BARS = [65, 45, 80, 35, 95, 55, 70];

const [efficiency, roi] = home.hero.stats;
const [reactivation, scale] = home.featureBlocks;

/** Copy for the home page, section by section: the home document with its links and images. */
export const homePage = {
  meta: home.meta,

  hero: {
    ...home.hero,
    primaryCta: { text: home.hero.primaryCta.text, href: href("/free-audit") },
    secondaryCta: { text: home.hero.secondaryCta.text, href: href("/contact") },
  },

  /** The decorative dashboard beside the hero. */
  dashboard: {
    title: home.dashboard.title,
    bars: DASHBOARD_BARS,
    efficiency: { label: home.dashboard.efficiencyLabel, value: efficiency?.value ?? "" },
    roi: { label: home.dashboard.roiLabel, value: roi?.value ?? "" },
  },

  featureBlocks: [
    {
      title: reactivation?.title ?? "",
      description: reactivation?.description ?? "",
      image: "reactivation",
      buttonText: reactivation?.buttonText ?? "",
      buttonLink: offerLinks.salesPhoenix,
      external: true,
    },
    {
      title: scale?.title ?? "",
      description: scale?.description ?? "",
      image: "scale",
      buttonText: scale?.buttonText ?? "",
      buttonLink: href("/ai-integration"),
      imagePosition: "left",
    },
  ] satisfies FeatureBlock[],

  scaleBanner: {
    ...home.scaleBanner,
    cta: { text: home.scaleBanner.cta.text, href: href("/contact") },
  },

  solutions: home.solutions,

  consultancy: {
    ...home.consultancy,
    cards: withIcons(home.consultancy.cards, CONSULTANCY_ICONS),
  },

  sisterProduct: { ...home.sisterProduct, href: offerLinks.salesPhoenix },
} satisfies PageContent;
