/** The header's controls on every page. */
export const siteHeaderDefaults = {
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** The phone menu's accessible name. */
  menuName: "Menu",
  /** Names the phone menu's list of links for screen readers. */
  mobileNavLabel: "Mobile",
  /** Names the desktop menu bar for screen readers. */
  mainNavLabel: "Main",
  /** With scripting off the menu button becomes a link to the footer's links. */
  siteLinks: "Site links",
};
