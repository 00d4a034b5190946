import { expect, test } from "@playwright/test";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import { adminCookie, hooksAt, leads, startSite, type Site } from "./support/site-process";

/**
 * What the lead API does with what a visitor, a bot or an attacker might send: a clear refusal,
 * nothing stored and nothing delivered for bad input; markup kept as text everywhere.
 */
const PASSWORD = "fault-suite-admin-password";
const SITE_ORIGIN = "https://www.kestrel-ai.co.uk";
let receiver: Receiver;
let site: Site;
let cookie: string;

test.beforeAll(async () => {
  receiver = await startReceiver();
  site = await startSite({ ...hooksAt(receiver.url), ADMIN_PASSWORD: PASSWORD });
  cookie = await adminCookie(site, PASSWORD);
});
test.afterAll(async () => {
  await site.kill("SIGTERM");
  await receiver.close();
});

const stored = async () =>
  (await (await fetch(`${site.origin}/admin/leads.csv`, { headers: { cookie } })).text())
    .trim()
    .split("\r\n").length - 1;

const REFUSED: { name: string; form?: string; body: unknown; type?: string; status: number }[] = [
  {
    name: "a number for the email",
    body: { ...leads.contact("x@example.co.uk"), email: 42 },
    status: 400,
  },
  { name: "an array body", body: [leads.contact("x@example.co.uk")], status: 400 },
  { name: "a JSON null", body: "null", status: 400 },
  { name: "a JSON string", body: '"hello"', status: 400 },
  {
    name: "a missing message",
    body: { name: "Jo Bloggs", email: "jo@example.co.uk", subject: "Hello there" },
    status: 400,
  },
  { name: "an empty object", form: "audit", body: {}, status: 400 },
  {
    name: "a landline as the audit phone",
    form: "audit",
    body: { ...leads.audit("x@example.co.uk"), phone: "020 7946 0958" },
    status: 400,
  },
  {
    name: "a popup lead whose website is a javascript: link",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), websiteUrl: "javascript:alert(1)" },
    status: 400,
  },
  {
    name: "a popup lead with a broken email",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), email: "zoe@" },
    status: 400,
  },
  // What PostgreSQL's jsonb refuses used to come back as a 503, an outage anyone could fake.
  {
    name: "a NUL in the name",
    body: { ...leads.contact("x@example.co.uk"), name: "Jo\u0000 Bloggs" },
    status: 400,
  },
  {
    name: "half an emoji in the email",
    body: leads.contact("x\ud83d@example.co.uk"),
    status: 400,
  },
  {
    name: "a control character in a popup lead's optional field",
    form: "exit-intent",
    body: { ...leads["exit-intent"]("x@example.co.uk"), preferredTime: "Mornings\u009b" },
    status: 400,
  },
  {
    name: "an email with mailto parameters",
    body: leads.contact("jo@example.co.uk?bcc=eve%40evil.example&subject=Hi"),
    status: 400,
  },
  { name: "invalid JSON", body: '{"name": "Jo",', status: 400 },
  {
    name: "a body over 16 KB",
    body: { ...leads.contact("x@example.co.uk"), message: "x".repeat(17 * 1024) },
    status: 413,
  },
  {
    name: "text/plain",
    body: JSON.stringify(leads.contact("x@example.co.uk")),
    type: "text/plain",
    status: 415,
  },
  // The contact and £99 forms also post without scripts (tests/e2e/no-javascript.spec.ts); the
  // popup, which only its script can show, still takes JSON alone.
  {
    name: "a urlencoded post to the popup's form",
    form: "exit-intent",
    body: "firstName=Jo&email=jo%40example.co.uk",
    type: "application/x-www-form-urlencoded",
    status: 415,
  },
  {
    name: "an unknown form",
    form: "newsletter",
    body: leads.contact("x@example.co.uk"),
    status: 404,
  },
];

for (const bad of REFUSED) {
  test(`${bad.name} is refused with ${bad.status}, stored nowhere and sent nowhere`, async () => {
    const before = await stored();
    const requestsBefore = receiver.requests.length;
    const response = await site.post(
      bad.form ?? "contact",
      bad.body,
      bad.type ? { "Content-Type": bad.type } : {},
    );
    expect(response.status).toBe(bad.status);
    expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(5);
    await expectNothingWithin(200, () => receiver.requests.slice(requestsBefore));
    expect(await stored()).toBe(before);
    expect(receiver.requests.length).toBe(requestsBefore);
  });
}

test("a GET on the lead API is answered 405", async () => {
  expect((await fetch(`${site.origin}/api/leads/contact`)).status).toBe(405);
});

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
  expect(Object.keys(JSON.parse(request?.body ?? "{}"))).toEqual([
    "name",
    "email",
    "subject",
    "message",
  ]);
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
  expect(JSON.parse(report?.body ?? "{}")).toMatchObject({
    firstName: body.firstName,
    lastName: body.lastName,
    businessName: body.businessName,
    websiteUrl: body.websiteUrl,
    preferredTime: body.preferredTime,
  });

  const page = await (await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })).text();
  expect(page).not.toContain(script);
  expect(page).not.toContain("<img src=x");
  expect(page).not.toContain("<img/src=x");
  expect(page).not.toContain("<b>mornings");
  expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(page).not.toMatch(/<script/i);

  const csv = await (await fetch(`${site.origin}/admin/leads.csv`, { headers: { cookie } })).text();
  const row = csv.split("\r\n").find((line) => line.includes(email)) ?? "";
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") ${script}"`);
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

test("CORS: only the site's own origin may post across origins", async () => {
  const preflight = (origin: string) =>
    fetch(`${site.origin}/api/leads/contact`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
  const allowed = await preflight(SITE_ORIGIN);
  expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
  expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
    "content-type",
  );
  const other = await preflight("https://evil.example");
  expect(other.headers.get("access-control-allow-origin")).toBeNull();
});

test("the admin: wrong password 401, strict cookie, noindex and no script, sign-out", async () => {
  const wrong = await fetch(`${site.origin}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: "password=guess",
    redirect: "manual",
  });
  expect(wrong.status).toBe(401);
  const login = await fetch(`${site.origin}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams({ password: PASSWORD }),
    redirect: "manual",
  });
  const setCookie = login.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect(setCookie).not.toMatch(/Secure/);
  // Its own session: signing out the one the other tests share would leave them signed out, so
  // this test had to run after every test that reads the owner's pages.
  const cookie = setCookie.split(";")[0] ?? "";
  const page = await fetch(`${site.origin}/admin/leads`, { headers: { cookie } });
  expect(page.headers.get("x-robots-tag")).toContain("noindex");
  const csp = page.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain("script-src");
  const forged = await fetch(`${site.origin}/admin/logout`, {
    method: "POST",
    headers: { cookie, Origin: "https://evil.example" },
    redirect: "manual",
  });
  expect(forged.status).toBe(403);
  const logout = await fetch(`${site.origin}/admin/logout`, {
    method: "POST",
    headers: { cookie, Origin: site.origin },
    redirect: "manual",
  });
  expect(logout.headers.get("set-cookie")).toMatch(/kestrel_admin=;/);
});

test("without ADMIN_PASSWORD the admin does not exist", async () => {
  const bare = await startSite();
  try {
    expect((await fetch(`${bare.origin}/admin/leads`)).status).toBe(404);
  } finally {
    await bare.kill("SIGTERM");
  }
});
