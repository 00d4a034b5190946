import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, expect, it } from "vitest";
import { precompress } from "../../scripts/post-build/precompress";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { writeRelease } from "../../tests/support/release-folders";
import { createAdminRoutes } from "../admin/admin-routes";
import { openAdminSessions, SESSION_COOKIE, type AdminSessions } from "../admin/admin-session";
import { createApp } from "../app";
import { createAdminSessionStore } from "../store/admin-sessions";
import { createPreviewAccess } from "./preview-access";
import { createPreviewReleases } from "./preview-releases";
import { loadRelease } from "./served-release";

const PASSWORD = "a preview password of some length";
const ORIGIN = "http://localhost";

describeLeadStore("the owner's preview", (t) => {
  let sessions: AdminSessions;
  let site: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sessions = await openAdminSessions(createAdminSessionStore(t.db), PASSWORD);
    const live = loadRelease(join(writeRelease("live"), "client"));
    const previews = createPreviewReleases(join(mkdtempSync(join(tmpdir(), "preview-")), "build"));
    const draft = join(writeRelease("draft"), "client");
    // The build's .br and .gz copies: a preview page is sent decoded, with its robots meta.
    await precompress(draft);
    await previews.show(loadRelease(draft, { preview: true }));
    const access = createPreviewAccess({ previews, sessions: () => sessions });
    const admin = createAdminRoutes({
      password: PASSWORD,
      store: () => t.store,
      sessions: () => sessions,
      configuredHooks: [],
      trustProxy: false,
      onRetry: () => undefined,
      log: () => undefined,
      publishing: { publisher: () => null, previews: access },
    });
    site = createApp({
      releases: async (c) => (await access.previewFor(c)) ?? live,
      routes: [admin],
    });
  });

  /** The preview cookie the site gives a browser with `session` (or none). */
  async function askForPreview(session?: string): Promise<string | undefined> {
    const response = await site.request(`${ORIGIN}/admin/preview/view`, {
      method: "POST",
      headers: {
        "Sec-Fetch-Site": "same-origin",
        ...(session ? { Cookie: `${SESSION_COOKIE}=${session}` } : {}),
      },
    });
    return response.headers.get("set-cookie")?.split(";")[0];
  }

  const home = (cookie?: string) =>
    site.request(`${ORIGIN}/`, {
      headers: { "Accept-Encoding": "br, gzip", ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("shows the signed-in owner every page as it will look, kept from search engines and caches", async () => {
    const cookie = await askForPreview(await sessions.start());
    const response = await home(cookie);
    const html = await response.text();
    expect(html).toContain("<h1>draft /</h1>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-encoding")).toBeNull();
    // Its own CSP, from the preview's _headers, allows its own scripts.
    expect(response.headers.get("content-security-policy")).toContain("sha256-");
    // Everyone else, meanwhile, gets the live site.
    expect(await (await home()).text()).toContain("<h1>live /</h1>");
  });

  it("is never shown without the owner's session", async () => {
    // No session: sent to sign in, and no preview cookie.
    expect(await askForPreview()).toBeUndefined();
    // A made-up preview cookie is no preview.
    expect(await (await home("kestrel_preview=made-up")).text()).toContain("<h1>live /</h1>");
    // A preview cookie outlives nothing: once the owner signs out, it shows the live site.
    const session = await sessions.start();
    const cookie = await askForPreview(session);
    await sessions.end(session);
    const after = await home(cookie);
    expect(await after.text()).toContain("<h1>live /</h1>");
    expect(after.headers.get("x-robots-tag")).toBeNull();
  });
});
