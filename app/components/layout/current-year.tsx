/**
 * The year when the page is shown. Prerendered HTML carries the build year; on the rare visit that
 * straddles New Year the hydrated value wins without a hydration warning.
 */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
