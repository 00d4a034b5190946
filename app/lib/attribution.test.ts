import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_KEY } from "./cookie-settings";
import { keepLanding, leadAttribution, type Visit } from "./attribution";

const SITE = "https://www.kestrel.example";
const AUDIT = "/free-google-visibilty-audit-for-gas-eningeers";
const AD_QUERY = "?utm_source=google&utm_medium=cpc&utm_campaign=gas-audit&gclid=TeSt123";
const AD_VALUES = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "gas-audit",
  gclid: "TeSt123",
};

/** A visit that landed on `landing` from `referrer` and now shows `now` (the same page if unset). */
function visit(
  landing: string,
  {
    now = landing,
    referrer = "",
    consented = false,
  }: Partial<Record<"now" | "referrer", string>> & {
    consented?: boolean;
  } = {},
): Visit {
  return {
    location: new URL(now, SITE),
    documentUrl: new URL(landing, SITE),
    referrer,
    consented,
  };
}

/** Everything the tab and the site keep in the browser, as one string to search. */
function everythingKept(): string {
  const dump = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) ?? "";
      return `${key}=${storage.getItem(key)}`;
    }).join(";");
  return `${dump(sessionStorage)}|${dump(localStorage)}|${document.cookie}`;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("lead attribution without analytics consent", () => {
  it("reads the landing page's own campaign values and the other site's host", () => {
    expect(
      leadAttribution(
        visit(`${AUDIT}${AD_QUERY}`, { referrer: "https://www.google.com/search?q=gas+seo" }),
      ),
    ).toEqual({ page: AUDIT, ...AD_VALUES, referrer: "www.google.com" });
  });

  it("keeps nothing in the browser, so a later page knows nothing of the landing", () => {
    leadAttribution(visit(`${AUDIT}${AD_QUERY}`, { referrer: "https://www.google.com/" }));
    keepLanding(visit(`${AUDIT}${AD_QUERY}`));
    expect(everythingKept()).not.toMatch(/gas-audit|google|TeSt123/);
    // A client-side move to another page: the document's referrer is no longer this page's.
    expect(
      leadAttribution(
        visit(`${AUDIT}${AD_QUERY}`, { now: "/contact", referrer: "https://www.google.com/" }),
      ),
    ).toEqual({ page: "/contact" });
    // A full page load of the second page, from a link on the first.
    expect(leadAttribution(visit("/contact", { referrer: `${SITE}${AUDIT}` }))).toEqual({
      page: "/contact",
    });
  });

  it("forgets what was kept while consent was given once it is withdrawn", () => {
    keepLanding(visit(`${AUDIT}${AD_QUERY}`, { consented: true }));
    expect(everythingKept()).toContain("gas-audit");
    expect(leadAttribution(visit("/contact"))).toEqual({ page: "/contact" });
    expect(everythingKept()).not.toContain("gas-audit");
  });
});

describe("lead attribution with analytics consent", () => {
  it("keeps the landing page's values for the tab's session, for a lead sent pages later", () => {
    const landing = `${AUDIT}${AD_QUERY}`;
    keepLanding(visit(landing, { referrer: "https://www.google.com/", consented: true }));
    // A full load of another page (its referrer is our own page) reads them back.
    expect(
      leadAttribution(visit("/contact", { referrer: `${SITE}${AUDIT}`, consented: true })),
    ).toEqual({ page: "/contact", ...AD_VALUES, referrer: "www.google.com" });
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it("reads the landing page from the document when consent came after a client-side move", () => {
    expect(
      leadAttribution(visit(`${AUDIT}${AD_QUERY}`, { now: "/contact", consented: true })),
    ).toEqual({ page: "/contact", ...AD_VALUES });
  });

  it("takes a new landing from another site or campaign in place of the first", () => {
    keepLanding(visit(`${AUDIT}${AD_QUERY}`, { consented: true }));
    expect(
      leadAttribution(
        visit("/contact", { referrer: "https://www.bing.com/search?q=x", consented: true }),
      ),
    ).toEqual({ page: "/contact", referrer: "www.bing.com" });
  });

  it("survives a damaged stored value", () => {
    sessionStorage.setItem("leadLanding_v1", "{not json");
    expect(leadAttribution(visit("/contact", { consented: true }))).toEqual({ page: "/contact" });
  });

  it("reads consent from the visitor's stored choice", () => {
    localStorage.setItem(CONSENT_KEY, "granted");
    window.history.replaceState(null, "", `/contact${AD_QUERY}`);
    expect(leadAttribution()).toMatchObject({ page: "/contact", utm_campaign: "gas-audit" });
    window.history.replaceState(null, "", "/");
  });
});

describe("lead attribution's values", () => {
  it("drops unknown parameters and values too long to be a campaign's", () => {
    const query = `?utm_source=${"x".repeat(201)}&utm_campaign=${"y".repeat(200)}&ref=abc&fbclid=F1&msclkid=M1&gbraid=G&wbraid=W&utm_term=seo&utm_content=ad2`;
    expect(leadAttribution(visit(`/${query}`))).toEqual({
      page: "/",
      utm_campaign: "y".repeat(200),
      utm_term: "seo",
      utm_content: "ad2",
      gbraid: "G",
      wbraid: "W",
      fbclid: "F1",
      msclkid: "M1",
    });
  });

  it("keeps the referrer's host only, and only another site's http(s) page", () => {
    const referrerOf = (referrer: string) => leadAttribution(visit("/", { referrer })).referrer;
    expect(referrerOf("https://news.example.org:8443/a/b?c=d#e")).toBe("news.example.org:8443");
    expect(referrerOf(`${SITE}/contact`)).toBeUndefined();
    expect(referrerOf("android-app://com.google.android.gm/")).toBeUndefined();
    expect(referrerOf("not a url")).toBeUndefined();
    expect(referrerOf("")).toBeUndefined();
  });
});
