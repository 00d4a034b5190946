import { services } from "~/content-model/site-content";
import { contactCta, withContactCtas } from "./contact-cta";

/**
 * The page copy, by the catalogue's slug; loaded only by the route that shows it. pageLookup
 * takes it as a Record of the catalogue's slugs, so a page without copy fails to compile.
 */
export const serviceCopy = withContactCtas(services.pages);

/** The words every service page shares around its own copy. */
export const servicePageFrame = {
  featuresTitle: services.featuresTitle,
  closing: { ...services.closing, action: contactCta(services.closing.action.text) },
};
