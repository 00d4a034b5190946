import { describe, expect, it } from "vitest";
import { gasAuditForm } from "./gas-audit";
import { htmlConstraints, type InputConstraints } from "./html-constraints";

const constraints = htmlConstraints(gasAuditForm.schema);

/**
 * What the browser's constraint validation says of a value typed into an input with these
 * attributes (valueMissing, tooLong, patternMismatch), compiled with the flag the engine uses.
 */
function browserAccepts(input: InputConstraints, value: string, flag: "v" | "u"): boolean {
  if (value === "") return !input.required;
  if (input.maxLength !== undefined && value.length > input.maxLength) return false;
  return input.pattern === undefined || new RegExp(`^(?:${input.pattern})$`, flag).test(value);
}

/** Values on both sides of each of the £99 form's rules, as visitors type them. */
const TYPED: Record<string, string[]> = {
  firstName: [
    "Gareth",
    "  Siân ",
    "Łukasz",
    "李",
    "",
    "   ",
    "\t",
    "a".repeat(100),
    "a".repeat(101),
  ],
  lastName: ["Nguyễn-García", "O'Brien", " ", "x"],
  email: [
    "jo@example.com",
    "  jo@example.com ",
    "zoë@example.com",
    "jo+leads@mail.example.co.uk",
    "a&b=c@example.com",
    "{jo}|x@example.com",
    "a@b",
    "a@b..com",
    "jo @example.com",
    "jo@example.com?bcc=x@evil.example",
    "jo@",
    "",
    "  ",
    `${"a".repeat(250)}@b.co`,
  ],
  phone: [
    "07123456789",
    "07123 456-789",
    "+44 7123 456789",
    " 0 7 1 2 3 4 5 6 7 8 9 ",
    "07123\u00a0456789",
    "0712345678",
    "02079460958",
    "+ 447123456789",
    "07123456789-",
    "447123456789",
    "",
  ],
};

describe("htmlConstraints", () => {
  it("gives the £99 form's four fields their rules as attributes", () => {
    expect(Object.keys(constraints)).toEqual(["firstName", "lastName", "email", "phone"]);
    for (const field of Object.values(constraints)) {
      expect(field.required).toBe(true);
      expect(field.pattern).toBeTypeOf("string");
    }
    expect(constraints.firstName?.maxLength).toBe(100);
    expect(constraints.email?.maxLength).toBe(254);
  });

  it.each(["v", "u"] as const)(
    "makes the browser (%s flag) accept exactly what the schema accepts",
    (flag) => {
      for (const [name, values] of Object.entries(TYPED)) {
        const rule = gasAuditForm.schema.shape[name as keyof typeof gasAuditForm.schema.shape];
        for (const value of values) {
          expect(browserAccepts(constraints[name] ?? {}, value, flag), `${name}: ${value}`).toBe(
            rule.safeParse(value).success,
          );
        }
      }
    },
  );
});
