/**
 * Field rules shared by the lead forms and the local lead inbox, so the browser and the server
 * accept exactly the same leads. zod/mini keeps the validation code small in the page bundle.
 * Every rule takes `unacceptable`, the message for a character no lead may carry (isPlainText):
 * the words are the caller's (messages.ts).
 */
import * as z from "zod/mini";
import { EMAIL } from "./email";
import { normaliseUkMobile, UK_MOBILE, UK_MOBILE_HINT } from "./uk-phone";

/**
 * False for text holding a control character other than TAB, CR and LF (C0, DEL, C1) or half of
 * a surrogate pair. Nobody types them; a paste or a bot does, and PostgreSQL's jsonb refuses NUL
 * and lone surrogates outright. A loop over char codes rather than a lookbehind or isWellFormed,
 * which older Safari cannot run.
 */
export function isPlainText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // A high surrogate followed by a low one is one character (an emoji): step over the pair.
    if (code >= 0xd800 && code < 0xdc00 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code < 0xa0) ||
      (code >= 0xd800 && code < 0xe000)
    ) {
      return false;
    }
  }
  return true;
}

/** First on every field, and final: a field with such a character gets this message alone. */
const plainText = (unacceptable: string) =>
  z.refine<string>(isPlainText, { error: unacceptable, abort: true });

/**
 * Text with something other than spaces in it: the same as non-empty once trimmed (trim and
 * `\s` agree on what a space is), but a pattern, which the browser can check too.
 */
const NOT_BLANK = /\S/;

/**
 * Not blank, checked on the text as typed, so that the browser's constraint validation checks it
 * as the schema does (html-constraints.ts); final, like plainText.
 */
const notBlank = (required: string) => z.regex(NOT_BLANK, { error: required, abort: true });

/** Trimmed text that must not be empty, with an optional upper bound. */
export function requiredText(
  unacceptable: string,
  required: string,
  max?: { length: number; message: string },
) {
  return z
    .string()
    .check(
      plainText(unacceptable),
      notBlank(required),
      z.trim(),
      ...(max ? [z.maxLength(max.length, max.message)] : []),
    );
}

export function optionalText(unacceptable: string, max: { length: number; message: string }) {
  return z.optional(
    z.string().check(plainText(unacceptable), z.trim(), z.maxLength(max.length, max.message)),
  );
}

export function emailAddress(unacceptable: string, required: string, invalid: string) {
  return z.string().check(
    plainText(unacceptable),
    notBlank(required),
    // As typed, as the browser checks it; the pattern allows the spaces trimmed next.
    z.regex(EMAIL, invalid),
    z.trim(),
    z.maxLength(254, invalid),
  );
}

/**
 * An http(s) address or a bare domain, with an optional port and path: heatandflow.co.uk,
 * https://www.heatandflow.co.uk/contact. Never another scheme (javascript:, data:, ftp:), a
 * user:password@ part, or a host without a dot; the owner's CRM receives it as typed.
 */
const WEBSITE =
  /^(?:https?:\/\/)?[\p{L}\p{N}\p{M}_-]+(?:\.[\p{L}\p{N}\p{M}_-]+)+(?::\d+)?(?:[/?#][^\s\p{Cc}]*)?$/iu;

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value);
}

/** An optional website address; empty is allowed. */
export function websiteAddress(
  unacceptable: string,
  invalid: string,
  max: { length: number; message: string },
) {
  return z.optional(
    z.string().check(
      plainText(unacceptable),
      z.trim(),
      z.maxLength(max.length, max.message),
      z.refine((value: string) => value === "" || isWebsite(value), invalid),
    ),
  );
}

/** A UK mobile in any common spelling; the parsed value is +447XXXXXXXXX. */
export function ukMobile(unacceptable: string) {
  return z.pipe(
    z.string().check(plainText(unacceptable), z.regex(UK_MOBILE, UK_MOBILE_HINT)),
    z.transform((value: string) => normaliseUkMobile(value) ?? value),
  );
}
