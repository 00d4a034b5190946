import { href } from "../lib/href";
import { bookingEmbed as words } from "~/content-model/site-content";

/** The words around a booking calendar, and the invitation shown when none is configured. */
export const bookingEmbed = {
  ...words,
  fallback: {
    ...words.fallback,
    action: { text: words.fallback.action.text, href: href("/contact") },
  },
};
