import { afterEach, describe, expect, it } from "vitest";
import { contactSchema } from "../../../lead-forms/contact";
import { loadDraft, saveDraft } from "./contact-draft";

afterEach(() => sessionStorage.clear());

describe("the contact form's draft", () => {
  it("brings back every field of the form's definition, a field added later included", () => {
    // From the schema's keys, not a list of them: a new field is covered with no edit here.
    const typed = Object.fromEntries(
      Object.keys(contactSchema.shape).map((name) => [name, `typed into ${name}`]),
    );
    saveDraft(typed);
    expect(loadDraft()).toEqual(typed);
  });
});
