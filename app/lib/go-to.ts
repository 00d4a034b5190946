/**
 * A document navigation to another page, for islands, which have no router: the next page is
 * static HTML anyway. Its own module so component tests can see where a form went.
 */
export function goTo(address: string): void {
  window.location.assign(address);
}
