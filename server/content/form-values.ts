import type { FieldNode } from "./schema-fields";
import { MAX_LIST_ITEMS } from "./schema-fields";

/**
 * A posted form read back into a document's shape, as typed: a number that is not one stays the
 * text that was typed (the schema then says so, and the form shows it again), an empty optional
 * field is left out. Names are paths: `founders.1.role`; a list says how many items it has in
 * `founders.length`, so an item of unticked boxes is still counted.
 */
export type PostedForm = Readonly<Record<string, unknown>>;

export const lengthName = (path: string) => `${path}.length`;
export const childPath = (path: string, key: string | number) =>
  path ? `${path}.${key}` : String(key);

function readText(form: PostedForm, path: string): string {
  const value = form[path];
  return typeof value === "string" ? value : "";
}

export function readValue(node: FieldNode, form: PostedForm, path: string): unknown {
  switch (node.kind) {
    case "boolean":
      return form[path] === "on";
    case "number": {
      const typed = readText(form, path).trim();
      if (typed === "") return node.optional ? undefined : typed;
      const number = Number(typed);
      return Number.isFinite(number) ? number : typed;
    }
    case "object":
      return Object.fromEntries(
        node.fields
          .map(([key, field]) => [key, readValue(field, form, childPath(path, key))] as const)
          .filter(([, value]) => value !== undefined),
      );
    case "choice": {
      const chosen = readText(form, childPath(path, node.key));
      const option = node.options.find(({ value }) => value === chosen);
      if (!option) return { [node.key]: chosen };
      const fields = option.fields.map(
        ([key, field]) => [key, readValue(field, form, childPath(path, key))] as const,
      );
      return Object.fromEntries([[node.key, chosen], ...fields.filter(([, v]) => v !== undefined)]);
    }
    case "list": {
      const count = Number.parseInt(readText(form, lengthName(path)), 10);
      const length = Number.isSafeInteger(count) ? Math.max(0, Math.min(count, MAX_LIST_ITEMS)) : 0;
      return Array.from({ length }, (_, index) =>
        readValue(node.item, form, childPath(path, index)),
      );
    }
    default: {
      const typed = readText(form, path);
      return node.optional && typed.trim() === "" ? undefined : typed;
    }
  }
}

/** A new list item: every text empty, every box unticked, every list as short as it may be. */
function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "boolean":
      return false;
    case "object":
      return Object.fromEntries(node.fields.map(([key, field]) => [key, emptyValue(field)]));
    case "choice":
      return { [node.key]: node.options[0]?.value ?? "" };
    case "list":
      return Array.from({ length: node.min }, () => emptyValue(node.item));
    default:
      return node.optional ? undefined : "";
  }
}

/** What a list's buttons ask for, in the form's `action`: `add:founders`, `up:founders.2`. */
export type ListAction = { verb: "add" | "remove" | "up" | "down"; list: string; index: number };

const ACTION = /^(add|remove|up|down):([A-Za-z0-9_.]+)$/;

export function parseListAction(action: unknown): ListAction | null {
  const match = typeof action === "string" ? ACTION.exec(action) : null;
  if (!match?.[1] || !match[2]) return null;
  const verb = match[1] as ListAction["verb"];
  if (verb === "add") return { verb, list: match[2], index: -1 };
  const cut = match[2].lastIndexOf(".");
  const index = Number(match[2].slice(cut + 1));
  if (cut < 0 || !Number.isSafeInteger(index)) return null;
  return { verb, list: match[2].slice(0, cut), index };
}

/** The list node and the list itself at `path` in `value`, or null when the path is not a list. */
function listAt(node: FieldNode, value: unknown, path: string) {
  let current: { node: FieldNode; value: unknown } = { node, value };
  for (const key of path.split(".")) {
    if (current.node.kind === "object") {
      const field = current.node.fields.find(([name]) => name === key)?.[1];
      if (!field) return null;
      current = { node: field, value: (current.value as Record<string, unknown>)[key] };
    } else if (current.node.kind === "list") {
      current = { node: current.node.item, value: (current.value as unknown[])[Number(key)] };
    } else return null;
  }
  const { node: list, value: items } = current;
  return list.kind === "list" && Array.isArray(items) ? { list, items } : null;
}

/**
 * Applies a list's button to the values as posted (in place) and returns where the item it moved
 * or added now is, to put the focus there; null when the action does not apply (a list at its
 * length bound, a move past an end).
 */
export function applyListAction(root: FieldNode, value: unknown, action: ListAction) {
  const found = listAt(root, value, action.list);
  if (!found) return null;
  const { list, items } = found;
  const { verb, index } = action;
  if (verb === "add") {
    if (items.length >= list.max) return null;
    items.push(emptyValue(list.item));
    return childPath(action.list, items.length - 1);
  }
  if (index < 0 || index >= items.length) return null;
  if (verb === "remove") {
    if (items.length <= list.min) return null;
    items.splice(index, 1);
    return items.length ? childPath(action.list, Math.min(index, items.length - 1)) : action.list;
  }
  const to = verb === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= items.length) return null;
  [items[index], items[to]] = [items[to], items[index]];
  return childPath(action.list, to);
}
