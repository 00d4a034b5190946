import * as crypto from "node:crypto";
import { describe, expect } from "vitest";
import { login, NOT_FOUND_CSP, test } from "../../tests/support/admin-site";
import { ADMIN_CSP } from "./admin-layout";

describe("admin pages", () => {
  test("escapes markup from every field a lead can carry", async ({ admin }) => {
    const mark = (name: string) => `<x-${name}>"'&</x-${name}>`;
    const contactId = await admin.saveLead({
      fields: {
        name: mark("name"),
        email: mark("email"),
        subject: mark("subject"),
        message: mark("message"),
      },
    });
    await admin.saveLead({
      form: "exit-intent",
      fields: Object.fromEntries(
        [
          "firstName",
          "lastName",
          "email",
          "phone",
          "businessName",
          "websiteUrl",
          "preferredTime",
        ].map((key) => [key, mark(key)]),
      ),
      deliveries: [
        { hook: "exit-intent", body: "{}" },
        { hook: "audit", body: "{}" },
      ],
    });
    await admin.saveLead({ form: mark("form"), fields: { name: mark("other") }, deliveries: [] });
    await admin.db.query("UPDATE deliveries SET attempts = 1, last_error = $2 WHERE lead_id = $1", [
      contactId,
      mark("error"),
    ]);
    await admin.db.query("INSERT INTO deliveries (lead_id, hook, body) VALUES ($1, $2, '{}')", [
      contactId,
      mark("hook"),
    ]);
    await admin.saveLead({
      spam: true,
      fields: { name: mark("spam"), message: mark("spammessage") },
    });

    const page = await (await admin.signedInGet(admin.site(), "/admin/leads")).text();
    const spamPage = await (await admin.signedInGet(admin.site(), "/admin/leads?spam=1")).text();
    expect(page).not.toContain("<x-");
    expect(spamPage).not.toContain("<x-");
    const escaped = (name: string) => `&lt;x-${name}&gt;&quot;&#39;&amp;&lt;/x-${name}&gt;`;
    for (const name of [
      "name",
      "email",
      "subject",
      "message",
      "firstName",
      "lastName",
      "phone",
      "businessName",
      "websiteUrl",
      "preferredTime",
      "form",
      "error",
      "hook",
    ]) {
      expect(page, name).toContain(escaped(name));
    }
    // Links carry the address percent-encoded, and the number's digits only (admin-pages.ts).
    expect(page).toContain(`href="mailto:%3Cx-email%3E%22&#39;%26%3C%2Fx-email%3E"`);
    expect(page).toContain(`href="tel:"`);
    expect(spamPage).toContain(escaped("spam"));
    expect(spamPage).toContain(escaped("spammessage"));
  });

  test("escapes markup on one person's pages: their leads, the query and the confirmation", async ({
    admin,
  }) => {
    const mark = (name: string) => `<x-${name}>"'&</x-${name}>`;
    // A bot's post is never validated: its address can be anything with an "@".
    const email = `${mark("q")}@example.com`;
    const id = await admin.saveLead({
      spam: true,
      fields: { name: mark("name"), email, subject: mark("subject"), message: mark("message") },
    });
    const app = admin.site();
    const post = async (path: string, form: Record<string, string>) =>
      app.request(path, {
        method: "POST",
        headers: { Cookie: await admin.validCookie() },
        body: new URLSearchParams(form),
      });
    const found = await post("/admin/people", { q: email });
    const confirm = await post("/admin/people/erase", { q: email });
    const refused = await post("/admin/people", { q: mark("notaperson") });
    for (const response of [found, confirm, refused]) {
      expect(response.headers.get("content-security-policy")).toBe(ADMIN_CSP);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const escaped = (name: string) => `&lt;x-${name}&gt;&quot;&#39;&amp;&lt;/x-${name}&gt;`;
    const [foundPage, confirmPage, refusedPage] = await Promise.all(
      [found, confirm, refused].map((response) => response.text()),
    );
    expect(foundPage).toContain(`id="lead-${id}"`);
    for (const page of [foundPage, confirmPage, refusedPage]) {
      expect(page).not.toContain("<x-");
      expect(page).not.toMatch(/<script/i);
    }
    for (const name of ["name", "subject", "message", "q"]) {
      expect(foundPage, name).toContain(escaped(name));
    }
    // The query goes back in hidden fields, as an attribute that cannot be left.
    expect(foundPage).toContain(`name="q" value="${escaped("q")}@example.com"`);
    expect(confirmPage).toContain(`name="q" value="${escaped("q")}@example.com"`);
    expect(refusedPage).toContain(`value="${escaped("notaperson")}"`);
  });

  test("sends a CSP that allows no script and exactly the page's style, and noindex", async ({
    admin,
  }) => {
    await admin.saveLead();
    const app = admin.site();
    const pages = [
      await app.request("/admin/login"),
      await admin.signedInGet(app, "/admin/leads"),
      await admin.signedInGet(app, "/admin/people"),
      await login(app, "wrong password!"),
    ];
    for (const response of pages) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toBe(ADMIN_CSP);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src/);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(style.length).toBeGreaterThan(100);
      const hash = crypto.createHash("sha256").update(style).digest("base64");
      expect(csp).toContain(`style-src 'sha256-${hash}'`);
    }
    const csv = await admin.signedInGet(app, "/admin/leads.csv");
    expect(csv.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  test("answers an address under /admin that is no page with the site's not-found page and its own policy", async ({
    admin,
  }) => {
    const response = await admin.signedInGet(admin.site(), "/admin/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
    // The admin pages' policy allows only their inline style: the site's stylesheet would be refused.
    expect(response.headers.get("content-security-policy")).toBe(NOT_FOUND_CSP);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
