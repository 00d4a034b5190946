/** The launch check on the £99 offer: spots left, the countdown and Stripe's webhook. */
import { describe, expect, it } from "vitest";
import { launchChecks } from "./checks";
import { formatReport } from "./report";
import { failed, READY, REAL_SITE, row } from "./test-inputs";

describe("launchChecks on the paid offer", () => {
  it("fails spots left by weekday while the audit is sold online, and says why", () => {
    const weekday = { ...REAL_SITE, urgency: { enabled: true, mode: "weekday" as const } };
    const rows = launchChecks({ ...READY, site: weekday });
    expect(failed(rows)).toEqual(["Countdown and spots left"]);
    expect(row(rows, "Countdown and spots left").finding).toMatch(
      /weekday table while the audit is sold online.*banned practice under the DMCC Act 2024/,
    );
    expect(row(rows, "Countdown and spots left").fix).toContain(
      'spots left to come from "capacity"',
    );
    // Without a payment link nothing is sold online: a note, as before.
    const unpaid = launchChecks({
      ...READY,
      site: weekday,
      build: { values: { ...READY.build.values, VITE_AUDIT_PAYMENT_URL: undefined } },
    });
    expect(row(unpaid, "Countdown and spots left").status).toBe("note");
  });

  it("takes the links the owner set in the content, as the pages do, before the variables", () => {
    const build = { values: { ...READY.build.values, VITE_AUDIT_PAYMENT_URL: undefined } };
    const unset = launchChecks({ ...READY, build });
    expect(row(unset, "£99 audit payment")).toMatchObject({
      status: "fail",
      fix: expect.stringMatching(/^Set it in the owner's page .*, or set VITE_AUDIT_PAYMENT_URL/),
    });
    const links = { auditPayment: "https://buy.stripe.com/live_owner" };
    const site = { ...REAL_SITE, offers: { ...REAL_SITE.offers, links } };
    const server = { ...READY.server.values, STRIPE_WEBHOOK_SECRET: undefined };
    const owners = launchChecks({ ...READY, site, build, server: { values: server } });
    expect(row(owners, "£99 audit payment")).toMatchObject({ status: "pass" });
    // Sold online through the owner's link: Stripe's webhook is needed as before.
    expect(failed(owners)).toEqual(["Stripe payments webhook"]);
  });

  it("names STRIPE_WEBHOOK_SECRET when a payment link is set and the secret is not", () => {
    const server = { ...READY.server.values, STRIPE_WEBHOOK_SECRET: undefined };
    const rows = launchChecks({ ...READY, server: { values: server } });
    expect(failed(rows)).toEqual(["Stripe payments webhook"]);
    expect(row(rows, "Stripe payments webhook")).toMatchObject({
      finding: expect.stringMatching(
        /^STRIPE_WEBHOOK_SECRET is unset: nobody's audit is marked paid/,
      ),
      fix: expect.stringContaining("Set STRIPE_WEBHOOK_SECRET"),
    });
    expect(formatReport(launchChecks(READY)).text).not.toContain("whsec_secret_signing_value");
  });

  it("says the countdown is off once the owner turns it off", () => {
    const rows = launchChecks({ ...READY, site: { ...REAL_SITE, urgency: { enabled: false } } });
    expect(row(rows, "Countdown and spots left").status).toBe("pass");
  });
});
