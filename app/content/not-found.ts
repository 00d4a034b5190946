import { href } from "../lib/href";
import { notFound } from "~/content-model/site-content";
import type { PageContent } from "./types";

/** Copy for the page shown at any address the site does not have. */
export const notFoundPage = {
  ...notFound,
  homeLink: { text: notFound.homeLink.text, href: href("/") },
} satisfies PageContent;
