/**
 * text@text.text, with no empty domain labels: accepts plus-tags and subdomains
 * (jo+leads@mail.example.co.uk), rejects a@b, a@@b.com and a@b..com.
 */
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
