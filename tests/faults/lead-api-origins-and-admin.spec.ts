import { expect, test } from "@playwright/test";
import { PASSWORD, serveSiteWithReceiver, site } from "./support/bad-input-site";

/**
 * Who may reach the lead API and the owner's pages: other origins and wrong passwords. (A site
 * without ADMIN_PASSWORD has no owner's pages: server/admin/admin-sign-in.test.ts.)
 */
const SITE_ORIGIN = "https://www.kestrel-ai.co.uk";
serveSiteWithReceiver();

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
