import * as z from "zod";
import { isoDate, pageMeta } from "../fields.ts";

/**
 * The privacy notice's parts that are the owner's to change: its search-result copy and the date
 * it last changed. Who the controller is and how to reach them come from the business document.
 */
export const privacySchema = z.object({
  meta: pageMeta(),
  updated: isoDate({
    label: "Last updated",
    help: "Change it whenever what the notice says changes",
  }),
});
