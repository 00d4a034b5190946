/**
 * text@text.text, with no empty domain labels: accepts plus-tags, apostrophes, subdomains and
 * letters in any script (jo+leads@mail.example.co.uk, o'brien@example.co.uk, zoë@example.com);
 * rejects a@b, a@@b.com and a@b..com. Only characters an address really uses: none that a mail
 * client reads as syntax or as the start of parameters (? # % < > " \ , ; : ( ) [ ] or spaces),
 * so jo@example.com?bcc=… is refused rather than turned into a link that fills in a BCC.
 */
const EMAIL =
  /^[\p{L}\p{M}\p{N}!$&'*+/=^_`{|}~.-]+@[\p{L}\p{M}\p{N}_-]+(?:\.[\p{L}\p{M}\p{N}_-]+)+$/u;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
