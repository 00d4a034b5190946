import * as z from "zod";
import { boundedList, line, paragraph } from "../fields.ts";

const result = z
  .object({
    client: line({ label: "Client", help: "Anonymised, like UK logistics group (£40M revenue)" }),
    context: line({ label: "Their situation" }),
    findings: boundedList(line({ label: "Finding" }), { label: "What we found", max: 6 }),
    outcome: paragraph({ label: "Outcome", max: 400 }),
    example: z.boolean().meta({
      label: "Illustrative example",
      help: "Untick once this describes a real engagement the client agreed to have described",
    }),
  })
  .meta({ label: "Case result" });

/** The enterprise audit page's case results. */
export const caseResultsSchema = z.object({
  results: boundedList(result, { label: "Case results", max: 6 }),
});
