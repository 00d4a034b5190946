import { afterEach, describe, expect, it, vi } from "vitest";
import { gasAuditLeadSchema } from "../../../lead-forms/gas-audit";
import { htmlConstraints } from "../../../lead-forms/html-constraints";
import { compileRulesWhenIdle } from "./compile-rules-when-idle";

const EMAIL_PATTERN = htmlConstraints(gasAuditLeadSchema).email?.pattern ?? "";
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.body.innerHTML = "";
});

/** Three email fields with the form's pattern: one empty, one typed into, one focused. */
function fields() {
  document.body.innerHTML = ["empty", "typed", "focused"]
    .map((id) => `<input id="${id}" pattern="${EMAIL_PATTERN.replaceAll('"', "&quot;")}">`)
    .join("");
  const [empty, typed, focused] = ["empty", "typed", "focused"].map(
    (id) => document.getElementById(id) as HTMLInputElement,
  ) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
  typed.value = "gareth@";
  focused.focus();
  const events: string[] = [];
  for (const control of [empty, typed, focused]) {
    for (const type of ["input", "change", "invalid"]) {
      control.addEventListener(type, () => events.push(`${type} on ${control.id}`));
    }
  }
  return { empty, typed, focused, events };
}

describe("compiling the fields' rules before the visitor types", () => {
  it("runs each field's rule once, when the page is idle", async () => {
    const rule = gasAuditLeadSchema.shape.email;
    const parse = vi.spyOn(rule, "safeParse");
    const { empty } = fields();
    compileRulesWhenIdle([{ control: empty, rule }]);
    expect(parse).not.toHaveBeenCalled();
    await idle();
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it("leaves every field as it was, and fires no event the form or the page listens to", async () => {
    const { empty, typed, focused, events } = fields();
    compileRulesWhenIdle(
      [empty, typed, focused].map((control) => ({ control, rule: gasAuditLeadSchema.shape.email })),
    );
    await idle();
    expect([empty.value, typed.value, focused.value]).toEqual(["", "gareth@", ""]);
    expect(focused).toHaveFocus();
    expect(empty.validity.valid).toBe(true);
    expect(events).toEqual([]);
  });
});
