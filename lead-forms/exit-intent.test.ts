import { describe, expect, it } from "vitest";
import {
  exitIntentFormSchema,
  toExitIntentLead,
  toExitIntentReport,
  toExitIntentSubmission,
  type ExitIntentInput,
} from "./exit-intent";
import { expectedBody } from "../tests/support/lead-contract";

const input: ExitIntentInput = {
  firstName: " Zoë ",
  lastName: "O'Connor",
  email: "zoe@heatandflow.co.uk",
  phone: "+44 7700 900123",
  businessName: "",
  websiteUrl: "",
  preferredTime: "",
};

describe("exit-intent payloads", () => {
  it("sends the lead webhook exactly the four lead fields", () => {
    const values = exitIntentFormSchema.parse(input);
    expect(JSON.stringify(toExitIntentLead(values))).toBe(
      expectedBody("exit-intent", "exit-intent", input),
    );
  });

  it("sends the audit webhook the report in the brief's field order, optional fields empty", () => {
    const report = toExitIntentReport(exitIntentFormSchema.parse(input));
    expect(JSON.stringify(report)).toBe(expectedBody("exit-intent", "audit", input));
    expect(report).toMatchObject({ businessName: "", phone: "+447700900123" });
  });

  it("posts the lead API every field, which validates to the same lead on the server", () => {
    const values = exitIntentFormSchema.parse({ ...input, businessName: "Heat & Flow Ltd" });
    const submission = toExitIntentSubmission(values);
    expect(submission).toEqual({
      firstName: "Zoë",
      lastName: "O'Connor",
      email: "zoe@heatandflow.co.uk",
      phone: "+447700900123",
      businessName: "Heat & Flow Ltd",
      websiteUrl: "",
      preferredTime: "",
    });
    expect(exitIntentFormSchema.parse(submission)).toEqual(submission);
  });

  it("rejects a lead with any required field invalid", () => {
    for (const broken of [
      { firstName: "  " },
      { lastName: "" },
      { email: "zoe@heatandflow" },
      { phone: "07700 90012" },
    ]) {
      expect(exitIntentFormSchema.safeParse({ ...input, ...broken }).success).toBe(false);
    }
  });
});
