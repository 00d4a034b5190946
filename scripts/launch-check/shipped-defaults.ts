/**
 * The fictional business facts the content shipped with (app/content-model's defaults).
 * `npm run launch-check` fails while any of them is still there. Any phone number in Ofcom's
 * drama ranges fails too (drama-numbers.ts); the site's domain is DEFAULT_SITE_URL's.
 */
import { defaultSiteContent } from "../../app/content-model/registry";

export const SHIPPED_FACTS = defaultSiteContent().business;
