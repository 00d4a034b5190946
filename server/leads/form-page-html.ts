import { ISLAND_ATTRIBUTE } from "../../shared/island-contract";
import { definitionOf } from "../../lead-forms";
import {
  CONTROL_BORDER,
  ERROR_TEXT_CLASS,
  errorIdOf,
  hintIdOf,
} from "../../lead-forms/field-markup";
import {
  FEEDBACK_BANNER_ATTRIBUTE,
  FEEDBACK_BANNER_CLASS,
  type ServerFeedback,
} from "../../lead-forms/server-feedback";
import type { FormFeedback } from "./feedback-tokens";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and for a double-quoted attribute alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`\\s${name}="[^"]*"`);
  const attr = ` ${name}="${value}"`;
  // A function, so that a `$&` or `$'` in the value (a pattern in an island's props) is text.
  if (pattern.test(tag)) return tag.replace(pattern, () => attr);
  return tag.replace(/\s*\/?>$/, (end) => `${attr}${end}`);
}

/** The control's tag marked invalid as ui/field.tsx marks it, described by its message. */
function invalidTag(tag: string, id: string): string {
  const describedBy = [attribute(tag, "aria-describedby"), errorIdOf(id)].filter(Boolean);
  const className = (attribute(tag, "class") ?? "").replace(
    new RegExp(`\\b${CONTROL_BORDER.valid}\\b`),
    CONTROL_BORDER.invalid,
  );
  return withAttribute(
    withAttribute(
      withAttribute(tag, "aria-invalid", "true"),
      "aria-describedby",
      describedBy.join(" "),
    ),
    "class",
    className,
  );
}

/**
 * One field of the form's HTML refilled and, with a message, marked invalid. The markup is
 * React's prerendered output of ui/field.tsx: the control in a wrapper, then its hint, then (when
 * invalid) its message, which goes after both.
 */
function fillField(form: string, name: string, value: string | undefined, error?: string) {
  const match = new RegExp(`<(input|textarea)\\b[^>]*\\sname="${name}"[^>]*>`).exec(form);
  if (!match) return form;
  let tag = match[0];
  const id = attribute(tag, "id") ?? name;
  if (error) tag = invalidTag(tag, id);
  let after = form.slice(match.index + match[0].length);
  if (match[1] === "textarea") {
    // A leading newline keeps one the visitor typed: the parser drops the first after the tag.
    if (value !== undefined)
      after = `\n${escapeHtml(value)}${after.slice(after.indexOf("</textarea>"))}`;
  } else if (value !== undefined) {
    tag = withAttribute(tag, "value", escapeHtml(value));
  }
  if (error) {
    let cut = after.indexOf("</div>") + "</div>".length;
    const hint = `<p id="${hintIdOf(id)}"`;
    if (after.startsWith(hint, cut)) cut = after.indexOf("</p>", cut) + "</p>".length;
    const message = `<p id="${escapeHtml(errorIdOf(id))}" class="${ERROR_TEXT_CLASS}">${escapeHtml(error)}</p>`;
    after = `${after.slice(0, cut)}${message}${after.slice(cut)}`;
  }
  return `${form.slice(0, match.index)}${tag}${after}`;
}

const UNESCAPES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** An attribute's value as React wrote it, read back. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => UNESCAPES[entity] ?? entity);
}

/**
 * The page with the feedback added to the props of the island that holds the form (the nearest
 * island element opened before it), so the island, a plain script that starts on the markup
 * written here, knows how the post went too.
 */
function withIslandProps(html: string, formStart: number, feedback: FormFeedback): string {
  const marker = html.lastIndexOf(` ${ISLAND_ATTRIBUTE.name}="`, formStart);
  const tagStart = html.lastIndexOf("<", marker);
  const tagEnd = html.indexOf(">", marker) + 1;
  if (marker < 0 || tagStart < 0 || tagEnd <= 0 || tagEnd > formStart) return html;
  const tag = html.slice(tagStart, tagEnd);
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(unescapeAttribute(attribute(tag, ISLAND_ATTRIBUTE.props) ?? "{}")) as never;
  } catch {
    // Props the page did not write as JSON are the island's to refuse; the feedback replaces them.
  }
  const { outcome, message, errors, values } = feedback;
  const shown: ServerFeedback = { outcome, message, errors, values };
  const json = escapeHtml(JSON.stringify({ ...props, feedback: shown }));
  const rewritten = withAttribute(tag, ISLAND_ATTRIBUTE.props, json);
  return `${html.slice(0, tagStart)}${rewritten}${html.slice(tagEnd)}`;
}

/**
 * The prerendered page with the form that posts to `action` showing the feedback: a line at its
 * top, each refused field's message, and the typed values back in their fields, and the same
 * in the props of the form's island, which renders it alike (components/lead-forms/). Undefined
 * when the page has no such form.
 */
export function pageWithFeedback(html: string, action: string, feedback: FormFeedback) {
  const open = new RegExp(`<form\\b[^>]*\\saction="[^"]*${action}"[^>]*>`).exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const end = html.indexOf("</form>", start);
  if (end < 0) return undefined;
  let form = html.slice(start, end);
  const names = new Set([...Object.keys(feedback.values), ...Object.keys(feedback.errors)]);
  for (const name of names) {
    if (!/^\w+$/.test(name)) continue;
    form = fillField(form, name, feedback.values[name], feedback.errors[name]);
  }
  const banner =
    feedback.outcome === "sent"
      ? `<p role="status" ${FEEDBACK_BANNER_ATTRIBUTE} class="${FEEDBACK_BANNER_CLASS.sent}">${escapeHtml(feedback.message)}</p>`
      : `<div role="alert" ${FEEDBACK_BANNER_ATTRIBUTE} class="${FEEDBACK_BANNER_CLASS.problem}">${escapeHtml(feedback.message)}</div>`;
  const page = `${html.slice(0, start)}${banner}${form}${html.slice(end)}`;
  return withIslandProps(page, open.index, feedback);
}

/**
 * A problem's details for a page without the form (plainFormPage): each refused field's message,
 * then everything typed, so the visitor can go back and correct it or copy it, and lose nothing.
 */
export function feedbackDetailsHtml({ form, errors, values }: FormFeedback): string {
  // Each field's label as its form's definition gives it.
  const labels: Readonly<Record<string, string>> = definitionOf(form)?.labels ?? {};
  const label = (name: string) => escapeHtml(labels[name] ?? name);
  const list = (entries: [string, string][], tag: "li" | "dd") =>
    entries
      .filter(([, text]) => text !== "")
      .map(([name, text]) =>
        tag === "li"
          ? `<li>${label(name)}: ${escapeHtml(text)}</li>`
          : // The page's CSP allows no style: line breaks are kept as <br>.
            `<dt>${label(name)}</dt><dd>${escapeHtml(text).replace(/\r?\n/g, "<br>")}</dd>`,
      )
      .join("");
  const refused = list(Object.entries(errors), "li");
  const typed = list(Object.entries(values), "dd");
  return [
    refused && `<ul>${refused}</ul>`,
    "<p>Your browser's back button takes you to the form, which usually still holds what you typed.",
    typed ? " In case it does not, here it is:</p>" : "</p>",
    typed && `<dl>${typed}</dl>`,
  ].join("");
}
