import { describe, expect, it } from "vitest";
import { MAX_LEAD_BYTES } from "../../lead-forms/lead-api";
import { cleanAttribution } from "../../lead-forms/attribution";
import { AUDIT, CONTACT, SITE, test, type FormSite } from "../../tests/support/form-post-site";
import { TOP_SOURCES } from "../store/lead-summary";

const API = "https://api.example.co.uk";

describe("attribution", () => {
  it("drops values that are only spaces", () => {
    expect(
      cleanAttribution({ utm_source: "   ", utm_campaign: "\u00a0", page: "/contact" }),
    ).toEqual({
      page: "/contact",
    });
    expect(cleanAttribution({ utm_medium: " ", referrer: " " })).toBeUndefined();
  });

  it("keeps a page only when it is a path on this site", () => {
    for (const page of ["/", "/contact", "/services/web-design"]) {
      expect(cleanAttribution({ page })).toEqual({ page });
    }
    for (const page of [
      "//evil.example/x",
      "/\\evil.example/x",
      "/\\/evil.example",
      "https://evil.example/x",
      "evil.example/x",
    ]) {
      expect(cleanAttribution({ page }), page).toBeUndefined();
    }
  });
});

describe("the owner's summary per source", () => {
  test("shows the busiest sources and one row for all the others", async ({ formSite }) => {
    const campaigns = Array.from({ length: TOP_SOURCES + 15 }, (_, index) => `bot-${index}`);
    let n = 0;
    const save = async (campaign: string) => {
      n += 1;
      await formSite.store.saveLead(
        {
          form: "contact",
          fields: { name: "Siân", email: `s${n}@example.com`, subject: "Hello", message: "Hi" },
          attribution: { utm_campaign: campaign },
          spam: false,
          deliveries: [],
          rateBucket: `test:${n}`,
        },
        0,
      );
    };
    for (let lead = 0; lead < 3; lead += 1) await save("spring");
    for (const campaign of campaigns) await save(campaign);
    const { bySource } = await formSite.store.summariseLeads();
    expect(bySource).toHaveLength(TOP_SOURCES + 1);
    expect(bySource[0]).toEqual({ key: "Campaign: spring", last7: 3, last30: 3 });
    // Every lead is still counted: the rest, summed in one row.
    expect(bySource.at(-1)).toEqual({ key: "Other sources (16)", last7: 16, last30: 16 });
    expect(bySource.reduce((sum, row) => sum + row.last30, 0)).toBe(3 + campaigns.length);
  });
});

describe("a form posted without scripts to the API on another origin", () => {
  const postTo = (
    formSite: FormSite,
    form: string,
    fields: Record<string, string>,
    { app = formSite.app(), headers = {} as Record<string, string> } = {},
  ) =>
    app.request(`${API}/api/leads/${form}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const backLink = async (response: Response) =>
    /<a href="([^"]*)">Back to the form<\/a>/.exec(await response.text())?.[1];

  test("is sent back to the page's own origin, never to the API's host", async ({ formSite }) => {
    const sent = await postTo(formSite, "contact", CONTACT);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${SITE}/contact?form-feedback=sent#contact-form`);
    const refused = await postTo(formSite, "contact", { ...CONTACT, email: "not an email" });
    const target = refused.headers.get("location") ?? "";
    expect(target).toMatch(new RegExp(`^${SITE}/contact\\?form-feedback=[\\w-]+#contact-form$`));
    const token = /form-feedback=([\w-]+)/.exec(target)?.[1] ?? "";
    expect((await formSite.feedback.find(token))?.outcome).toBe("problem");
    // The £99 form goes to its payment link, wherever that is, as before.
    expect((await postTo(formSite, "audit", AUDIT)).headers.get("location")).toMatch(
      /^https:\/\/pay\./,
    );
  });

  test("links every page it answers with back to the form on the page's own origin", async ({
    formSite,
  }) => {
    const form = `${SITE}/contact#contact-form`;
    // The store cannot keep the feedback: a page of its own, with what was typed.
    const down = await postTo(
      formSite,
      "contact",
      { ...CONTACT, email: "x" },
      { app: formSite.app({ withStore: false }) },
    );
    expect(down.status).toBe(400);
    expect(await backLink(down)).toBe(form);
    const tooLarge = await postTo(formSite, "contact", {
      ...CONTACT,
      message: "x".repeat(MAX_LEAD_BYTES),
    });
    expect(tooLarge.status).toBe(413);
    expect(await backLink(tooLarge)).toBe(form);
    const unreadable = await postTo(formSite, "contact", CONTACT, {
      headers: { "Content-Type": "multipart/form-data; boundary=none" },
    });
    expect(unreadable.status).toBe(400);
    expect(await backLink(unreadable)).toBe(form);
    // Another site's page is sent to the form on ours.
    const foreign = await postTo(formSite, "contact", CONTACT, {
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await backLink(foreign)).toBe(form);
  });
});
