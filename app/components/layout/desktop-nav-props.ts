import type { NavLink as NavItem } from "~/site-map/navigation";

/**
 * What the desktop menu island is given, as JSON in the page: the links themselves rather than an
 * import of the site map, whose catalogues carry every page's icon and would all ship with it.
 */
export interface DesktopNavProps {
  /** The page's path, for aria-current: an island has no router to ask. */
  currentPath: string;
  /** The menu bar's accessible name. */
  label: string;
  services: { label: string; links: NavItem[] };
  agents: { label: string; links: NavItem[] };
  contact: NavItem;
}
