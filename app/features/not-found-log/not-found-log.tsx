/** Marks where the not-found log island starts; it renders nothing and runs no React. */
export function NotFoundLog() {
  return null;
}
