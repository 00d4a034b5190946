import { expect, it } from "vitest";
import { urgencySchema } from "../../app/content-model/schemas/urgency-schema";
import { field } from "./field-html";
import { readValue } from "./form-values";
import { describeField } from "./schema-fields";

const urgency = describeField(urgencySchema, "urgency");
const posted = (deadline: Record<string, string>) => ({
  enabled: "on",
  wording: "Book by {deadline}",
  ...Object.fromEntries(Object.entries(deadline).map(([key, value]) => [`deadline.${key}`, value])),
  "spots.mode": "capacity",
  "spots.weeklyCapacity": "6",
});

it("a deadline is the coming Sunday or a picked date: radio buttons, then the date's own field", async () => {
  const page = String(
    await field(
      urgency,
      urgencySchema.parse(
        readValue(urgency, posted({ rule: "fixed-date", date: "2026-12-24" }), ""),
      ),
      "",
      {
        errors: new Map(),
      },
    ),
  ).replace(/\s+/g, " ");
  expect(page).toContain("<legend>Deadline</legend>");
  expect(page).toMatch(/name="deadline\.rule" type="radio" value="coming-sunday" ?\/>/);
  expect(page).toMatch(/name="deadline\.rule" type="radio" value="fixed-date" checked/);
  expect(page).toContain('<label for="field-deadline-1">A date you pick</label>');
  expect(page).toMatch(/name="deadline\.date" type="date" value="2026-12-24"/);
  // The options of "spots left" in words, not the schema's values.
  expect(page).toContain("Audits a week, less those paid");
});

it("reads the chosen shape only: a date left in the form counts only when a date is chosen", () => {
  const sunday = readValue(urgency, posted({ rule: "coming-sunday", date: "2026-12-24" }), "");
  expect(urgencySchema.parse(sunday).deadline).toEqual({ rule: "coming-sunday" });
  const picked = readValue(urgency, posted({ rule: "fixed-date", date: "" }), "");
  const refused = urgencySchema.safeParse(picked);
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["deadline.date"]);
});
