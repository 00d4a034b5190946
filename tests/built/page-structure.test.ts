/** Every HTML file the build writes, read as the file it is: what any page must have. */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { CLIENT_DIR, parseHtml } from "./built-site";
import { headings } from "./page-queries";

/** Every HTML file under the client folder, outside assets/ (the islands' code, no pages). */
async function htmlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names
    .filter((name) => name.endsWith(".html") && !name.startsWith("assets/"))
    .map((name) => join(dir, name));
}

it("every HTML file the build writes has a title, headed sections and typed inputs", async () => {
  const files = await htmlFiles(CLIENT_DIR);
  expect(files.length).toBeGreaterThanOrEqual(22);
  for (const file of files) {
    const document = parseHtml(await readFile(file, "utf8"));
    expect(document.title.trim(), file).not.toBe("");
    // A section's own heading is one not inside a section nested in it.
    const headless = [...document.querySelectorAll("section")].filter(
      (section) =>
        !headings(section).some((heading) => heading.parentElement?.closest("section") === section),
    );
    expect(headless, `${file}: sections with no heading of their own`).toHaveLength(0);
    const untyped = [...document.querySelectorAll("input:not([type])")].map((i) => i.outerHTML);
    expect(untyped, file).toEqual([]);
  }
});
