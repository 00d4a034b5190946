/**
 * A mailto: link that can only ever address the one mailbox: the local part and the domain are
 * percent-encoded on either side of the last "@", so nothing in a stored address (a spam lead's
 * was never validated) can add ?bcc=, &subject= or &body= to the owner's new email.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}

/** A tel: link that carries the number only: its digits and "+". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
