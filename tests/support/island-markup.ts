import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { IslandModule } from "../../shared/island-contract";
import { Island } from "../../app/islands/island";

// What the form islands' feedback tests share (tests/server-feedback/): a prerendered page
// holding one form island, and the island started on it as the loader starts it.

/** A page with one plain-script island holding `markup`, as the prerender writes it. */
export function islandPage(name: string, markup: ReactNode): string {
  const island = renderToString(createElement(Island, { name, strategy: "idle" }, markup));
  return `<!DOCTYPE html><html><body><main>${island}</main></body></html>`;
}

const islandIn = (html: string) =>
  new DOMParser().parseFromString(html, "text/html").querySelector("[data-island]");

/** The props the loader would give the island. */
export const propsOf = (html: string) =>
  JSON.parse(islandIn(html)?.getAttribute("data-island-props") ?? "null") as unknown;

/** Puts the page's body into the document and starts its island with the page's props. */
export async function startIsland(html: string, mount: IslandModule["mount"]) {
  const page = new DOMParser().parseFromString(html, "text/html");
  document.body.replaceChildren(
    ...[...page.body.childNodes].map((node) => document.importNode(node, true)),
  );
  const element = document.querySelector<HTMLElement>("[data-island]");
  if (!element) throw new Error("The page holds no island");
  const props = (propsOf(html) ?? {}) as Record<string, unknown>;
  await mount(element, props, element.dataset.island ?? "");
  return element;
}
