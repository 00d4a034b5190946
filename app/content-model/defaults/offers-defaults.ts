import type * as z from "zod";
import type { offersSchema } from "../schemas/offers-schema";

export const offersDefaults = {
  auditPrice: 99,
  auditCallMinutes: 15,
  discoveryCallMinutes: 30,
  enterpriseAuditDays: "2–3",
  enterpriseMinRevenue: "£10M+",
  links: {
    auditPayment: "",
    gasBooking: "",
    enterpriseBooking: "",
    salesPhoenix: "",
  },
  // The brief's words.
  freeBadge: "Usually {price} - Now FREE",
  paymentNotes: {
    online: "Secure card payment on the next page",
    offline: "Nothing is charged online: we agree the fee with you on the call",
  },
} satisfies z.input<typeof offersSchema>;
