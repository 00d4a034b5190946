/**
 * Field rules shared by the lead forms and the local lead inbox, so the browser and the server
 * accept exactly the same leads. zod/mini keeps the validation code small in the page bundle.
 */
import * as z from "zod/mini";
import { isEmail } from "./email";
import { normaliseUkMobile, UK_MOBILE_HINT } from "./uk-phone";

/** Trimmed text that must not be empty, with an optional upper bound. */
export function requiredText(required: string, max?: { length: number; message: string }) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      ...(max ? [z.maxLength(max.length, max.message)] : []),
    );
}

export function optionalText(max: { length: number; message: string }) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max.length, max.message)));
}

export function emailAddress(required: string, invalid: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(254, invalid),
      z.refine(isEmail, invalid),
    );
}

/** A UK mobile in any common spelling; the parsed value is +447XXXXXXXXX. */
export const ukMobile = z.pipe(
  z.string().check(z.refine((value) => normaliseUkMobile(value) !== null, UK_MOBILE_HINT)),
  z.transform((value: string) => normaliseUkMobile(value) ?? value),
);
