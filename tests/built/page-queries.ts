/**
 * Finding things in a parsed page the way a visitor names them: by the text of a heading or a
 * link (its aria-label, else its text, spaces collapsed), as the browser tests do by role.
 */

export const textOf = (element: Element) => element.textContent.replace(/\s+/g, " ").trim();

/** A link's or heading's accessible name, as far as the markup gives it. */
export const nameOf = (element: Element) => element.getAttribute("aria-label") ?? textOf(element);

export const headings = (root: ParentNode) => [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")];

export const links = (root: ParentNode) => [...root.querySelectorAll("a[href]")];

/** The heading whose name is `name`, or undefined. */
export const headingNamed = (root: ParentNode, name: string) =>
  headings(root).find((heading) => nameOf(heading) === name);

/** Every link named exactly `name`. */
export const linksNamed = (root: ParentNode, name: string | RegExp) =>
  links(root).filter((link) =>
    typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link)),
  );

/** The section a heading named `name` heads. */
export function sectionHeaded(root: ParentNode, name: string): Element {
  const section = headingNamed(root, name)?.closest("section");
  if (!section) throw new Error(`No section headed "${name}"`);
  return section;
}

export const hrefsOf = (elements: Element[]) => elements.map((link) => link.getAttribute("href"));

/** The page's <main>, which every page has once. */
export function mainOf(document: Document): Element {
  const [main, ...more] = document.querySelectorAll("main");
  if (!main || more.length > 0) throw new Error("Expected exactly one <main>");
  return main;
}
