import { describe, expect } from "vitest";
import { PASSWORD, test } from "../../tests/support/admin-site";

describe("admin pages", () => {
  test("re-queues a failed delivery on Retry now, and refuses a delivered one", async ({
    admin,
  }) => {
    const leadId = await admin.saveLead();
    const deliveryId = await admin.deliveryIdOf(leadId);
    await admin.db.query(
      "UPDATE deliveries SET state = 'failed', attempts = 5, last_status = 500 WHERE id = $1::bigint",
      [deliveryId],
    );
    const app = admin.site();
    const page = await (await admin.signedInGet(app, "/admin/leads")).text();
    expect(page).toContain(`action="/admin/deliveries/${deliveryId}/retry"`);

    const retry = async (id: string, headers: Record<string, string> = {}) =>
      app.request(`/admin/deliveries/${id}/retry`, {
        method: "POST",
        headers: { Cookie: await admin.validCookie(), ...headers },
      });
    const response = await retry(deliveryId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads?retried=1");
    expect(await admin.stateOf(deliveryId)).toBe("pending");
    expect(admin.retried).toBe(1);
    expect(await (await admin.signedInGet(app, "/admin/leads?retried=1")).text()).toContain(
      "The delivery will be tried again now.",
    );

    await admin.db.query("UPDATE deliveries SET state = 'delivered' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    for (const id of [deliveryId, "999999", "abc"]) {
      expect((await retry(id)).status, id).toBe(404);
    }
    expect(await admin.stateOf(deliveryId)).toBe("delivered");
    expect(admin.retried).toBe(1);

    // Signed out, nothing happens.
    await admin.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const signedOut = await app.request(`/admin/deliveries/${deliveryId}/retry`, {
      method: "POST",
    });
    expect(signedOut.headers.get("location")).toBe("/admin/login");
    expect(await admin.stateOf(deliveryId)).toBe("failed");
  });

  test("refuses form posts from another site with 403", async ({ admin }) => {
    const leadId = await admin.saveLead();
    const deliveryId = await admin.deliveryIdOf(leadId);
    await admin.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const app = admin.site();
    const post = async (path: string, headers: Record<string, string>) =>
      app.request(`http://leads.example.co.uk${path}`, {
        method: "POST",
        headers: { Host: "leads.example.co.uk", Cookie: await admin.validCookie(), ...headers },
        body: new URLSearchParams({ password: PASSWORD }),
      });

    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://leads.example.co.uk" },
    ];
    for (const headers of foreign) {
      for (const path of [
        "/admin/login",
        "/admin/logout",
        `/admin/deliveries/${deliveryId}/retry`,
      ]) {
        const response = await post(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
    expect(await admin.stateOf(deliveryId)).toBe("failed");
    expect(admin.retried).toBe(0);

    // The admin's own pages: same host (behind a TLS proxy the scheme differs), or same-origin.
    const own: Record<string, string>[] = [
      { Origin: "https://leads.example.co.uk" },
      { "Sec-Fetch-Site": "same-origin", Origin: "https://leads.example.co.uk" },
      {},
    ];
    for (const headers of own) {
      expect((await post("/admin/login", headers)).status, JSON.stringify(headers)).toBe(303);
    }
    expect((await post(`/admin/deliveries/${deliveryId}/retry`, {})).status).toBe(303);
    expect(await admin.stateOf(deliveryId)).toBe("pending");
  });
});
