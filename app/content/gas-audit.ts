import { gasAudit } from "~/content-model/site-content";
import { formatPounds, gasAuditOffer } from "./gas-audit-offer";
import { testimonials } from "./testimonials";

const price = formatPounds(gasAuditOffer.price);

/** Copy for the paid Google visibility audit landing page that the gas-engineer ads point to. */
export const gasAuditPage = {
  ...gasAudit,
  form: {
    heading: gasAudit.form.heading,
    price,
    priceNote: gasAudit.form.priceNote,
    intro: gasAudit.form.intro,
  },
  testimonials: { heading: gasAudit.testimonials.heading, items: testimonials },
};
