import { describe, expect } from "vitest";
import { test, type AdminSite, type Site } from "../../tests/support/admin-site";
import { contentFormFields } from "../../tests/support/content-form-fields";
import { registryDefaults } from "./content-registry";
import { TEST_REGISTRY } from "./test-registry";

const BUSINESS = "/admin/content/business";
const HISTORY = "/admin/content/history";
const DEFAULTS = registryDefaults(TEST_REGISTRY);

async function post(admin: AdminSite, app: Site, path: string, fields: Record<string, string>) {
  return app.request(path, {
    method: "POST",
    headers: { Cookie: await admin.validCookie() },
    body: new URLSearchParams(fields),
  });
}
const fieldsOf = async (response: Response) => contentFormFields(await response.text());
/** A page's HTML with its runs of white space as one space, as a reader meets its words. */
const flat = async (response: Response) => (await response.text()).replace(/\s+/g, " ");

describe("the content editor's forms", () => {
  test("adds, moves and removes a list's items without script, keeping what was typed", async ({
    admin,
  }) => {
    const app = admin.site();
    const shown = await fieldsOf(await admin.signedInGet(app, BUSINESS));
    const typed = { ...shown, name: "Typed, not saved", "founders.1.role": "CTO" };

    const added = await post(admin, app, BUSINESS, { ...typed, action: "add:founders" });
    const addedPage = await added.text();
    expect(added.status).toBe(200);
    expect(contentFormFields(addedPage)).toMatchObject({
      name: "Typed, not saved",
      "founders.length": "3",
      "founders.1.role": "CTO",
      "founders.2.name": "",
    });
    // The new founder's first field takes the focus, so a keyboard carries on there.
    expect(addedPage).toMatch(/id="field-founders-2-name"[^>]*autofocus/);
    expect(addedPage).toContain("<legend>Founder 3</legend>");

    const moved = await fieldsOf(
      await post(admin, app, BUSINESS, { ...typed, action: "up:founders.1" }),
    );
    expect(moved).toMatchObject({
      "founders.0.name": "Grace Hopper",
      "founders.0.role": "CTO",
      "founders.1.name": "Ada Lovelace",
      name: "Typed, not saved",
    });

    const removed = await fieldsOf(
      await post(admin, app, BUSINESS, { ...typed, action: "remove:founders.0" }),
    );
    expect(removed).toMatchObject({ "founders.length": "1", "founders.0.name": "Grace Hopper" });
    expect(await admin.store.getDraft("business")).toBeNull();
  });

  test("offers only the buttons a list's bounds allow", async ({ admin }) => {
    const app = admin.site();
    const one = await (
      await post(admin, app, BUSINESS, {
        ...(await fieldsOf(await admin.signedInGet(app, BUSINESS))),
        action: "remove:founders.1",
      })
    ).text();
    // At least one founder: the last cannot be removed; alone, it cannot move.
    expect(one).not.toContain('value="remove:founders.0"');
    expect(one).not.toMatch(/value="(up|down):founders/);
    expect(one).toContain('value="add:founders"');

    // Exactly four testimonials: they reorder, and none is added or removed.
    const testimonials = await (await admin.signedInGet(app, "/admin/content/testimonials")).text();
    expect(testimonials).toContain('value="down:items.0"');
    expect(testimonials).toContain('value="up:items.3"');
    expect(testimonials).not.toMatch(/value="(add|remove):items/);
    expect(testimonials).toContain("Exactly 4.");
  });

  test("saves a draft that publishes nothing, and marks the section as differing from published", async ({
    admin,
  }) => {
    const app = admin.site();
    const listBefore = await (await admin.signedInGet(app, "/admin/content")).text();
    expect(listBefore).not.toContain("Draft differs from published");

    const fields = await fieldsOf(await admin.signedInGet(app, BUSINESS));
    const saved = await post(admin, app, BUSINESS, {
      ...fields,
      phone: " 01632 960 001 ",
      tagline: "",
      acceptingClients: "",
      action: "save",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${BUSINESS}?saved=1`);
    const draft = await admin.store.getDraft("business");
    expect(draft).toMatchObject({
      version: 1,
      savedBy: expect.stringMatching(/^the owner \(sign-in [0-9a-f]{8}\)$/),
    });
    // The schema's own parse is what is kept: trimmed, an empty optional field left out.
    expect(draft?.content).toMatchObject({ phone: "01632 960 001", acceptingClients: false });
    expect(draft?.content).not.toHaveProperty("tagline");
    expect(await admin.store.currentPublished()).toBeNull();

    const page = await (await admin.signedInGet(app, `${BUSINESS}?saved=1`)).text();
    expect(page).toContain("Draft saved. Nothing is published until you publish it.");
    expect(contentFormFields(page)).toMatchObject({ version: "1", phone: "01632 960 001" });
    const list = await (await admin.signedInGet(app, "/admin/content")).text();
    expect(list.match(/Draft differs from published/g)).toHaveLength(1);
  });
});

describe("the content's history", () => {
  test("lists each publish with who and what changed, field by field", async ({ admin }) => {
    const business = { ...TEST_REGISTRY.business.defaults, phone: "01632 960001" };
    business.founders = [business.founders[0] ?? { name: "", role: "" }];
    await admin.store.recordPublish({ ...DEFAULTS, business }, "the owner (sign-in 1a2b3c4d)", {
      defaults: DEFAULTS,
    });
    const page = await flat(await admin.signedInGet(admin.site(), HISTORY));
    expect(page).toContain("by the owner (sign-in 1a2b3c4d)");
    expect(page).toContain(
      "<strong>Business details › Phone</strong>: “020 7946 0000” → “01632 960001”",
    );
    expect(page).toContain(
      "<strong>Business details › Founders › Founder 2</strong>: removed “Grace Hopper”, “Engineer”",
    );
    // No publish step is set up on this site: no button, and the page says so.
    expect(page).toContain("Publishing is not set up on this server yet");
    expect(page).not.toContain("Publish this revision again");
  });
});
