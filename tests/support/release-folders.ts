import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inlineScriptHashes } from "../../scripts/post-build/security-headers";

/**
 * A small release folder as `npm run build` lays one out (client/ with pages and `_headers`
 * giving each page's CSP its inline script's hash), with `label` in every page and script, so
 * that two releases differ in their HTML and in their CSP alike.
 */
export function writeRelease(label: string, pages: readonly string[] = ["/", "/contact"]): string {
  const dir = mkdtempSync(join(tmpdir(), `release-${label}-`));
  const headers = ["/*", "  X-Content-Type-Options: nosniff"];
  for (const page of pages) {
    const html = `<!doctype html><html><head><title>${label}</title><script>window.release="${label}"</script></head><body><h1>${label} ${page}</h1>${`<p>The ${label} release.</p>`.repeat(20)}</body></html>`;
    mkdirSync(join(dir, "client", page), { recursive: true });
    writeFileSync(join(dir, "client", page, "index.html"), html);
    const csp = `script-src 'self' ${inlineScriptHashes(html).join(" ")}`;
    headers.push(page, `  Content-Security-Policy: ${csp}`);
  }
  writeFileSync(join(dir, "client", "_headers"), `${headers.join("\n")}\n`);
  return dir;
}
