import { describe, expect } from "vitest";
import { test, type AdminSite, type Site } from "../../tests/support/admin-site";
import { contentFormFields } from "../../tests/support/content-form-fields";
import { MAX_CONTENT_BODY_BYTES } from "../admin/admin-routes";
import { registryDefaults } from "./content-registry";
import { TEST_REGISTRY, UK_PHONE_MESSAGE } from "./test-registry";

const BUSINESS = "/admin/content/business";
const XSS = "<img src=x onerror=alert(1)>";
const ESCAPED_XSS = "&lt;img src=x onerror=alert(1)&gt;";

/** The form as the page shows it, with `changes` typed over it, posted with `action`. */
async function postForm(
  admin: AdminSite,
  app: Site,
  path: string,
  changes: Record<string, string>,
  { action = "save", cookie = undefined as string | undefined, headers = {} } = {},
) {
  const fields = contentFormFields(await (await admin.signedInGet(app, path)).text());
  return app.request(path, {
    method: "POST",
    headers: { Cookie: cookie ?? (await admin.validCookie()), ...headers },
    body: new URLSearchParams({ ...fields, ...changes, action }),
  });
}

describe("the content editor's safety", () => {
  test("without the owner's session nothing is shown or saved", async ({ admin }) => {
    const app = admin.site();
    for (const path of ["/admin/content", BUSINESS, "/admin/content/history"]) {
      const response = await app.request(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([
        path,
        303,
        "/admin/login",
      ]);
    }
    const posted = await app.request(BUSINESS, {
      method: "POST",
      body: new URLSearchParams({ name: "Taken over", version: "0", action: "save" }),
    });
    expect(posted.status).toBe(303);
    expect(await admin.store.getDraft("business")).toBeNull();
  });

  test("a save posted from another site is refused and saves nothing", async ({ admin }) => {
    const app = admin.site();
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
    ]) {
      const response = await postForm(admin, app, BUSINESS, { name: "Taken over" }, { headers });
      expect(response.status).toBe(403);
    }
    expect(await admin.store.getDraft("business")).toBeNull();
  });

  test("a stale tab's save is refused with the time of the newer save, and what it typed is kept", async ({
    admin,
  }) => {
    const app = admin.site();
    const staleTab = contentFormFields(await (await admin.signedInGet(app, BUSINESS)).text());
    expect((await postForm(admin, app, BUSINESS, { name: "Newer name" })).status).toBe(303);

    const response = await app.request(BUSINESS, {
      method: "POST",
      headers: { Cookie: await admin.validCookie() },
      body: new URLSearchParams({ ...staleTab, name: "Stale name", action: "save" }),
    });
    expect(response.status).toBe(409);
    const page = await response.text();
    const savedAt = (await admin.store.getDraft("business"))?.savedAt ?? new Date(0);
    const clock = savedAt.toLocaleTimeString("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(page).toContain(
      `This section was changed in another tab or by another sign-in at ${clock}. Reload to see the newer version; your changes are kept below.`,
    );
    expect(contentFormFields(page)).toMatchObject({ name: "Stale name", version: "0" });
    expect((await admin.store.getDraft("business"))?.content).toMatchObject({ name: "Newer name" });
  });

  test("invalid values are refused next to their fields, listed at the top, and nothing is saved", async ({
    admin,
  }) => {
    const app = admin.site();
    const response = await postForm(admin, app, BUSINESS, {
      phone: "555-0100",
      bookingLink: "http://example.com/book",
      "founders.0.name": "  ",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    for (const [path, message] of [
      ["phone", UK_PHONE_MESSAGE],
      ["bookingLink", "Enter a link that starts with https://"],
      ["founders-0-name", "Enter the name"],
    ] as const) {
      const id = `field-${path}`;
      expect(page, path).toContain(`<p class="field-error" id="${id}-error">Error: ${message}</p>`);
      expect(page, path).toMatch(
        new RegExp(`id="${id}"[^>]*aria-describedby="[^"]*${id}-error"[^>]*aria-invalid="true"`),
      );
      expect(page, path).toContain(`<li><a href="#${id}">${message}</a></li>`);
    }
    expect(page).toContain("<title>Error: Business details");
    // What was typed comes back as typed.
    expect(contentFormFields(page)).toMatchObject({ phone: "555-0100", "founders.0.name": "  " });
    expect(await admin.store.getDraft("business")).toBeNull();
  });

  test("a list longer than the schema allows is refused at the list", async ({ admin }) => {
    const app = admin.site();
    const extra = Object.fromEntries(
      [2, 3, 4].flatMap((n) => [
        [`founders.${n}.name`, `Founder ${n}`],
        [`founders.${n}.role`, "Partner"],
      ]),
    );
    const response = await postForm(admin, app, BUSINESS, { ...extra, "founders.length": "5" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(
      `<p class="field-error" id="field-founders-error">Error: List at most four founders</p>`,
    );
    expect(page).not.toContain('value="add:founders"');
    expect(await admin.store.getDraft("business")).toBeNull();
  });

  test(`a quote holding ${XSS} shows as those characters on every page that shows it`, async ({
    admin,
  }) => {
    const app = admin.site();
    const path = "/admin/content/testimonials";
    const invalid = await postForm(admin, app, path, { "items.0.quote": XSS, "items.1.name": "" });
    expect(invalid.status).toBe(400);
    expect(await postForm(admin, app, path, { "items.0.quote": XSS })).toMatchObject({
      status: 303,
    });
    const defaults = registryDefaults(TEST_REGISTRY);
    const draft = await admin.store.getDraft("testimonials");
    await admin.store.recordPublish({ ...defaults, testimonials: draft?.content }, "the owner", {
      defaults,
    });
    for (const page of [
      await invalid.text(),
      await (await admin.signedInGet(app, path)).text(),
      await (await admin.signedInGet(app, "/admin/content/history")).text(),
    ]) {
      expect(page).toContain(ESCAPED_XSS);
      expect(page).not.toContain("<img");
    }
  });

  test("a body larger than any document is refused before it is read", async ({ admin }) => {
    const app = admin.site();
    const response = await postForm(admin, app, BUSINESS, {
      about: "x".repeat(MAX_CONTENT_BODY_BYTES),
    });
    expect(response.status).toBe(413);
    expect(await admin.store.getDraft("business")).toBeNull();
  });
});
