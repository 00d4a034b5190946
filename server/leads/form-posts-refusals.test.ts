import { describe, expect } from "vitest";
import { HONEYPOT_FIELD, MAX_LEAD_BYTES } from "../../lead-forms/lead-api";
import { FORM_INVALID_MESSAGE } from "./form-answers";
import { FEEDBACK_UNREADABLE_MESSAGE } from "./form-pages";
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from "./lead-api";
import {
  AUDIT,
  CONTACT,
  followed,
  location,
  PAYMENT,
  postForm,
  test,
} from "../../tests/support/form-post-site";

describe("a form posted without scripts", () => {
  test("answers a bot's honeypot exactly as it answers a person, and keeps it as spam", async ({
    formSite,
  }) => {
    const target = location(
      await postForm(formSite.app(), "audit", { ...AUDIT, [HONEYPOT_FIELD]: "x" }),
    );
    const [spam] = await formSite.allLeads();
    expect(spam).toMatchObject({ form: "audit", spam: true });
    expect(target).toBe(`${PAYMENT}?client_reference_id=${spam?.id}`);
    expect(await formSite.db.query("SELECT hook FROM deliveries")).toEqual([]);
  });

  test("goes back with the values and the reason when the sender is over the limit", async ({
    formSite,
  }) => {
    const limited = formSite.app({ rateLimit: 1 });
    location(await postForm(limited, "contact", CONTACT));
    const again = location(
      await postForm(limited, "contact", { ...CONTACT, subject: "Another question" }),
    );
    const { html } = await followed(limited, again);
    expect(html).toContain(RATE_LIMITED_MESSAGE.replace(/'/g, "&#39;"));
    expect(html).toContain(`value="Another question"`);
  });

  test("with the store down, where no feedback can be kept, answers with a page that says what happened and what was typed", async ({
    formSite,
  }) => {
    const down = formSite.app({ withStore: false });
    const response = await postForm(down, "contact", {
      ...CONTACT,
      message: "Line one\nLine <two>",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(UNAVAILABLE_MESSAGE);
    expect(html).toContain("back button");
    expect(html).toContain("<dt>Name</dt><dd>Siân Jones</dd>");
    expect(html).toContain("<dd>Line one<br>Line &lt;two&gt;</dd>");
    expect(html).toContain('href="/contact#contact-form"');

    // Refused for a field: the page lists what to correct, with the refusal's status.
    const invalid = await postForm(down, "audit", { ...AUDIT, phone: "12345" });
    expect(invalid.status).toBe(400);
    const refused = await invalid.text();
    expect(refused).toContain(FORM_INVALID_MESSAGE);
    expect(refused).toMatch(/<li>Phone: [^<]+<\/li>/);
    expect(refused).toContain("<dt>First name</dt><dd>Siân</dd>");
    expect(await formSite.allLeads()).toEqual([]);
  });

  test("keeps the feedback of a post whose values hold characters the store refuses, without them", async ({
    formSite,
  }) => {
    const app = formSite.app();
    // NUL, which jsonb refuses outright, and a C1 control. (A lone surrogate cannot arrive: a
    // form's body is UTF-8, where it reads as U+FFFD.)
    const target = location(
      await postForm(app, "contact", { ...CONTACT, name: "Siân\u0000 Jones\u0085", email: "x" }),
    );
    const { html } = await followed(app, target);
    expect(html).toContain(`value="Siân Jones"`);
  });

  test("asks for a reload when the store cannot be read, and finds the feedback once it can", async ({
    formSite,
  }) => {
    const target = location(await postForm(formSite.app(), "contact", { ...CONTACT, email: "x" }));
    const unreadable = await followed(formSite.app({ withStore: false }), target);
    expect(unreadable.response.status).toBe(503);
    expect(unreadable.response.headers.get("retry-after")).toBe("60");
    expect(unreadable.html).toContain(FEEDBACK_UNREADABLE_MESSAGE);
    const { html } = await followed(formSite.app(), target);
    expect(html).toContain(`value="Siân Jones"`);
  });

  test("refuses a post from another site's page with a page that says so", async ({ formSite }) => {
    const response = await postForm(formSite.app(), "contact", CONTACT, {
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("not ours");
    const nullOrigin = await postForm(formSite.app(), "contact", CONTACT, { Origin: "null" });
    expect(nullOrigin.status).toBe(403);
    expect(await formSite.allLeads()).toEqual([]);
    // The page's own host, as a browser names it for a same-origin post.
    const own = await formSite.app().request("http://localhost/api/leads/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new URLSearchParams(CONTACT).toString(),
    });
    expect(own.status).toBe(303);
  });

  test("answers an oversized post with a page, not JSON", async ({ formSite }) => {
    const response = await postForm(formSite.app(), "contact", {
      ...CONTACT,
      message: "x".repeat(MAX_LEAD_BYTES),
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("<title>Your details were not sent");
    expect(html).toContain("back button");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  test("sends an unknown or expired token back to the plain form", async ({ formSite }) => {
    const response = await formSite.app().request("/contact?form-feedback=nothing-here");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#contact-form");
  });

  test("leaves the popup's form to its script", async ({ formSite }) => {
    const response = await postForm(formSite.app(), "exit-intent", AUDIT);
    expect(response.status).toBe(415);
  });
});
