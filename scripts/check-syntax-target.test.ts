/**
 * The syntax check of the built client: its rules on single scripts, then the real script on a
 * built-looking folder, where the phone rule as it once shipped (with a lookbehind) must fail it.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { islandLoaderScript } from "./post-build/island-loader";
import { findViolations, hasLookbehind, oldestSafari, rulesFor } from "./syntax-target/rules";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SAFARI_15 = rulesFor(15);
/** The phone number rule as lead-forms/uk-phone.ts had it, which Safari 15 could not load. */
const OLD_PHONE_CHUNK = String.raw`const e=/(?<=\d)[\s-]+(?=\d)/g;export function n(t){return t.trim().replace(e,"")}`;

describe("the rules", () => {
  it("come from .browserslistrc, whose oldest Safari is 15", () => {
    expect(oldestSafari()).toBe(15);
    expect(rulesFor(oldestSafari())).toEqual(SAFARI_15);
    expect(oldestSafari(["chrome 150", "ios_saf 15.2-15.3", "safari 16.1"])).toBe(15.2);
    expect(rulesFor(16.4)).toMatchObject({ lookbehind: true, staticBlocks: true });
  });

  it.each([
    ["(?<=\\d)x", true],
    ["a(?<!b)", true],
    ["(?<year>\\d{4})", false],
    ["\\(?<=", false],
    ["[(?<=]", false],
    ["[\\]](?<=a)", true],
  ])("finds a lookbehind in /%s/: %s", (pattern, expected) => {
    expect(hasLookbehind(pattern)).toBe(expected);
  });

  it("passes what Safari 15 parses", () => {
    const modern = [
      "class A { #x = 1; static y = 2; #m() { return this.#x ?? 0; } }",
      "let a = {}; a.b ??= a?.c?.d; const big = 10n ** 2n;",
      "const m = /(?<name>\\w+)\\k<name>/du.exec('aa');",
      "await Promise.resolve(1);",
    ].join("\n");
    expect(findViolations(modern, SAFARI_15)).toEqual([]);
  });

  it.each([
    ["a regex literal", OLD_PHONE_CHUNK, /1:8 regex lookbehind/],
    ["a constructed regex", 'new RegExp("(?<!£)\\\\d+", "g")', /1:0 regex lookbehind/],
    ["a template-built regex", "RegExp(`(?<=a)b`)", /regex lookbehind/],
    ["a class static block", "class A {\n  static { init(); }\n}", /2:2 class static block/],
    ["the regex v flag", "const r = /[\\p{L}--[a-z]]/v;", /syntax newer than ES2023/],
    ["import attributes", 'import data from "./d.json" with { type: "json" };', /newer than/],
  ])("fails %s", (_what, source, message) => {
    const found = findViolations(source, SAFARI_15);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });
});

describe("npm run check:syntax", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function builtClient(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "kestrel-syntax-"));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  function check(dir: string) {
    return new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/check-syntax-target.ts", dir],
        { cwd: ROOT, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });
  }

  const page = (script: string) =>
    `<!doctype html><title>t</title><script type="application/ld+json">{"a":"(?<=x)"}</script><script type="module">${script}</script>`;

  it("passes a build the target can parse", async () => {
    const dir = builtClient({
      "assets/app.js": "export const a = [1, 2].map((n) => n ** 2);",
      "index.html": page('import("/assets/app.js");'),
    });
    const { code, output } = await check(dir);
    expect(output).toContain("2 scripts in 2 files match the browser target (ES2023 for Safari 15");
    expect(code).toBe(0);
  });

  it("fails a build with the lookbehind the phone rule once had, naming the file", async () => {
    const dir = builtClient({
      "assets/app.js": "export const a = 1;",
      "assets/uk-phone-abc123.js": OLD_PHONE_CHUNK,
    });
    const { code, output } = await check(dir);
    expect(code).toBe(1);
    expect(output).toMatch(
      /assets\/uk-phone-abc123\.js:1:8 regex lookbehind .*\(Safari 15 cannot parse it\)/,
    );
  });

  it("fails a lookbehind in a page's inline module script, not in its JSON-LD", async () => {
    const dir = builtClient({ "contact/index.html": page("/(?<=a)b/.test('ab');") });
    const { code, output } = await check(dir);
    expect(code).toBe(1);
    expect(output).toContain("contact/index.html (script 1):1:0 regex lookbehind");
    expect(output.match(/lookbehind/g)).toHaveLength(1);
  });

  it("checks the island loader, a classic inline script at the end of <body>", async () => {
    const loaderPage =
      '<!doctype html><title>t</title><script type="speculationrules">{"prefetch":[]}</script>' +
      '<body><div data-island="x" data-island-load="load"></div>' +
      "<script>class L{static{start()}}</script></body>";
    const { code, output } = await check(builtClient({ "index.html": loaderPage }));
    expect(code).toBe(1);
    expect(output).toContain("index.html (script 1):1:8 class static block");
  });
});

describe("the island loader the build inlines into every page", () => {
  it("parses in the oldest target browser", async () => {
    const loader = await islandLoaderScript([
      { name: "contact-form", entry: "/assets/island-contact-form-abc.js", files: [] },
    ]);
    expect(loader).toContain("/assets/island-contact-form-abc.js");
    expect(findViolations(loader, rulesFor(oldestSafari()))).toEqual([]);
  });
});
