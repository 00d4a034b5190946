/**
 * The £99 form as every visitor gets it before any script: a submit that posts natively, and the
 * schema's rules on its inputs for the page's script to enable the submit by (SubmitWhenValid).
 */
import { expect, it } from "vitest";
import { AUDIT_FORM_IDS } from "../../app/features/gas-audit-form/gas-audit-form";
import { gasAuditForm } from "../../lead-forms/gas-audit";
import { htmlConstraints } from "../../lead-forms/html-constraints";
import { servedPage } from "./built-site";

const PATH = "/free-google-visibilty-audit-for-gas-eningeers";

it("the £99 form posts natively, with its definition's rules on its inputs", async () => {
  const { document } = await servedPage(PATH);
  const form = document.getElementById(AUDIT_FORM_IDS.form);
  if (!(form instanceof HTMLFormElement)) throw new Error("No £99 form");
  // Without scripts: an enabled button, and no hint asking for what the server will check.
  const submit = form.querySelector('button[type="submit"]');
  expect(submit?.hasAttribute("disabled")).toBe(false);
  expect(submit?.hasAttribute("aria-describedby")).toBe(false);
  expect(document.getElementById(AUDIT_FORM_IDS.hint)?.hidden).toBe(true);

  const attributes = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>("input[required]")].map((input) => [
      input.name,
      {
        required: true,
        ...(input.maxLength >= 0 && { maxLength: input.maxLength }),
        ...(input.hasAttribute("pattern") && { pattern: input.pattern }),
      },
    ]),
  );
  expect(attributes).toEqual(htmlConstraints(gasAuditForm.schema));

  // The script that disables the button comes right after the island, before anything is painted.
  const island = form.closest("[data-island]");
  expect(island?.nextElementSibling?.tagName).toBe("SCRIPT");
  expect(island?.nextElementSibling?.textContent).toContain(AUDIT_FORM_IDS.form);
});
