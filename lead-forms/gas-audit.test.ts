import { describe, expect, it } from "vitest";
import { UK_MOBILE_HINT } from "./uk-phone";
import { gasAuditLeadSchema, type GasAuditLeadInput } from "./gas-audit";

const valid: GasAuditLeadInput = {
  firstName: "Gareth",
  lastName: "Price",
  email: "gareth@pennantheating.co.uk",
  phone: "07123 456-789",
};

function firstErrors(input: GasAuditLeadInput) {
  const result = gasAuditLeadSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("gasAuditLeadSchema", () => {
  it("trims names and sends the phone as +447XXXXXXXXX", () => {
    expect(gasAuditLeadSchema.parse({ ...valid, firstName: "  Gareth " })).toEqual({
      ...valid,
      firstName: "Gareth",
      phone: "+447123456789",
    });
  });

  it.each([
    ["firstName", "   ", "Please enter your first name"],
    ["lastName", "", "Please enter your last name"],
    ["firstName", "x".repeat(101), "First name must be 100 characters or fewer"],
    ["email", "", "Please enter your email address"],
    ["email", "gareth@example", "Please enter a valid email address"],
    ["email", "gareth@@example.com", "Please enter a valid email address"],
    ["phone", "02079460958", UK_MOBILE_HINT],
    ["phone", "0712345678", UK_MOBILE_HINT],
    ["phone", "+44712345678901", UK_MOBILE_HINT],
  ] as const)("%s %j → %s", (field, value, message) => {
    expect(firstErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
