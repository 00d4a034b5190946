// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  database,
  deliveryIdOf,
  PASSWORD,
  retried,
  saveLead,
  signedInGet,
  site,
  stateOf,
  validCookie,
} from "../../tests/support/admin-site";

describe("admin pages", () => {
  it("re-queues a failed delivery on Retry now, and refuses a delivered one", async () => {
    const leadId = await saveLead();
    const deliveryId = await deliveryIdOf(leadId);
    await database.db.query(
      "UPDATE deliveries SET state = 'failed', attempts = 5, last_status = 500 WHERE id = $1::bigint",
      [deliveryId],
    );
    const app = site();
    const page = await (await signedInGet(app, "/admin/leads")).text();
    expect(page).toContain(`action="/admin/deliveries/${deliveryId}/retry"`);

    const retry = async (id: string, headers: Record<string, string> = {}) =>
      app.request(`/admin/deliveries/${id}/retry`, {
        method: "POST",
        headers: { Cookie: await validCookie(), ...headers },
      });
    const response = await retry(deliveryId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads?retried=1");
    expect(await stateOf(deliveryId)).toBe("pending");
    expect(retried).toBe(1);
    expect(await (await signedInGet(app, "/admin/leads?retried=1")).text()).toContain(
      "The delivery will be tried again now.",
    );

    await database.db.query("UPDATE deliveries SET state = 'delivered' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    for (const id of [deliveryId, "999999", "abc"]) {
      expect((await retry(id)).status, id).toBe(404);
    }
    expect(await stateOf(deliveryId)).toBe("delivered");
    expect(retried).toBe(1);

    // Signed out, nothing happens.
    await database.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const signedOut = await app.request(`/admin/deliveries/${deliveryId}/retry`, {
      method: "POST",
    });
    expect(signedOut.headers.get("location")).toBe("/admin/login");
    expect(await stateOf(deliveryId)).toBe("failed");
  });

  it("refuses form posts from another site with 403", async () => {
    const leadId = await saveLead();
    const deliveryId = await deliveryIdOf(leadId);
    await database.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const app = site();
    const post = async (path: string, headers: Record<string, string>) =>
      app.request(`http://leads.example.co.uk${path}`, {
        method: "POST",
        headers: { Host: "leads.example.co.uk", Cookie: await validCookie(), ...headers },
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
    expect(await stateOf(deliveryId)).toBe("failed");
    expect(retried).toBe(0);

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
    expect(await stateOf(deliveryId)).toBe("pending");
  });
});
