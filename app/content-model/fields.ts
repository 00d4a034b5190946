/**
 * The field kinds every content document is made of. Each carries `.meta({ label, help })` on
 * its outermost schema (README.md), and its messages are written for the owner's editor, which
 * shows them next to the field: plain UK English saying what to enter, not what went wrong.
 */
import * as z from "zod";
import { isEmail } from "../../lead-forms/email.ts";

/** What the editor shows beside a field. */
export type FieldLabel = { label: string; help?: string };

// The editor reads them with z.globalRegistry.get(schema) (README.md).
declare module "zod" {
  interface GlobalMeta {
    label?: string;
    help?: string;
    /** "url": a link, one line in the editor however long it may be. */
    input?: "url";
  }
}

/** One line of text (a heading, a button's words): required and short. */
const LINE_MAX = 160;
/** A paragraph: required and bounded, so a page cannot be made unreadable by one field. */
export const PARAGRAPH_MAX = 1_200;

const tooLong = (max: number) => `Keep this to ${max} characters or fewer`;
const EMPTY = "Enter some text: this cannot be empty";

export function line({ label, help, max = LINE_MAX }: FieldLabel & { max?: number }) {
  return z.string().trim().min(1, EMPTY).max(max, tooLong(max)).meta({ label, help });
}

export function paragraph({ label, help, max = PARAGRAPH_MAX }: FieldLabel & { max?: number }) {
  return line({ label, help, max });
}

/** Digits of a UK number once spaces, dashes and brackets are gone: 0 and 9–10 more, or +44. */
const UK_PHONE = /^(?:0|\+44)[1-9]\d{8,9}$/;

export function ukPhone(field: FieldLabel) {
  return z
    .string()
    .trim()
    .refine((value) => UK_PHONE.test(value.replace(/[\s()-]/g, "")), {
      error: "Enter a UK phone number, like 0161 496 0000",
    })
    .meta(field);
}

export function emailAddress(field: FieldLabel) {
  return z
    .string()
    .trim()
    .max(254, tooLong(254))
    .refine(isEmail, { error: "Enter an email address, like hello@example.co.uk" })
    .meta(field);
}

const HTTPS_MESSAGE = "Enter a link starting with https://, like https://www.example.co.uk";
const LINK_MAX = 500;

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** A link to another site: https only. */
export function httpsLink(field: FieldLabel) {
  return z
    .string()
    .trim()
    .max(LINK_MAX, tooLong(LINK_MAX))
    .refine(isHttpsUrl, { error: HTTPS_MESSAGE })
    .meta({ ...field, input: "url" });
}

/** A link the site may go without (a payment or booking page not set up yet): empty is none. */
export function optionalHttpsLink(field: FieldLabel) {
  return z
    .string()
    .trim()
    .max(LINK_MAX, tooLong(LINK_MAX))
    .refine((value) => value === "" || isHttpsUrl(value), { error: HTTPS_MESSAGE })
    .meta({ ...field, input: "url" });
}

/** A calendar date, as the editor's date input gives it. */
export function isoDate(field: FieldLabel) {
  return z.iso.date({ error: "Enter a date, like 2026-11-25" }).meta(field);
}

/** A whole number in a range (minutes, a price in pounds, a weekly capacity). */
export function wholeNumber({ label, help, min, max }: FieldLabel & { min: number; max: number }) {
  return z
    .number({ error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(min, `Enter ${min} or more`)
    .max(max, `Enter ${max} or less`)
    .meta({ label, help });
}

/** A 24-hour time, "09:00". */
export function clockTime(field: FieldLabel) {
  return z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a 24-hour time, like 09:00")
    .meta(field);
}

/** A list with exactly `length` items: the spec fixes how many the page shows. */
export function exactList<T extends z.ZodType>(
  item: T,
  { label, help, length }: FieldLabel & { length: number },
) {
  return z
    .array(item)
    .length(length, `This list must have exactly ${length} items`)
    .meta({ label, help });
}

/** A list the owner may add to and remove from, within bounds. */
export function boundedList<T extends z.ZodType>(
  item: T,
  { label, help, min = 1, max }: FieldLabel & { min?: number; max: number },
) {
  return z
    .array(item)
    .min(min, min === 1 ? "Add at least one item" : `Add at least ${min} items`)
    .max(max, `This list can have at most ${max} items`)
    .meta({ label, help });
}

/** Search-result lengths once placeholders are filled in (content-checks.ts checks them). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION = { min: 70, max: 160 };

/** Every page's search-result copy: the <title> and the meta description. */
export function pageMeta() {
  return z
    .object({
      title: line({
        label: "Page title",
        help: `Shown in the browser tab and search results, up to ${META_TITLE_MAX} characters; the brand is added after it`,
        max: 120,
      }),
      description: line({
        label: "Search description",
        help: `The text under the title in search results: ${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters`,
        max: 320,
      }),
    })
    .meta({ label: "Search results", help: "How the page appears in Google" });
}

/** An object of fields shown as one group in the editor. */
export function group<T extends z.ZodRawShape>(shape: T, field: FieldLabel) {
  return z.object(shape).meta(field);
}
