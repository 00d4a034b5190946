import { agents } from "~/content-model/site-content";
import { agentsSectionName } from "./agents-section";
import { withContactCtas } from "./contact-cta";

/** Page copy by slug (pageLookup checks every catalogue slug has some); loaded only by its route. */
export const agentCopy = withContactCtas(agents.pages);

/** The words every agent page shares around its own copy; the closing CTA is the page's own. */
export const agentPageFrame = {
  eyebrow: agentsSectionName,
  featuresTitle: agents.featuresTitle,
  closing: {
    title: agents.closing.title,
    text: (agentName: string) => agents.closing.text.replace("{agentName}", agentName),
  },
};
