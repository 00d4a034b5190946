// @vitest-environment node
import { Hono } from "hono";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MAX_LEAD_BYTES } from "../../app/config/lead-api";
import { CONTACT_SUCCESS } from "../../app/content/lead-form-messages";
import { Honeypot } from "../../app/components/lead-forms/honeypot";
import { PersonFields } from "../../app/components/lead-forms/person-fields";
import { TextAreaField, TextField } from "../../app/components/ui/field";
import { gasAuditThankYouPath } from "../../app/site-map/page-paths";
import { openTestEmbedded, useTestDatabase } from "../../tests/support/test-databases";
import { createLeadStore, type LeadStore } from "../store/lead-store";
import { FORM_INVALID_MESSAGE } from "./form-answers";
import { createFeedbackStore, type FeedbackStore } from "./form-feedback";
import { AUDIT_THANK_YOU_PATH, createFormPages, FORM_PAGES } from "./form-pages";
import { createLeadApi, RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from "./lead-api";

const SITE = "https://www.example.co.uk";
const PAYMENT = "https://pay.example.co.uk/audit";

const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let store: LeadStore;
let feedback: FeedbackStore;
let clientDir: string;

/**
 * The two form pages with their fields as the build renders them (the forms' own components run
 * in the browser tests, tests/e2e/no-javascript.spec.ts): React's markup of the same fields.
 */
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "form-pages-"));
  const form = (action: string, fields: ReactNode) =>
    h("form", { method: "post", action, noValidate: true }, fields, h(Honeypot));
  const pages: [string, ReactNode][] = [
    [
      FORM_PAGES.contact.path,
      form("/api/leads/contact", [
        h(TextField, { key: 1, label: "Name", name: "name" }),
        h(TextField, { key: 2, label: "Email", type: "email", name: "email" }),
        h(TextField, { key: 3, label: "Subject", name: "subject" }),
        h(TextAreaField, { key: 4, label: "Message", name: "message" }),
      ]),
    ],
    [
      FORM_PAGES.audit.path,
      form("/api/leads/audit", h(PersonFields, { field: (name) => ({ name }), errors: {} })),
    ],
  ];
  for (const [path, page] of pages) {
    mkdirSync(join(clientDir, path), { recursive: true });
    const html = `<!DOCTYPE html><html><body>${renderToString(page)}</body></html>`;
    writeFileSync(join(clientDir, path, "index.html"), html);
  }
  writeFileSync(
    join(clientDir, "_headers"),
    `/*\n  X-Frame-Options: DENY\n\n${FORM_PAGES.contact.path}\n  Content-Security-Policy: default-src 'self'\n`,
  );
});

beforeEach(() => {
  store = createLeadStore(database.db);
  feedback = createFeedbackStore();
});

function site({ rateLimit = 5, withStore = true } = {}) {
  const app = new Hono();
  app.route(
    "/",
    createLeadApi({
      store: () => (withStore ? store : null),
      accepting: () => true,
      onStored: () => undefined,
      onStoreError: () => undefined,
      rateLimit,
      siteOrigin: SITE,
      trustProxy: false,
      log: () => undefined,
      formPosts: { feedback, auditPaymentUrl: PAYMENT },
    }),
  );
  app.route("/", createFormPages({ clientDir, feedback }));
  return app;
}

function postForm(
  app: Hono,
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: SITE },
) {
  return app.request(`/api/leads/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const CONTACT = {
  name: "Siân Jones",
  email: "sian@example.com",
  subject: "A new website",
  message: "Could you call me back about a new website?",
  [HONEYPOT_FIELD]: "",
};
const CONTACT_WITHOUT_TRAP = Object.fromEntries(
  Object.entries(CONTACT).filter(([name]) => name !== HONEYPOT_FIELD),
);
const AUDIT = {
  firstName: "Siân",
  lastName: "Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  [HONEYPOT_FIELD]: "",
};

async function allLeads() {
  const [real, spam] = await Promise.all([
    store.listLeads({ limit: 100 }),
    store.listLeads({ limit: 100, spam: true }),
  ]);
  return [...real.leads, ...spam.leads];
}

/** A redirect's target, checked to carry nothing the visitor typed. */
function location(response: Response): string {
  expect(response.status).toBe(303);
  const target = response.headers.get("location") ?? "";
  for (const typed of ["Si", "sian", "example.com", "07700", "website", "Jones"]) {
    expect(decodeURIComponent(target)).not.toContain(typed);
  }
  return target;
}

async function followed(app: Hono, target: string) {
  const response = await app.request(target.replace(/#.*/, ""));
  return { response, html: await response.text() };
}

describe("a form posted without scripts", () => {
  it("stores a contact lead and goes back to the page saying it was sent", async () => {
    const app = site();
    const target = location(await postForm(app, "contact", CONTACT));
    expect(target).toBe("/contact?form-feedback=sent#contact-form");
    const [lead, ...others] = await allLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ form: "contact", spam: false, fields: CONTACT_WITHOUT_TRAP });
    expect(await database.db.query("SELECT hook FROM deliveries")).toEqual([{ hook: "contact" }]);

    const { response, html } = await followed(app, target);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(html).toContain(`<p role="status"`);
    expect(html).toContain(CONTACT_SUCCESS);
    // The form starts empty again, as the script leaves it.
    expect(html).not.toContain("sian@example.com");
  });

  it("sends the £99 form to the payment link, as its script does", async () => {
    const target = location(await postForm(site(), "audit", AUDIT));
    expect(target).toBe(PAYMENT);
    expect(await allLeads()).toMatchObject([{ form: "audit", spam: false }]);
  });

  it("sends the £99 form to the thank-you page when there is no payment link", async () => {
    const app = new Hono();
    app.route(
      "/",
      createLeadApi({
        store: () => store,
        accepting: () => true,
        onStored: () => undefined,
        onStoreError: () => undefined,
        rateLimit: 5,
        siteOrigin: SITE,
        trustProxy: false,
        log: () => undefined,
        formPosts: { feedback, auditPaymentUrl: undefined },
      }),
    );
    expect(location(await postForm(app, "audit", AUDIT))).toBe(AUDIT_THANK_YOU_PATH);
    expect(AUDIT_THANK_YOU_PATH).toBe(gasAuditThankYouPath("audit"));
  });

  it("takes multipart/form-data too", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(AUDIT)) body.set(name, value);
    const response = await site().request("/api/leads/audit", {
      method: "POST",
      headers: { Origin: SITE },
      body,
    });
    expect(location(response)).toBe(PAYMENT);
    expect(await allLeads()).toHaveLength(1);
  });

  it("goes back to the form with the messages and the typed values, escaped", async () => {
    const app = site();
    const typed = { ...CONTACT, name: `<script>alert("x")</script>`, email: "sian@" };
    const target = location(await postForm(app, "contact", typed));
    expect(target).toMatch(/^\/contact\?form-feedback=[\w-]+#contact-form$/);
    expect(await allLeads()).toEqual([]);

    const { html } = await followed(app, target);
    expect(html).toContain(FORM_INVALID_MESSAGE);
    expect(html).toContain("Please enter a valid email address");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"`);
    expect(html).toContain(`value="sian@"`);
    expect(html).toContain(`>\n${CONTACT.message}</textarea>`);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="false"[^>]*name="subject"/);
  });

  it("keeps a refused £99 form's values and says which field is wrong", async () => {
    const app = site();
    const target = location(await postForm(app, "audit", { ...AUDIT, phone: "12345" }));
    expect(target).toMatch(/^\/free-google-visibilty-audit-for-gas-eningeers\?form-feedback=/);
    const { html } = await followed(app, target);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="\S+-hint \S+-error"[^>]*name="phone"[^>]*value="12345"/,
    );
    expect(html).toContain(`value="Siân"`);
  });

  it("answers a bot's honeypot exactly as it answers a person, and keeps it as spam", async () => {
    const target = location(await postForm(site(), "audit", { ...AUDIT, [HONEYPOT_FIELD]: "x" }));
    expect(target).toBe(PAYMENT);
    expect(await allLeads()).toMatchObject([{ form: "audit", spam: true }]);
    expect(await database.db.query("SELECT hook FROM deliveries")).toEqual([]);
  });

  it("goes back with the values and the reason when the sender is over the limit or the store is down", async () => {
    const limited = site({ rateLimit: 1 });
    location(await postForm(limited, "contact", CONTACT));
    const again = location(
      await postForm(limited, "contact", { ...CONTACT, subject: "Another question" }),
    );
    const { html } = await followed(limited, again);
    expect(html).toContain(RATE_LIMITED_MESSAGE.replace(/'/g, "&#39;"));
    expect(html).toContain(`value="Another question"`);

    const down = site({ withStore: false });
    const page = await followed(down, location(await postForm(down, "contact", CONTACT)));
    expect(page.html).toContain(UNAVAILABLE_MESSAGE);
    expect(page.html).toContain(`value="Siân Jones"`);
  });

  it("refuses a post from another site's page with a page that says so", async () => {
    const response = await postForm(site(), "contact", CONTACT, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("not ours");
    const nullOrigin = await postForm(site(), "contact", CONTACT, { Origin: "null" });
    expect(nullOrigin.status).toBe(403);
    expect(await allLeads()).toEqual([]);
    // The page's own host, as a browser names it for a same-origin post.
    const own = await postForm(site(), "contact", CONTACT, { Origin: "http://localhost" });
    expect(own.status).toBe(303);
  });

  it("answers an oversized post with a page, not JSON", async () => {
    const response = await postForm(site(), "contact", {
      ...CONTACT,
      message: "x".repeat(MAX_LEAD_BYTES),
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("<title>Your details were not sent");
    expect(html).toContain("back button");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("sends an unknown or expired token back to the plain form", async () => {
    const response = await site().request("/contact?form-feedback=nothing-here");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#contact-form");
  });

  it("leaves the popup's form to its script", async () => {
    const response = await postForm(site(), "exit-intent", AUDIT);
    expect(response.status).toBe(415);
  });
});
