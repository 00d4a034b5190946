/** UK mobiles: +447 or 07 and nine more digits; spaces and dashes between digits are allowed. */
const UK_MOBILE = /^(?:\+447|07)(\d{9})$/;
/**
 * A digit and the spaces or dashes after it, when another digit follows; the digit is put back.
 * No lookbehind: Safari before 16.4 cannot parse one, and the chunk holding it would not load.
 */
export const SEPARATORS_AFTER_DIGIT = /(\d)[\s-]+(?=\d)/g;

export const UK_MOBILE_HINT =
  "Please enter a valid UK mobile number (e.g., +44 7123 456789 or 07123 456789)";

/** The number in international form (+447XXXXXXXXX), or null when it is not a UK mobile. */
export function normaliseUkMobile(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS_AFTER_DIGIT, "$1");
  const match = UK_MOBILE.exec(compact);
  return match ? `+447${match[1]}` : null;
}
