/**
 * UK mobiles as people type them: +447 or 07 and nine more digits, with spaces or dashes between
 * any two digits and spaces around. The form's schema checks it as typed, and the browser checks
 * the same pattern as the input's `pattern` attribute (html-constraints.ts), compiled with the
 * `v` flag (or `u`): so the dashes in the classes are escaped, as `v` requires and `u` allows.
 */
/* eslint-disable no-useless-escape -- the `v` flag needs them (see above) */
export const UK_MOBILE = /^\s*(?:\+4[\s\-]*4[\s\-]*7|0[\s\-]*7)(?:[\s\-]*\d){9}\s*$/u;
/* eslint-enable no-useless-escape */

export const UK_MOBILE_HINT =
  "Please enter a valid UK mobile number (e.g., +44 7123 456789 or 07123 456789)";

/** Under a wrong number: the hint already says what a valid one looks like. */
export const UK_MOBILE_INVALID = "Please check your mobile number";

/** The number in international form (+447XXXXXXXXX), or null when it is not a UK mobile. */
export function normaliseUkMobile(input: string): string | null {
  if (!UK_MOBILE.test(input)) return null;
  // Its last nine digits follow the 7, whichever prefix it was typed with.
  return `+447${input.replace(/\D/g, "").slice(-9)}`;
}
