/**
 * text@text.text, with no empty domain labels, between optional spaces: accepts plus-tags,
 * apostrophes, subdomains and letters in any script (jo+leads@mail.example.co.uk,
 * o'brien@example.co.uk, zoë@example.com); rejects a@b, a@@b.com and a@b..com. Only characters an
 * address really uses: none that a mail client reads as syntax or as the start of parameters
 * (? # % < > " \ , ; : ( ) [ ] or spaces), so jo@example.com?bcc=… is refused rather than turned
 * into a link that fills in a BCC.
 *
 * The form's schema checks it as typed, and the browser checks the same pattern as the input's
 * `pattern` attribute (html-constraints.ts), which it compiles with the `v` flag (or `u`): so
 * the punctuation in the classes is escaped, as `v` requires and `u` allows.
 */
/* eslint-disable no-useless-escape -- the `v` flag needs them (see above) */
export const EMAIL =
  /^\s*[\p{L}\p{M}\p{N}!$&'*+\/=^_`\{\|\}~.\-]+@[\p{L}\p{M}\p{N}_\-]+(?:\.[\p{L}\p{M}\p{N}_\-]+)+\s*$/u;
/* eslint-enable no-useless-escape */

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
