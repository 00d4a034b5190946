import { z } from "zod";

/**
 * A document's schema read as the fields of a form: what control each value takes, its label and
 * help from the schema's metadata, and how long a list may be. Read once per document; the form's
 * HTML (field-html.ts) and the reading of a post (form-values.ts) both walk it.
 */
interface Common {
  label: string;
  help?: string;
  optional: boolean;
}

export type FieldNode = Common &
  (
    | { kind: "text"; input: "text" | "url" | "email" | "date"; multiline: boolean }
    | { kind: "number"; integer: boolean }
    | { kind: "boolean" }
    | { kind: "select"; options: readonly SelectOption[] }
    | { kind: "object"; fields: readonly (readonly [string, FieldNode])[] }
    /** One of several shapes, told apart by `key` ("rule"): radio buttons, then each shape's fields. */
    | { kind: "choice"; key: string; options: readonly ChoiceOption[] }
    | { kind: "list"; item: FieldNode; itemLabel: string; min: number; max: number }
  );

interface SelectOption {
  value: string;
  label: string;
}

interface ChoiceOption extends SelectOption {
  /** The shape's other fields (a picked date), each read only when the shape is chosen. */
  fields: readonly (readonly [string, FieldNode])[];
}

/** A list the schema does not bound is bounded here, as every request is. */
export const MAX_LIST_ITEMS = 100;
/** Longer texts get a text area; a name, a phone or a link stays on one line. */
const ONE_LINE_MAX_LENGTH = 200;

const FORMAT_INPUTS: Readonly<Record<string, "url" | "email" | "date">> = {
  url: "url",
  email: "email",
  date: "date",
};

/** "bookingLink" → "Booking link", for a field whose schema gives no label. */
const humanise = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function metaOf(schema: z.ZodType): Record<string, unknown> {
  return schema.meta() ?? {};
}

/** The value's own schema under optional, default and the like, with the metadata of every layer. */
function unwrap(schema: z.ZodType) {
  let inner = schema;
  let optional = false;
  let meta = metaOf(schema);
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) optional = true;
    else if (!(inner instanceof z.ZodDefault || inner instanceof z.ZodReadonly)) break;
    inner = inner.unwrap() as z.ZodType;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, optional, meta };
}

function lengthBounds(list: z.ZodArray) {
  let min = 0;
  let max = MAX_LIST_ITEMS;
  for (const check of list.def.checks ?? []) {
    const def = check._zod.def as {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
    };
    if (def.check === "min_length") min = def.minimum ?? min;
    if (def.check === "max_length") max = Math.min(max, def.maximum ?? max);
    if (def.check === "length_equals") [min, max] = [def.length ?? min, def.length ?? max];
  }
  return { min, max };
}

function kindOf(schema: z.ZodType, label: string, meta: Record<string, unknown>) {
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(
      ([key, field]) => [key, describeField(field, key)] as const,
    );
    return { kind: "object", fields } as const;
  }
  if (schema instanceof z.ZodArray) {
    const itemLabel =
      typeof meta.itemLabel === "string" ? meta.itemLabel : label.toLowerCase().replace(/s$/, "");
    const item = describeField(schema.element as z.ZodType, "item");
    return { kind: "list", item, itemLabel, ...lengthBounds(schema) } as const;
  }
  if (schema instanceof z.ZodBoolean) return { kind: "boolean" } as const;
  if (schema instanceof z.ZodNumber) {
    return { kind: "number", integer: schema.isInt } as const;
  }
  if (schema instanceof z.ZodEnum) {
    // The schema may name each option in words (`optionLabels`); otherwise its value is shown.
    const labels = (meta.optionLabels ?? {}) as Record<string, string>;
    const options = schema.options.map(String).map((value) => ({
      value,
      label: labels[value] ?? value,
    }));
    return { kind: "select", options } as const;
  }
  if (schema instanceof z.ZodDiscriminatedUnion) return choiceOf(schema);
  if (schema instanceof z.ZodDate)
    return { kind: "text", input: "date", multiline: false } as const;
  const format = (schema as Partial<z.ZodString>).format ?? "";
  const maxLength = (schema as Partial<z.ZodString>).maxLength ?? null;
  // A link is one line however long it may be; the schema says so with `input: "url"`.
  const input = meta.input === "url" ? "url" : (FORMAT_INPUTS[format] ?? "text");
  return {
    kind: "text",
    input,
    multiline:
      meta.multiline === true || (input === "text" && (maxLength ?? 0) > ONE_LINE_MAX_LENGTH),
  } as const;
}

function choiceOf(union: z.ZodDiscriminatedUnion) {
  const key = union.def.discriminator;
  const options = (union.options as z.ZodObject[]).map((shape) => {
    const tag = shape.shape[key];
    const value = tag instanceof z.ZodLiteral ? String(tag.value) : "";
    const label = metaOf(shape).label;
    const fields = Object.entries(shape.shape as Record<string, z.ZodType>)
      .filter(([name]) => name !== key)
      .map(([name, field]) => [name, describeField(field, name)] as const);
    return { value, label: typeof label === "string" ? label : humanise(value), fields };
  });
  return { kind: "choice", key, options } as const;
}

/** One value of a document as a field of its form. */
export function describeField(schema: z.ZodType, key: string): FieldNode {
  const { inner, optional, meta } = unwrap(schema);
  const label = typeof meta.label === "string" ? meta.label : humanise(key);
  const help = typeof meta.help === "string" ? meta.help : undefined;
  return { label, optional, ...(help ? { help } : {}), ...kindOf(inner, label, meta) };
}
