/**
 * Rebuilding in the live folder, as the deploy steps in docs/operations.md do after every change: `npm run
 * build` while the server answers a visitor's pages and assets in a loop. The build writes a new
 * release and switches `build` to it in one rename; the running server keeps the release it
 * started with, so no request fails and every page's inline scripts are the ones its CSP header
 * allows, until a restart serves the new release. And a second `npm start` stops before it builds.
 */
import { expect, test } from "@playwright/test";
import { appendFileSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { inlineScriptHashes } from "../../scripts/post-build/security-headers";
import { siteRoutes } from "../e2e/site-routes";
import { makeLiveFolder, type LiveFolder } from "./support/live-folder";
import {
  freshDataDir,
  SITE_DEFAULTS,
  startSite,
  storedDataDir,
  type Site,
} from "./support/site-process";

test.describe.configure({ mode: "serial" });

/** The most a successful build may print (issue 38). */
const BUILD_OUTPUT_LINES = 40;

/** Every asset a page names: its scripts, styles and icons, and each island's built entry. */
function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map(([, path]) => path ?? ""))];
}

interface Visits {
  requests: number;
  failures: string[];
  refusedScripts: string[];
}

/**
 * Visitors who keep reading pages and fetching what they name until `built` resolves, each then
 * reading one page more, with all it names, begun after the switch: requests started on the old
 * link have ended by then, and new ones have met the new link.
 */
async function visitUntil(site: Site, built: Promise<unknown>): Promise<Visits> {
  const visits: Visits = { requests: 0, failures: [], refusedScripts: [] };
  let switched = false;
  void built.then(() => (switched = true));
  async function get(path: string): Promise<Response | null> {
    visits.requests += 1;
    try {
      const response = await fetch(`${site.origin}${path}`);
      if (response.status !== 200) visits.failures.push(`${path}: ${response.status}`);
      return response;
    } catch (error) {
      visits.failures.push(`${path}: ${String(error)}`);
      return null;
    }
  }
  async function visitor(offset: number) {
    for (let turn = offset, last = false; !last; turn += 1) {
      last = switched;
      const path = siteRoutes[turn % siteRoutes.length] as string;
      const page = await get(path);
      if (!page) continue;
      const html = await page.text();
      const csp = page.headers.get("content-security-policy") ?? "";
      for (const hash of inlineScriptHashes(html)) {
        if (!csp.includes(hash)) visits.refusedScripts.push(`${path}: ${hash}`);
      }
      await Promise.all(assetsOf(html).map(async (asset) => (await get(asset))?.arrayBuffer()));
    }
  }
  await Promise.all([0, 1, 2].map((offset) => visitor(offset * 5)));
  return visits;
}

let live: LiveFolder;
let site: Site;
const dataDir = storedDataDir();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  live = await makeLiveFolder();
  site = await startSite({ DATA_DIR: dataDir }, { root: live.root });
});
test.afterAll(async () => {
  await site?.kill("SIGTERM");
  // Two releases of the whole site: not left behind in the temporary folder.
  if (live) rmSync(live.root, { recursive: true, force: true });
});

test("npm run build in the live folder: no failed request, no inline script its page's CSP refuses", async () => {
  test.setTimeout(600_000);
  const served = realpathSync(live.pointer);
  const servedHome = readFileSync(join(served, "client", "index.html"), "utf8");
  // A change to an island on every page: its built file gets a new name, so the island loader,
  // an inline script, gets a new hash in the new release's CSP.
  appendFileSync(
    join(live.root, "app/components/layout/desktop-nav-island.tsx"),
    '\n(globalThis as { releaseTest?: string }).releaseTest = "second release";\n',
  );

  const build = live.npm(["run", "build"], { ...SITE_DEFAULTS, DATA_DIR: dataDir });
  const visits = await visitUntil(site, build);
  const { code, output } = await build;
  expect(code, output).toBe(0);
  // What an operator reads: a few lines (npm's own header included), no page of warnings, and a
  // true word about the server still on the old release.
  expect(output.trimEnd().split("\n").length, output).toBeLessThanOrEqual(BUILD_OUTPUT_LINES);
  expect(output).toContain(
    `a server still runs releases/${basename(served)} until it is restarted`,
  );

  expect(visits.failures).toEqual([]);
  expect(visits.refusedScripts).toEqual([]);
  expect(visits.requests).toBeGreaterThan(100);

  // The build switched `build`; the running server still serves the release it started with.
  const built = realpathSync(live.pointer);
  expect(built).not.toBe(served);
  const builtHome = readFileSync(join(built, "client", "index.html"), "utf8");
  expect(inlineScriptHashes(builtHome)).not.toEqual(inlineScriptHashes(servedHome));
  expect(await (await fetch(site.url)).text()).toBe(servedHome);

  // Restarted, it serves the new release, with the new hashes in its CSP.
  await site.kill("SIGTERM");
  site = await startSite({ DATA_DIR: dataDir }, { root: live.root });
  const home = await fetch(site.url);
  expect(await home.text()).toBe(builtHome);
  const csp = home.headers.get("content-security-policy") ?? "";
  for (const hash of inlineScriptHashes(builtHome)) expect(csp).toContain(hash);
});

test("a second npm start stops at once, says why, and builds nothing", async () => {
  test.setTimeout(120_000);
  const before = live.releases();
  const port = new URL(site.url).port;
  for (const [settings, reason] of [
    // The same store: its lock is held.
    [{ DATA_DIR: dataDir, PORT: "0" }, /in use by another server/],
    // Another store, the same port.
    [{ DATA_DIR: freshDataDir(), PORT: port }, new RegExp(`Port ${port} .* in use`)],
  ] as const) {
    const started = Date.now();
    const { code, output } = await live.npm(["start"], { ...SITE_DEFAULTS, ...settings });
    expect(code, output).not.toBe(0);
    expect(output).toMatch(reason);
    expect(output).toContain("Nothing was built.");
    expect(output).not.toContain("react-router build");
    // A build takes half a minute; the check takes a few seconds even on a busy machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(live.releases()).toEqual(before);
  }
  // The first server is unharmed.
  expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
});
