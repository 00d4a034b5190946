import * as z from "zod";
import { group, isoDate, line, wholeNumber } from "../fields.ts";

/** The gas-engineer audit page's countdown, deadline banner and "spots left" line. */
export const urgencySchema = z.object({
  enabled: z.boolean().meta({
    label: "Show the countdown and banner",
    help: "Off, the audit page shows neither",
  }),
  wording: line({
    label: "Banner wording",
    help: "{deadline} is replaced by the deadline's day and date",
    max: 80,
  }).refine((text) => text.includes("{deadline}"), {
    error: "Include {deadline} where the date should go",
  }),
  deadline: z
    .discriminatedUnion("rule", [
      z.object({ rule: z.literal("coming-sunday") }).meta({ label: "The coming Sunday" }),
      z
        .object({ rule: z.literal("fixed-date"), date: isoDate({ label: "Deadline date" }) })
        .meta({ label: "A date you pick" }),
    ])
    .meta({ label: "Deadline", help: "The end of the coming Sunday, London time, or a date" }),
  spots: group(
    {
      mode: z.enum(["weekday", "capacity"], { error: "Choose where spots left comes from" }).meta({
        label: "Spots left comes from",
        optionLabels: {
          weekday: "The day of the week",
          capacity: "Audits a week, less those paid",
        },
      }),
      weeklyCapacity: wholeNumber({
        label: "Audits a week",
        help: "How many audits the team can take each week",
        min: 1,
        max: 100,
      }),
    },
    { label: "Spots left" },
  ),
});
