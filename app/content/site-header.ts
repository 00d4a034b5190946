import { header } from "~/content-model/site-content";

/** The words of the header's controls on every page; its links come from the site map. */
export const siteHeader = header;
