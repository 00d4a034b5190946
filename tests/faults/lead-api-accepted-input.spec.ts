import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import { csvRows, expectedBody } from "../support/lead-contract";
import { cookie, receiver, serveSiteWithReceiver, site } from "./support/bad-input-site";
import { leads } from "./support/site-process";

/**
 * Odd input the lead API accepts: extra fields dropped, markup kept as text everywhere, a bot
 * answered like anyone but never delivered, a form posted without scripts, and the same lead
 * sent twice kept once.
 */
serveSiteWithReceiver();

test("extra fields are dropped before anything is stored or sent", async () => {
  const email = uniqueEmail("extra");
  const response = await site.post("contact", {
    ...leads.contact(email),
    isAdmin: true,
    source: "injected",
    __proto__: { polluted: 1 },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(() => receiver.delivered(id)).toEqual({ "/contact": 1 });
  const request = receiver.requests.find((r) => r.idempotencyKey === id);
  expect(request?.body).toBe(expectedBody("contact", "contact", leads.contact(email)));
});

test("markup in every field is stored as text, delivered verbatim and shown escaped", async () => {
  const script = "<script>alert(1)</script>";
  const image = '"><img src=x onerror=alert(1)>';
  // A website must be a web address (no spaces), but its path may still carry markup.
  const website = 'https://heatandflow.co.uk/?q="><img/src=x/onerror=alert(1)>';
  const email = uniqueEmail("markup");
  const body = {
    firstName: `Zoë ${script}`,
    lastName: `O'Connor ${image}`,
    email,
    phone: "07700900124",
    businessName: `=HYPERLINK("http://evil.example") ${script}`,
    websiteUrl: website,
    preferredTime: `<b>mornings</b> ${script}`,
  };
  const response = await site.post("exit-intent", body);
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(() => receiver.delivered(id)).toEqual({ "/exit-intent": 1, "/audit": 1 });
  const report = receiver.requests.find((r) => r.idempotencyKey === id && r.path === "/audit");
  expect(report?.body).toBe(expectedBody("exit-intent", "audit", body));

  const page = await (await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })).text();
  expect(page).not.toContain(script);
  expect(page).not.toContain("<img src=x");
  expect(page).not.toContain("<img/src=x");
  expect(page).not.toContain("<b>mornings");
  expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(page).not.toMatch(/<script/i);

  const csv = await (await fetch(`${site.origin}/admin/leads.csv`, { headers: { cookie } })).text();
  const row = csvRows(csv).find((cells) => cells.email === email);
  // The spreadsheet's apostrophe keeps the formula text.
  expect(row?.business_name).toBe(`'=HYPERLINK("http://evil.example") ${script}`);
});

test("a filled honeypot gets 201 like anyone, is kept as spam and never delivered", async () => {
  const email = uniqueEmail("bot");
  const response = await site.post("contact", {
    ...leads.contact(email),
    ref_code_b7: "http://spam",
  });
  expect(response.status).toBe(201);
  await expectNothingWithin(500, () => receiver.requests.filter((r) => r.body.includes(email)));
  expect(receiver.requests.some((r) => r.body.includes(email))).toBe(false);
  const spam = await (
    await fetch(`${site.origin}/admin/leads?spam=1`, { headers: { cookie } })
  ).text();
  expect(spam).toContain(email);
  const leadsPage = await (
    await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })
  ).text();
  expect(leadsPage).not.toContain(email);
});

test("the built server takes a form posted without scripts, and sends a refused one back with its values", async () => {
  const email = uniqueEmail("plain");
  const post = (fields: Record<string, string>) =>
    fetch(`${site.origin}/api/leads/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const sent = await post(leads.contact(email));
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("/contact?form-feedback=sent#contact-form");
  await expect.poll(() => receiver.requests.filter((r) => r.body.includes(email)).length).toBe(1);

  const refused = await post({ ...leads.contact(email), email: "<b>jo@" });
  const location = refused.headers.get("location") ?? "";
  expect(location).toMatch(/^\/contact\?form-feedback=[\w-]+#contact-form$/);
  const page = await fetch(`${site.origin}${location.replace(/#.*/, "")}`);
  expect(page.headers.get("cache-control")).toBe("no-store");
  const html = await page.text();
  expect(html).toContain(`value="&lt;b&gt;jo@"`);
  expect(html).toContain("Please enter a valid email address");
});

test("the same lead sent twice is stored and delivered once, and both get 201", async () => {
  const lead = leads.audit(uniqueEmail("twice"));
  const [first, second] = await Promise.all([site.post("audit", lead), site.post("audit", lead)]);
  expect([first.status, second.status]).toEqual([201, 201]);
  const [a, b] = [(await first.json()) as { id: string }, (await second.json()) as { id: string }];
  expect(a.id).toBe(b.id);
  await expect.poll(() => receiver.delivered(a.id)).toEqual({ "/audit": 1 });
  await expectNothingWithin(300, () =>
    receiver.requests.filter((r) => r.idempotencyKey === a.id).slice(1),
  );
  expect(receiver.requests.filter((r) => r.idempotencyKey === a.id)).toHaveLength(1);
});
