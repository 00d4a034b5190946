/**
 * What a browser would post from the content editor's form as the page shows it: each named
 * input's value (a ticked box as "on", an unticked one left out), each text area's text and each
 * select's chosen option. Read from the page the server wrote, so a test changes only what a
 * person would type and posts everything else as it was rendered.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([a-z][\w-]*)(?:="([^"]*)")?/g)) {
    if (name) found.set(name, decode(value ?? ""));
  }
  return found;
}

const CONTROLS =
  /<input\b([^>]*)>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g;

export function contentFormFields(page: string): Record<string, string> {
  const start = page.indexOf('<form class="content-form"');
  if (start < 0) throw new Error("no content form on the page");
  const form = page.slice(start, page.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const [, input, textarea, text, select, options] of form.matchAll(CONTROLS)) {
    const attrs = attributes(input ?? textarea ?? select ?? "");
    const name = attrs.get("name");
    if (!name) continue;
    if (input !== undefined) {
      if (attrs.get("type") === "checkbox") {
        if (attrs.has("checked")) fields[name] = "on";
      } else fields[name] = attrs.get("value") ?? "";
    } else if (textarea !== undefined) {
      fields[name] = decode((text ?? "").replace(/^\n/, ""));
    } else {
      const chosen = /<option\b([^>]*\bselected\b[^>]*)>/.exec(options ?? "");
      fields[name] = chosen?.[1] ? (attributes(chosen[1]).get("value") ?? "") : "";
    }
  }
  return fields;
}
