/** The path a link is "current" for, without a trailing slash (the home page stays "/"). */
function normalised(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a link to `linkPath` is the page at `currentPath`: React Router's NavLink `end`. */
export function isCurrentPath(currentPath: string, linkPath: string): boolean {
  return normalised(currentPath) === normalised(linkPath);
}

/** Whether the page at `currentPath` is one of `linkPaths` or below one of them. */
export function isInSection(currentPath: string, linkPaths: string[]): boolean {
  const path = normalised(currentPath);
  return linkPaths.some((linkPath) => path === linkPath || path.startsWith(`${linkPath}/`));
}
