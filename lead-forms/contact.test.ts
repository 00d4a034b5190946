import { describe, expect, it } from "vitest";
import { contactSchema, type ContactInput } from "./contact";

const valid: ContactInput = {
  name: "Aoife Ní Bhriain",
  email: "aoife+site@mail.example.co.uk",
  subject: "AI receptionist",
  message: "We miss calls while on site. Could an agent help?",
};

function firstErrors(input: ContactInput) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ ...valid, name: "  Aoife Ní Bhriain  " })).toEqual(valid);
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "   ", "Name is required"],
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Name must be 100 characters or fewer"],
    ["email", "", "Email is required"],
    ["email", "a@b", "Please enter a valid email address"],
    ["email", "a@@b.com", "Please enter a valid email address"],
    ["email", "a@b..com", "Please enter a valid email address"],
    ["email", "no at sign.com", "Please enter a valid email address"],
    ["subject", "", "Subject is required"],
    ["subject", "Hi", "Subject must be at least 5 characters"],
    ["subject", "x".repeat(151), "Subject must be 150 characters or fewer"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "x".repeat(5001), "Message must be 5,000 characters or fewer"],
  ] as const)("%s %j → %s", (field, value, message) => {
    expect(firstErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("keeps names in any script, and markup as plain text", () => {
    for (const name of [
      "O'Brien-Smith",
      "李小龍",
      "محمد علي",
      "Zoë 👋",
      "<script>alert(1)</script>",
    ]) {
      expect(contactSchema.parse({ ...valid, name }).name).toBe(name);
    }
  });
});
