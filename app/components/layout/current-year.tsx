/**
 * The year the page was built: the footer and the phone menu are static HTML that no script
 * re-renders, and the site is rebuilt far more often than once a year.
 */
export function CurrentYear() {
  return <span>{new Date().getFullYear()}</span>;
}
