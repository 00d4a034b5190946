import { describe, expect } from "vitest";
import type { Database } from "../store/sql";
import { createLeadStore } from "../store/lead-store";
import { openTestEmbedded } from "../../tests/support/test-databases";
import { login, PASSWORD, test } from "../../tests/support/admin-site";
import { MAX_ADMIN_BODY_BYTES } from "./admin-routes";
import { clearSignInLimits, LOGIN_ATTEMPTS_SITE_WIDE } from "./sign-in-limits";

describe("admin sign-in under attack", () => {
  test("answers a 50 MB sign-in with 413 before reading it or taking a rate token", async ({
    admin,
  }) => {
    const app = admin.site();
    // 50 MB offered 64 KB at a time; the server must stop pulling long before the end.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let offered = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offered >= 50 * 1024 * 1024) return controller.close();
        offered += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: huge,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(offered).toBeLessThan(1024 * 1024);
    expect(await admin.db.query("SELECT 1 FROM rate_events")).toEqual([]);
    // Every admin form post is held to the same limit; a real sign-in fits easily.
    expect(MAX_ADMIN_BODY_BYTES).toBeLessThanOrEqual(8 * 1024);
    const logout = await app.request("/admin/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=" + "y".repeat(MAX_ADMIN_BODY_BYTES),
    });
    expect(logout.status).toBe(413);
    expect((await login(app, PASSWORD)).status).toBe(303);
  });

  test("answers 400 to a malformed form body, never 500", async ({ admin }) => {
    const response = await admin.site().request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
      body: "--zzz\r\nContent-Disposition: form-data; name=password\r\n\r\nsecret",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("could not be read");
  });

  test("holds a site-wide ceiling on guesses from many addresses, until the owner unlocks it", async ({
    admin,
  }) => {
    const app = admin.site({ trustProxy: true });
    const from = (address: string, password: string) =>
      login(app, password, "/admin/login", { "X-Forwarded-For": address });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_SITE_WIDE; attempt += 1) {
      const address = `10.0.${Math.floor(attempt / 250)}.${attempt % 250}`;
      expect((await from(address, `guess ${attempt}`)).status, address).toBe(401);
    }
    const fresh = await from("203.0.113.50", PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.headers.get("set-cookie")).toBeNull();

    // npm run admin:unlock does this.
    // Each guess counted once for its address and once site-wide; the refused one for its address.
    expect(await clearSignInLimits(admin.store)).toBe(LOGIN_ATTEMPTS_SITE_WIDE * 2 + 1);
    expect((await from("203.0.113.50", PASSWORD)).status).toBe(303);
  });

  test("shows the Unavailable page (503), never a 500, when the store fails mid-request", async ({
    admin,
  }) => {
    const dir = await openTestEmbedded();
    const closed: Database = dir.db;
    await dir.cleanup();
    const broken = createLeadStore(closed);
    const app = admin.site({ leadStore: () => broken });
    const cookie = await admin.validCookie();
    for (const request of [
      () => login(app, PASSWORD),
      () => admin.signedInGet(app, "/admin/leads", cookie),
      () => admin.signedInGet(app, "/admin/leads.csv", cookie),
    ]) {
      const response = await request();
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Unavailable");
    }
    // It opens (and closes) an embedded database of its own: seconds on a busy machine.
  }, 60_000);
});
