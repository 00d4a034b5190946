import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { FormIslandProps } from "../../lead-forms/server-feedback";
import { Island } from "../../app/islands/island";

// What the form islands' feedback tests share (app/features/*/..-feedback.test.ts): a prerendered
// page holding one form island, and ways to compare it with what the server wrote into it.

/** A page with one form island, as the prerender writes it. */
export function islandPage(name: string, component: ComponentType<FormIslandProps>, props = {}) {
  const island = renderToString(
    createElement(Island<FormIslandProps>, { name, strategy: "interaction", component, props }),
  );
  return `<!DOCTYPE html><html><body><main>${island}</main></body></html>`;
}

const islandIn = (html: string) =>
  new DOMParser().parseFromString(html, "text/html").querySelector("[data-island]");

/** The island element's tree in a form that ignores attribute order, for comparing markup. */
export function shape(html: string): string {
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return "";
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== "data-island-props")
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort();
    const children = [...node.childNodes].map(walk).join("");
    return `<${node.localName} ${attributes.join(" ")}>${children}</${node.localName}>`;
  };
  const island = islandIn(html);
  return island ? walk(island) : "";
}

/** The props the loader would give the island. */
export const propsOf = (html: string) =>
  JSON.parse(islandIn(html)?.getAttribute("data-island-props") ?? "null") as unknown;
