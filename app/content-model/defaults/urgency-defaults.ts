import type * as z from "zod";
import type { urgencySchema } from "../schemas/urgency-schema";

/** On, as the brief asks; spots by the brief's weekday table (docs/decisions/0009-spots-left.md). */
export const urgencyDefaults = {
  enabled: true,
  wording: "Last Chance Ends {deadline}",
  deadline: { rule: "coming-sunday" },
  spots: { mode: "weekday", weeklyCapacity: 8 },
} satisfies z.input<typeof urgencySchema>;
