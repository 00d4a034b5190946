import { describe, expect, it } from "vitest";
import { launchChecks } from "./checks";
import { formatReport } from "./report";
import { failed, READY, REAL_FOUNDER, REAL_SITE, row, SHIPPED } from "./test-inputs";

describe("launchChecks", () => {
  it("fails every fact, example and setting the site ships with, and notes the urgency", () => {
    const rows = launchChecks(SHIPPED);

    expect(failed(rows)).toEqual([
      "Phone number",
      "Company number",
      "Address",
      "Email address",
      "Founders' profiles",
      "Agency's profiles",
      "Testimonials",
      "Case results (/free-audit)",
      "Map pin",
      "Opening hours",
      "Home page figures",
      "Savings claim (home page)",
      "Site address",
      "£99 audit payment",
      "Gas booking calendar",
      "Enterprise audit booking",
      "Audit leads webhook",
      "Contact leads webhook",
      "Exit-intent leads webhook",
      "Owner's lead email",
      "Owner's lead page",
    ]);
    expect(row(rows, "Phone number").finding).toContain("020 7946 0000–0999");
    expect(row(rows, "Testimonials").finding).toBe(
      "Gareth P.'s words have no written consent recorded; Sarah M.'s words have no written consent recorded; Darren K.'s words have no written consent recorded; Tom W.'s words have no written consent recorded",
    );
    expect(row(rows, "Testimonials").fix).toContain("Site content › Testimonials");
    expect(row(rows, /Case results/).fix).toContain("Site content › Case results");
    expect(row(rows, "Home page figures").finding).toMatch(/^"94% Efficiency" is the shipped/);
    expect(row(rows, "Map pin").fix).toContain("Site content › Business details");
    expect(row(rows, "Owner's lead page").fix).toContain("ADMIN_PASSWORD");
    expect(row(rows, "Audit leads webhook").finding).toMatch(/stored, but nobody is told/);
    expect(row(rows, "Countdown and spots left")).toMatchObject({
      status: "note",
      fix: expect.stringContaining("switch the banner off"),
    });
  });

  it("passes a filled-in configuration, without echoing a webhook or the password", () => {
    const rows = launchChecks(READY);

    expect(failed(rows)).toEqual([]);
    const text = formatReport(rows).text;
    expect(text).not.toMatch(/secret/);
    expect(row(rows, "Audit leads webhook").finding).toBe("AUDIT_WEBHOOK_URL is set");
  });

  it("passes leads told by email alone, and fails while neither a webhook nor email tells anyone", () => {
    const { ADMIN_PASSWORD, STRIPE_WEBHOOK_SECRET } = READY.server.values;
    const emailOnly = launchChecks({
      ...READY,
      server: {
        values: {
          ADMIN_PASSWORD,
          STRIPE_WEBHOOK_SECRET,
          SMTP_URL: "smtps://apikey:smtp-secret@smtp.example.com:465",
          LEAD_NOTIFY_TO: "owner@real-agency.co.uk",
          LEAD_NOTIFY_FROM: "leads@real-agency.co.uk",
        },
      },
    });
    expect(failed(emailOnly)).toEqual([]);
    expect(row(emailOnly, "Owner's lead email")).toMatchObject({
      status: "pass",
      finding: "every lead is emailed to owner@real-agency.co.uk",
    });
    expect(row(emailOnly, "Contact leads webhook")).toMatchObject({
      status: "note",
      finding: expect.stringContaining("emailed to the owner"),
    });
    expect(formatReport(emailOnly).text).not.toMatch(/secret/);

    const nobody = launchChecks({
      ...READY,
      server: { values: { ADMIN_PASSWORD, STRIPE_WEBHOOK_SECRET } },
    });
    expect(failed(nobody)).toEqual([
      "Audit leads webhook",
      "Contact leads webhook",
      "Exit-intent leads webhook",
      "Owner's lead email",
    ]);
    expect(row(nobody, "Owner's lead email").fix).toContain("SMTP_URL");
    // Webhooks alone tell someone: the email is only a note.
    const webhooksOnly = { ...READY.server.values, SMTP_URL: undefined };
    expect(
      row(launchChecks({ ...READY, server: { values: webhooksOnly } }), "Owner's lead email")
        .status,
    ).toBe("note");
  });

  it("fails a drama number in the tel: link even when the shown number was changed", () => {
    const phone = { display: "0161 123 4567", href: "tel:+442079460958" };
    expect(
      row(launchChecks({ ...READY, site: { ...REAL_SITE, phone } }), "Phone number"),
    ).toMatchObject({
      status: "fail",
      finding: expect.stringContaining("020 7946 0000–0999"),
    });
  });

  it("fails a shown number and link that disagree", () => {
    const phone = { display: "0161 123 4567", href: "tel:+441611234568" };
    expect(
      row(launchChecks({ ...READY, site: { ...REAL_SITE, phone } }), "Phone number").status,
    ).toBe("fail");
  });

  it("fails the shipped domain in the site URL and the email, with or without www", () => {
    const rows = launchChecks({
      ...READY,
      site: { ...REAL_SITE, email: "info@kestrel-ai.co.uk" },
      build: { values: { ...READY.build.values, VITE_SITE_URL: "https://kestrel-ai.co.uk/" } },
    });
    expect(row(rows, "Site address").finding).toMatch(/still the shipped domain/);
    expect(row(rows, "Email address").status).toBe("fail");
  });

  it("fails a group while any of its content items is left, naming each", () => {
    const [example] = SHIPPED.contentItems.filter((item) => item.document === "caseResults");
    const rows = launchChecks({ ...READY, contentItems: example ? [example] : [] });
    expect(failed(rows)).toEqual(["Case results (/free-audit)"]);
    expect(row(rows, /Case results/).finding).toBe(
      '"UK logistics group (£40M revenue)" is an illustrative example, not a real engagement',
    );
  });

  it("fails one founder left from the shipped pair", () => {
    const founders = [
      REAL_FOUNDER,
      { name: "Priya Raman", profileUrl: "https://www.linkedin.com/in/priya-raman-kestrel-ai/" },
    ];
    const founderRow = row(
      launchChecks({ ...READY, site: { ...REAL_SITE, founders } }),
      /Founders/,
    );
    expect(founderRow.status).toBe("fail");
    expect(founderRow.finding).toMatch(/^Priya Raman:/);
  });

  it("fails a company number that is not one", () => {
    const rows = launchChecks({ ...READY, site: { ...REAL_SITE, companyNumber: "1234" } });
    expect(row(rows, "Company number").status).toBe("fail");
    const scottish = launchChecks({ ...READY, site: { ...REAL_SITE, companyNumber: "SC123456" } });
    expect(row(scottish, "Company number").status).toBe("pass");
  });

  it("fails the row of a setting the build or the server would refuse, never ✔ beside ✘", () => {
    const rows = launchChecks({
      ...READY,
      build: {
        ...READY.build,
        problems: { VITE_AUDIT_PAYMENT_URL: "VITE_AUDIT_PAYMENT_URL: must be an http(s) URL" },
      },
      server: {
        ...READY.server,
        problems: {
          ADMIN_PASSWORD: "ADMIN_PASSWORD (in .env): must be at least 12 characters",
          PORT: 'PORT (in the environment): must be a whole number (got "x")',
        },
      },
    });
    expect(failed(rows)).toEqual(["£99 audit payment", "Owner's lead page", "Server settings"]);
    expect(row(rows, "Owner's lead page").finding).toBe(
      "the server would not start: ADMIN_PASSWORD (in .env): must be at least 12 characters",
    );
    expect(row(rows, "Server settings").finding).toBe(
      'the server would not start: PORT (in the environment): must be a whole number (got "x")',
    );
  });

  it("fails on settings whose names look like the site's without being one", () => {
    const line =
      "ADMIN_PASWORD (in .env) is not a setting the site reads: did you mean ADMIN_PASSWORD?";
    const rows = launchChecks({ ...READY, unknown: [line] });
    expect(failed(rows)).toEqual(["Unknown settings"]);
    expect(row(rows, "Unknown settings").finding).toBe(line);
  });
});
