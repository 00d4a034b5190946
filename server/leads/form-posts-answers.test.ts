import { Hono } from "hono";
import { describe, expect } from "vitest";
import { AUDIT_THANK_YOU_PATH } from "../../lead-forms/gas-audit";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { FORM_INVALID_MESSAGE } from "./form-answers";
import { createLeadApi } from "./lead-api";
import {
  AUDIT,
  CONTACT,
  CONTACT_WITHOUT_TRAP,
  followed,
  location,
  PAYMENT,
  postForm,
  SITE,
  test,
} from "../../tests/support/form-post-site";

describe("a form posted without scripts", () => {
  test("stores a contact lead and goes back to the page saying it was sent", async ({
    formSite,
  }) => {
    const app = formSite.app();
    const target = location(await postForm(app, "contact", CONTACT));
    expect(target).toBe("/contact?form-feedback=sent#contact-form");
    const [lead, ...others] = await formSite.allLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ form: "contact", spam: false, fields: CONTACT_WITHOUT_TRAP });
    expect(await formSite.db.query("SELECT hook FROM deliveries")).toEqual([{ hook: "contact" }]);

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

  test("sends the £99 form to the payment link, as its script does", async ({ formSite }) => {
    const target = location(await postForm(formSite.app(), "audit", AUDIT));
    const [lead] = await formSite.allLeads();
    expect(lead).toMatchObject({ form: "audit", spam: false });
    // Stripe's webhook names the lead that paid by this id, and nothing the visitor typed goes.
    expect(target).toBe(`${PAYMENT}?client_reference_id=${lead?.id}`);
  });

  test("sends the £99 form to the thank-you page when there is no payment link", async ({
    formSite,
  }) => {
    const app = new Hono();
    app.route(
      "/",
      createLeadApi({
        store: () => formSite.store,
        accepting: () => true,
        onStored: () => undefined,
        onStoreError: () => undefined,
        rateLimit: 5,
        siteOrigin: SITE,
        trustProxy: false,
        log: () => undefined,
        formPosts: { feedback: formSite.feedback, auditPaymentUrl: undefined },
      }),
    );
    expect(location(await postForm(app, "audit", AUDIT))).toBe(AUDIT_THANK_YOU_PATH);
  });

  test("takes multipart/form-data too", async ({ formSite }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(AUDIT)) body.set(name, value);
    const response = await formSite.app().request("/api/leads/audit", {
      method: "POST",
      headers: { Origin: SITE },
      body,
    });
    expect(location(response)).toMatch(new RegExp(`^${PAYMENT}\\?client_reference_id=`));
    expect(await formSite.allLeads()).toHaveLength(1);
  });

  test("goes back to the form with the messages and the typed values, escaped", async ({
    formSite,
  }) => {
    const app = formSite.app();
    const typed = { ...CONTACT, name: `<script>alert("x")</script>`, email: "sian@" };
    const target = location(await postForm(app, "contact", typed));
    expect(target).toMatch(/^\/contact\?form-feedback=[\w-]+#contact-form$/);
    expect(await formSite.allLeads()).toEqual([]);

    const { html } = await followed(app, target);
    expect(html).toContain(FORM_INVALID_MESSAGE);
    expect(html).toContain("Please enter a valid email address");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"`);
    expect(html).toContain(`value="sian@"`);
    expect(html).toContain(`>\n${CONTACT.message}</textarea>`);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="false"[^>]*name="subject"/);
    // The same for the form's island, which renders from its props (escaped for the attribute).
    const props = /data-island-props="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(props).not.toContain("<");
    const unescaped = props
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    expect(JSON.parse(unescaped.replace(/&amp;/g, "&"))).toEqual({
      feedback: {
        outcome: "problem",
        message: FORM_INVALID_MESSAGE,
        errors: { email: "Please enter a valid email address" },
        values: {
          name: typed.name,
          email: "sian@",
          subject: CONTACT.subject,
          message: CONTACT.message,
        },
      },
    });
  });

  test("keeps a refused £99 form's values and says which field is wrong", async ({ formSite }) => {
    const app = formSite.app();
    const target = location(await postForm(app, "audit", { ...AUDIT, phone: "12345" }));
    expect(target).toMatch(/^\/free-google-visibilty-audit-for-gas-eningeers\?form-feedback=/);
    const { html } = await followed(app, target);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="\S+-hint \S+-error"[^>]*name="phone"[^>]*value="12345"/,
    );
    expect(html).toContain(`value="Siân"`);
  });
});
