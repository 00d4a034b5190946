import { describe, expect, it } from "vitest";
import type { LeadView } from "../store/lead-store";
import { leadsPage } from "./admin-pages";
import { mailtoHref, telHref } from "./contact-links";

/** What a mail client makes of a mailto: link (RFC 6068): the address, and any header fields. */
function mailClientReads(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  return { to: decodeURIComponent(url.pathname), headers: [...url.searchParams.keys()] };
}

describe("mailtoHref", () => {
  it.each([
    "jo@example.com",
    "o'brien@example.co.uk",
    "jo+leads@mail.example.co.uk",
    "zoë@bücher.example",
    "a&b=c@example.com",
  ])("addresses %s and nothing else", (email) => {
    expect(mailClientReads(mailtoHref(email))).toEqual({ to: email, headers: [] });
  });

  it("keeps the plain address readable", () => {
    expect(mailtoHref("jo.bloggs@sub.example.co.uk")).toBe("mailto:jo.bloggs@sub.example.co.uk");
    expect(mailtoHref("o'brien@example.co.uk")).toBe("mailto:o'brien@example.co.uk");
  });

  it.each([
    "jo@example.com?bcc=attacker%40evil.example&subject=Invoice&body=Pay%20now",
    "jo@example.com?cc=eve@evil.example",
    "jo&bcc=eve@evil.example",
    "jo@example.com#x?bcc=eve@evil.example",
    "eve@evil.example,jo@example.com",
    "jo@example.com%3Fbcc=eve@evil.example",
    "jo@example.com\r\nBcc: eve@evil.example",
    "no-at-sign?bcc=eve@evil.example",
  ])("gives %j no parameters and a single @", (email) => {
    const href = mailtoHref(email);
    const read = mailClientReads(href);
    expect(read.headers).toEqual([]);
    expect(read.to).toBe(email);
    expect(href.split("@").length).toBeLessThanOrEqual(2);
    expect(href).not.toMatch(/[?#&=,\s]/);
  });
});

describe("telHref", () => {
  it.each([
    ["+447700900123", "tel:+447700900123"],
    ["07700 900123", "tel:07700900123"],
    ["+44 7700-900123;ext=1?x=y", "tel:+4477009001231"],
    ['"><script>alert(1)</script>', "tel:1"],
  ])("%j links to %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe("the leads page", () => {
  it("links a spam lead's hostile address and phone to nothing but the mailbox and the number", async () => {
    const lead: LeadView = {
      id: "0b5c3d1e-4a7f-4f7e-9d2b-6f1a2b3c4d5e",
      form: "exit-intent",
      receivedAt: new Date("2025-10-05T09:30:00Z"),
      fields: {
        firstName: "Jo",
        lastName: "Bloggs",
        email: "jo@example.com?bcc=attacker%40evil.example&subject=Hi",
        phone: "+447700900123?call=evil",
      },
      spam: true,
      deliveries: [],
    };
    const page = String(
      await leadsPage({
        leads: [lead],
        total: 1,
        page: 1,
        pageSize: 50,
        spam: true,
        spamTotal: 1,
        configured: [],
      }),
    );
    expect(page).toContain(
      'href="mailto:jo@example.com%3Fbcc%3Dattacker%2540evil.example%26subject%3DHi"',
    );
    expect(page).toContain('href="tel:+447700900123"');
    // The address is still shown as it was sent, escaped.
    expect(page).toContain("jo@example.com?bcc=attacker%40evil.example&amp;subject=Hi</a>");
  });

  it("shows the signed-in owner the backlog and the word /healthz says", async () => {
    const render = async (backlog: Parameters<typeof leadsPage>[0]["backlog"]) => {
      const page = String(
        await leadsPage({
          leads: [],
          total: 0,
          page: 1,
          pageSize: 50,
          spam: false,
          spamTotal: 0,
          configured: [],
          backlog,
        }),
      );
      const line = /<p class="summary" id="delivery-health">([\s\S]*?)<\/p>/.exec(page)?.[1];
      return line
        ?.replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
    };
    expect(await render({ pending: 0, failed: 0, oldestPendingAt: null })).toBe(
      "Deliveries: 0 waiting, 0 failed. /healthz says ok.",
    );
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    expect(await render({ pending: 3, failed: 0, oldestPendingAt: old })).toMatch(
      /^Deliveries: 3 waiting \(the oldest lead from .+\), 0 failed\. \/healthz says degraded \(/,
    );
    expect(await render({ pending: 0, failed: 1, oldestPendingAt: null })).toMatch(
      /1 failed\. \/healthz says degraded/,
    );
  });
});
