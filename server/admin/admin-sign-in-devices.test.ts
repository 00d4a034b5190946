import { describe, expect } from "vitest";
import { login, PASSWORD, test, type Site } from "../../tests/support/admin-site";
import { DEVICE_COOKIE } from "./device-cookies";
import { DEVICE_LOGIN_ATTEMPTS, LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_SITE_WIDE } from "./sign-in-limits";

const from = (app: Site, address: string, password: string, cookie?: string) =>
  login(app, password, "/admin/login", {
    "X-Forwarded-For": address,
    ...(cookie ? { Cookie: cookie } : {}),
  });

function deviceCookieOf(response: Response): string {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error("no device cookie");
  return header;
}

/** Ten addresses guess wrong passwords until the site-wide ceiling refuses them. */
async function fillSiteWideCeiling(app: Site) {
  let status = 401;
  for (let attempt = 0; status === 401 && attempt < LOGIN_ATTEMPTS_SITE_WIDE + 1; attempt += 1) {
    status = (await from(app, `10.0.0.${attempt % 10}`, `guess ${attempt}`)).status;
  }
  expect(status).toBe(429);
  expect((await from(app, "10.0.0.99", "one more guess")).status).toBe(429);
}

/** A browser that signed in earlier: its device cookie, as the browser sends it back. */
async function knownBrowser(app: Site, password = PASSWORD): Promise<string> {
  const response = await from(app, "192.0.2.7", password);
  expect(response.status).toBe(303);
  return deviceCookieOf(response).split(";")[0] ?? "";
}

describe("the owner's known browser (device cookie)", () => {
  test("is given after a sign-in: signed, HttpOnly, SameSite=Strict, path /admin, long-lived", async ({
    admin,
  }) => {
    const header = deviceCookieOf(await login(admin.site(), PASSWORD));
    expect(header).toMatch(/^kestrel_device=owner\.[\w-]{22}\.[\w-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/admin/);
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(30 * 24 * 3600);
    // The test's requests go to localhost; anywhere else it is Secure as well.
    const remote = await admin.site().request("https://leads.example/admin/login", {
      method: "POST",
      body: new URLSearchParams({ password: PASSWORD }),
    });
    expect(deviceCookieOf(remote)).toMatch(/Secure/);
  });

  test("gets in with the right password while guesses from ten addresses hold the site-wide ceiling", async ({
    admin,
  }) => {
    const app = admin.site({ trustProxy: true });
    const device = await knownBrowser(app);
    await fillSiteWideCeiling(app);
    // An unknown browser, even with the right password, is held by the ceiling.
    expect((await from(app, "198.51.100.1", PASSWORD)).status).toBe(429);
    // The owner's browser, from an address that guessed too: in.
    const known = await from(app, "10.0.0.1", PASSWORD, device);
    expect(known.status).toBe(303);
    expect(known.headers.get("location")).toBe("/admin/leads");
  });

  test("is held only by its own failures, then treated as unknown", async ({ admin }) => {
    const app = admin.site({ trustProxy: true });
    const device = await knownBrowser(app);
    // Its own wrong passwords do not take the address's tokens…
    for (let attempt = 0; attempt < DEVICE_LOGIN_ATTEMPTS; attempt += 1) {
      expect((await from(app, "203.0.113.9", `typo ${attempt}`, device)).status).toBe(401);
    }
    // …until it reaches its limit: then it meets the address's limit like any browser.
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await from(app, "203.0.113.9", `typo again ${attempt}`, device)).status).toBe(401);
    }
    expect((await from(app, "203.0.113.9", PASSWORD, device)).status).toBe(429);
    // Another address takes it in as an unknown browser, and the success makes it known again.
    const back = await from(app, "203.0.113.10", PASSWORD, device);
    expect(back.status).toBe(303);
    await fillSiteWideCeiling(app);
    const fresh = deviceCookieOf(back).split(";")[0] ?? "";
    expect((await from(app, "203.0.113.9", PASSWORD, fresh)).status).toBe(303);
  });

  test("counts a forged or altered device cookie as no cookie at all", async ({ admin }) => {
    const app = admin.site({ trustProxy: true });
    const device = await knownBrowser(app);
    const other = await knownBrowser(
      admin.site({ password: "another password entirely", trustProxy: true }),
      "another password entirely",
    );
    await fillSiteWideCeiling(app);
    // The signature's first character, not its last: the last base64url character of 32 bytes
    // carries two unused bits, so changing it can decode to the very same signature.
    const altered = device.replace(
      /\.(.)([^.]*)$/,
      (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`,
    );
    for (const cookie of [altered, other, `${DEVICE_COOKIE}=owner.x.y`]) {
      expect((await from(app, "198.51.100.2", PASSWORD, cookie)).status, cookie).toBe(429);
    }
  });
});
