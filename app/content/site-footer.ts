import { footer } from "~/content-model/site-content";

/** The words of the footer on every page; its links come from the site map. */
export const siteFooter = {
  ...footer,
  /** Names each column of links for screen readers: "Services links". */
  linksLabel: (heading: string) => `${heading} links`,
};
