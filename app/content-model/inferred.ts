/**
 * A page document's schema made from its defaults: every text a required, bounded line or
 * paragraph, every list bounded (or fixed in length where the page's layout or the spec fixes
 * it), every field labelled from its name unless `labels` words it better. Pages are mostly prose
 * whose shape is their defaults'; the facts the site computes with (business, offers, urgency,
 * testimonials) have schemas written out field by field instead.
 */
import * as z from "zod";
import {
  boundedList,
  exactList,
  group,
  line,
  pageMeta,
  PARAGRAPH_MAX,
  type FieldLabel,
} from "./fields.ts";

/** How a list may change; unset, 1 to LIST_MAX items. */
type ListRule = { length: number } | { min: number; max: number };

export interface InferOptions {
  /** By dotted path ("hero.title", "faq.items"): the editor's words for the field. */
  labels?: Record<string, FieldLabel>;
  /** By dotted path: lists whose length the page or the spec fixes, or bounds other than 1–12. */
  lists?: Record<string, ListRule>;
}

const LIST_MAX = 12;
/** Texts up to this long in the defaults are one line; longer ones are paragraphs. */
const LINE_LIMIT = 100;

const WORDS: Record<string, string> = { cta: "button", faq: "questions", meta: "search results" };

/** "savingsText" → "Savings text", "cta" → "Button". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => WORDS[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelFor(path: string[], options: InferOptions, fallback: string): FieldLabel {
  return options.labels?.[path.join(".")] ?? { label: humanise(fallback) };
}

/** A rule's path may use `*` for any one name: "pages.*.features". */
function listRule(path: string[], options: InferOptions): ListRule | undefined {
  const found = Object.entries(options.lists ?? {}).find(([pattern]) => {
    const parts = pattern.split(".");
    return (
      parts.length === path.length && parts.every((part, i) => part === "*" || part === path[i])
    );
  });
  return found?.[1];
}

function infer(value: unknown, path: string[], options: InferOptions): z.ZodType {
  const key = path[path.length - 1] ?? "document";
  if (key === "meta") return pageMeta();
  if (typeof value === "string") {
    const field = labelFor(path, options, key);
    return value.length > LINE_LIMIT ? line({ ...field, max: PARAGRAPH_MAX }) : line(field);
  }
  if (typeof value === "number") return z.number().meta(labelFor(path, options, key));
  if (typeof value === "boolean") return z.boolean().meta(labelFor(path, options, key));
  if (Array.isArray(value)) {
    const item = infer(value[0], [...path, "item"], options);
    const field = labelFor(path, options, key);
    const rule = listRule(path, options);
    if (rule && "length" in rule) return exactList(item, { ...field, length: rule.length });
    return boundedList(item, { ...field, min: rule?.min ?? 1, max: rule?.max ?? LIST_MAX });
  }
  if (value && typeof value === "object") {
    const shape = Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, infer(item, [...path, name], options)]),
    );
    return path.length === 0 ? z.object(shape) : group(shape, labelFor(path, options, key));
  }
  throw new Error(`content-model: no field kind for ${path.join(".")}`);
}

/** The schema, typed as its defaults are: z.infer of it is `T`. */
type InferredSchema<T> = z.ZodObject<{ [K in keyof T]: z.ZodType<T[K]> }>;

export function inferredSchema<T extends object>(defaults: T, options: InferOptions = {}) {
  return infer(defaults, [], options) as unknown as InferredSchema<T>;
}
