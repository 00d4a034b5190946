import type * as z from "zod";
import type { privacySchema } from "../schemas/privacy-schema";

export const privacyDefaults = {
  meta: {
    title: "Privacy Notice: How We Use Your Data",
    description:
      "How {brand} uses the details you send through our website forms, what we store in your browser, how long we keep data and your rights.",
  },
  updated: "2026-11-28",
} satisfies z.input<typeof privacySchema>;
