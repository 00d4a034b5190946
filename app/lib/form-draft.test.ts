import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { formDraft } from "./form-draft";

afterEach(() => sessionStorage.clear());

const schema = z.object({ name: z.string(), email: z.string() });

describe("a form's draft", () => {
  it("keeps a field added to the schema, with no edit to the draft code", () => {
    const extended = z.extend(schema, { company: z.optional(z.string()) });
    const draft = formDraft("draft", extended);
    draft.save({ name: "Ada", email: "ada@example.com", company: "Analytical Engines" });
    expect(draft.load()).toEqual({
      name: "Ada",
      email: "ada@example.com",
      company: "Analytical Engines",
    });
  });

  it("restores every field of the schema, empty where nothing was typed, and nothing else", () => {
    sessionStorage.setItem("draft", JSON.stringify({ name: "Ada", removed: "old field" }));
    expect(formDraft("draft", schema).load()).toEqual({ name: "Ada", email: "" });
  });

  it("is no draft when nothing is saved or the saved text is not JSON", () => {
    const draft = formDraft("draft", schema);
    expect(draft.load()).toBeNull();
    sessionStorage.setItem("draft", "{not json");
    expect(draft.load()).toBeNull();
  });

  it("forgets the draft once every field is empty, or when cleared", () => {
    const draft = formDraft("draft", schema);
    draft.save({ name: "Ada" });
    draft.save({ name: "", email: "" });
    expect(draft.load()).toBeNull();
    draft.save({ name: "Ada" });
    draft.clear();
    expect(draft.load()).toBeNull();
  });
});
