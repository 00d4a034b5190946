/**
 * A form's rules as the browser's own constraint validation reads them: `required`, `maxlength`
 * and `pattern` for each field, derived from the form's schema (zod's JSON Schema of its input),
 * so that `form.checkValidity()` is the schema's rule without a second copy of it. A field's
 * rules reach this only as far as JSON Schema can say them: a length, a required key, a pattern
 * (`z.regex`, checked on the text as typed). A `z.refine` says nothing here, so the rules the
 * browser must check are written as patterns (lead-fields.ts); plainText's control characters,
 * which no keyboard types, stay the schema's alone.
 */
import * as z from "zod/mini";

/** The constraint attributes of one input, as React props. */
export interface InputConstraints {
  required?: true;
  maxLength?: number;
  pattern?: string;
}

type JsonString = { maxLength?: number; pattern?: string; allOf?: JsonString[] };

/**
 * JSON Schema's patterns match anywhere in the text, `pattern` matches all of it (the browser
 * wraps it in ^(?:…)$ and compiles it with the `v` flag, or `u` in older engines): each pattern
 * becomes a lookahead from the start, so several combine into one attribute.
 */
function htmlPattern(patterns: string[]): string | undefined {
  if (patterns.length === 0) return undefined;
  return `${patterns.map((pattern) => `(?=[\\s\\S]*(?:${pattern}))`).join("")}[\\s\\S]*`;
}

function patternsOf(property: JsonString): string[] {
  return [
    ...(property.pattern === undefined ? [] : [property.pattern]),
    ...(property.allOf ?? []).flatMap(patternsOf),
  ];
}

/** Each field's constraint attributes, by field name. */
export function htmlConstraints(schema: z.ZodMiniObject): Record<string, InputConstraints> {
  const json = z.toJSONSchema(schema, { io: "input" }) as {
    properties?: Record<string, JsonString>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => {
      const pattern = htmlPattern(patternsOf(property));
      const constraints: InputConstraints = {
        ...(required.has(name) && { required: true }),
        ...(property.maxLength !== undefined && { maxLength: property.maxLength }),
        ...(pattern !== undefined && { pattern }),
      };
      return [name, constraints];
    }),
  );
}
