import { agentLinks, serviceLinks } from "../../app/site-map/navigation";

/** The menus' name for the page at `path`, as the desktop menu bar and the phone drawer show it. */
export function labelOf(path: string): string {
  const link = [...serviceLinks, ...agentLinks].find((item) => item.href === path);
  if (!link) throw new Error(`No menu link to ${path}`);
  return link.label;
}
