import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { childPath, lengthName } from "./form-values";
import type { FieldNode } from "./schema-fields";

/**
 * A document's fields as HTML controls, each labelled, with its help and its message from the
 * schema tied to it (aria-describedby, aria-invalid), as GOV.UK's fields are. Every value is
 * written as text: the template escapes it.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface FieldState {
  /** The schema's message for each path that has one, e.g. "founders.0.name". */
  errors: ReadonlyMap<string, string>;
  /** The path of the item a list's button just added or moved: its first control takes the focus. */
  focus?: string | undefined;
}

export const fieldId = (path: string) => `field-${path.replaceAll(".", "-")}`;

const asText = (value: unknown) =>
  value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);

function describedBy(id: string, node: FieldNode, error: string | undefined) {
  const ids = [node.help ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

const hint = (id: string, node: FieldNode) =>
  node.help ? html`<p class="hint" id="${id}-hint">${node.help}</p>` : "";
const message = (id: string, error: string | undefined) =>
  error ? html`<p class="field-error" id="${id}-error">Error: ${error}</p>` : "";

function control(node: FieldNode, value: unknown, path: string, state: FieldState): Html {
  const id = fieldId(path);
  const error = state.errors.get(path);
  const aria = html`${describedBy(id, node, error) ? html` aria-describedby="${describedBy(id, node, error)}"` : ""}${error ? html` aria-invalid="true"` : ""}${state.focus === path ? html` autofocus` : ""}`;
  const label = html`<label for="${id}"
    >${node.label}${node.optional ? html` <span class="hint">(optional)</span>` : ""}</label
  >`;
  const wrapper = (body: Html) =>
    html`<div class="field${error ? " has-error" : ""}">${body}</div>`;
  switch (node.kind) {
    case "boolean":
      return wrapper(
        html`<div class="check">
            <input
              id="${id}"
              name="${path}"
              type="checkbox"
              ${value === true ? "checked" : ""}${aria}
            />
            ${label}
          </div>
          ${hint(id, node)}${message(id, error)}`,
      );
    case "select":
      return wrapper(
        html`${label}${hint(id, node)}${message(id, error)}
          <select id="${id}" name="${path}" ${aria}>
            ${node.optional ? html`<option value="">None</option>` : ""}
            ${node.options.map(
              (option) =>
                html`<option value="${option.value}" ${option.value === value ? "selected" : ""}>
                  ${option.label}
                </option>`,
            )}
          </select>`,
      );
    case "number":
      return wrapper(
        html`${label}${hint(id, node)}${message(id, error)}
          <input
            id="${id}"
            name="${path}"
            type="text"
            inputmode="${node.integer ? "numeric" : "decimal"}"
            value="${asText(value)}"
            ${aria}
          />`,
      );
    default:
      if (node.kind !== "text") return html``;
      return wrapper(
        html`${label}${hint(id, node)}${message(id, error)}
        ${
          node.multiline
            ? html`<textarea id="${id}" name="${path}" rows="5" ${aria}>${asText(value)}</textarea>`
            : html`<input
                id="${id}"
                name="${path}"
                type="${node.input}"
                value="${asText(value)}"
                ${node.input === "text" ? "" : html` spellcheck="false"`}${aria}
              />`
        }`,
      );
  }
}

function listItem(
  list: Extract<FieldNode, { kind: "list" }>,
  value: unknown,
  path: string,
  index: number,
  count: number,
  state: FieldState,
): Html {
  const itemPath = childPath(path, index);
  const name = `${list.itemLabel.charAt(0).toUpperCase()}${list.itemLabel.slice(1)} ${index + 1}`;
  // The visible words start the button's name, so speech input finds it by what it shows.
  const button = (verb: string, words: string) =>
    html`<button type="submit" name="action" value="${verb}:${itemPath}">
      ${words}<span class="visually-hidden">: ${name.toLowerCase()}</span>
    </button>`;
  return html`<fieldset class="item" id="${fieldId(itemPath)}">
    <legend>${name}</legend>
    ${field(list.item, value, itemPath, { ...state, focus: state.focus === itemPath ? firstControl(list.item, itemPath) : state.focus })}
    <div class="item-actions">
      ${index > 0 ? button("up", "Move up") : ""}
      ${index < count - 1 ? button("down", "Move down") : ""}
      ${count > list.min ? button("remove", "Remove") : ""}
    </div>
  </fieldset>`;
}

/** The path of the control that takes the focus when an item is added or moved: its first. */
function firstControl(node: FieldNode, path: string): string {
  if (node.kind === "object" && node.fields[0]) {
    const [key, first] = node.fields[0];
    return firstControl(first, childPath(path, key));
  }
  return path;
}

function listField(
  node: Extract<FieldNode, { kind: "list" }>,
  value: unknown,
  path: string,
  state: FieldState,
): Html {
  const items = Array.isArray(value) ? value : [];
  const id = fieldId(path);
  const error = state.errors.get(path);
  const bounds =
    node.min === node.max
      ? `Exactly ${node.max}.`
      : `${node.min > 0 ? `At least ${node.min}, ` : ""}up to ${node.max}.`;
  return html`<fieldset
    class="list${error ? " has-error" : ""}"
    id="${id}"
    aria-describedby="${id}-bounds${error ? ` ${id}-error` : ""}"
  >
    <legend>${node.label}</legend>
    ${hint(id, node)}
    <p class="hint" id="${id}-bounds">${bounds}</p>
    ${message(id, error)}
    <input type="hidden" name="${lengthName(path)}" value="${items.length}" />
    ${items.map((item, index) => listItem(node, item, path, index, items.length, state))}
    ${
      items.length < node.max
        ? html`<p>
            <button
              type="submit"
              name="action"
              value="add:${path}"
              ${state.focus === path ? html` autofocus` : ""}
            >
              Add a ${node.itemLabel}
            </button>
          </p>`
        : ""
    }
  </fieldset>`;
}

/**
 * One of several shapes: a radio button for each, named by the shape's key (`deadline.rule`),
 * then each shape's own fields (a picked date), read only when their shape is chosen.
 */
function choiceField(
  node: Extract<FieldNode, { kind: "choice" }>,
  value: unknown,
  path: string,
  state: FieldState,
): Html {
  const id = fieldId(path);
  const record = (value ?? {}) as Record<string, unknown>;
  const chosen = record[node.key];
  const name = childPath(path, node.key);
  const error = state.errors.get(path) ?? state.errors.get(name);
  return html`<fieldset
    class="choice${error ? " has-error" : ""}"
    id="${id}"
    ${describedBy(id, node, error) ? html` aria-describedby="${describedBy(id, node, error)}"` : ""}
  >
    <legend>${node.label}</legend>
    ${hint(id, node)}${message(id, error)}
    ${node.options.map(
      (option, index) =>
        html`<div class="check">
          <input
            id="${id}-${index}"
            name="${name}"
            type="radio"
            value="${option.value}"
            ${option.value === chosen ? "checked" : ""}
          />
          <label for="${id}-${index}">${option.label}</label>
        </div>`,
    )}
    ${node.options.map((option) =>
      option.fields.map(([key, child]) =>
        field(
          child,
          option.value === chosen ? record[key] : undefined,
          childPath(path, key),
          state,
        ),
      ),
    )}
  </fieldset>`;
}

/** One value and everything under it. */
export function field(node: FieldNode, value: unknown, path: string, state: FieldState): Html {
  if (node.kind === "list") return listField(node, value, path, state);
  if (node.kind === "choice") return choiceField(node, value, path, state);
  if (node.kind !== "object") return control(node, value, path, state);
  const record = (value ?? {}) as Record<string, unknown>;
  const fields = html`${node.fields.map(([key, child]) =>
    field(child, record[key], childPath(path, key), state),
  )}`;
  // A group has an id too, so that a link (the launch checklist's) can lead to it.
  return path ? html`<div id="${fieldId(path)}">${fields}</div>` : fields;
}
