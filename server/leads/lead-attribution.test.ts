import { beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";
import { AD_VISIT } from "../../tests/support/ad-visit";
import { expectedDeliveries } from "../../tests/support/lead-contract";
import { createLeadStore, type LeadStore } from "../store/lead-store";
import { createLeadApi } from "./lead-api";

/**
 * Where each lead came from: the lead API keeps the good values of a posted `attribution`, drops
 * the bad ones without refusing the lead, stores them beside the lead on both engines, and adds
 * them to the webhook bodies only when LEAD_WEBHOOK_ATTRIBUTION asks it to.
 */
const AUDIT_LEAD = {
  firstName: "Gareth",
  lastName: "Price",
  email: "gareth@example.co.uk",
  phone: "07123 456789",
};

describe.each(TEST_ENGINES)("lead attribution ($kind)", (engine) => {
  const database = useTestDatabase(engine);
  let store: LeadStore;
  beforeEach(() => {
    store = createLeadStore(database.db);
  });

  function post(body: unknown, { webhookAttribution = false, form = "audit" } = {}) {
    const api = createLeadApi({
      store: () => store,
      accepting: () => true,
      onStored: () => {},
      onStoreError: () => {},
      rateLimit: 0,
      siteOrigin: "https://www.example.co.uk",
      trustProxy: false,
      webhookAttribution,
      log: () => {},
    });
    return api.request(`/api/leads/${form}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  async function saved(response: Response) {
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { leads } = await store.listLeads({ limit: 10 });
    const spam = await store.listLeads({ limit: 10, spam: true });
    const lead = [...leads, ...spam.leads].find((candidate) => candidate.id === id);
    const deliveries = await database.db.query<{ hook: string; body: string }>(
      "SELECT hook, body FROM deliveries WHERE lead_id = $1 ORDER BY id",
      [id],
    );
    return { lead, deliveries };
  }

  it("stores the attribution beside the lead, never among its fields", async () => {
    const { lead } = await saved(await post({ ...AUDIT_LEAD, attribution: AD_VISIT }));
    expect(lead?.attribution).toEqual(AD_VISIT);
    expect(lead?.fields).not.toHaveProperty("attribution");
    expect(Object.keys(lead?.fields ?? {}).sort()).toEqual(Object.keys(AUDIT_LEAD).sort());
  });

  it("stores a lead without attribution, as older browsers and scripts send it", async () => {
    const { lead } = await saved(await post(AUDIT_LEAD));
    expect(lead?.attribution).toBeUndefined();
  });

  it("drops bad values and unknown keys, and still stores the lead", async () => {
    const attribution = {
      ...AD_VISIT,
      utm_term: "x".repeat(201),
      utm_content: "line\nbreak",
      fbclid: "nul\u0000",
      msclkid: 42,
      referrer: "https://www.google.com/search?q=private",
      page: "/contact?email=someone@example.com",
      utm_id: "unknown",
      __proto__: { polluted: true },
    };
    const { lead } = await saved(await post({ ...AUDIT_LEAD, attribution }));
    expect(lead?.attribution).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "gas-audit",
      gclid: "TeSt123",
    });
  });

  it.each([["a string"], [["an", "array"]], [null], [7]])(
    "ignores an attribution that is not an object (%j)",
    async (attribution) => {
      const { lead } = await saved(await post({ ...AUDIT_LEAD, attribution }));
      expect(lead?.attribution).toBeUndefined();
    },
  );

  it("keeps a spam lead's attribution too, for the owner to see where bots come from", async () => {
    const { lead, deliveries } = await saved(
      await post({ ...AUDIT_LEAD, [HONEYPOT_FIELD]: "x", attribution: AD_VISIT }),
    );
    expect(lead).toMatchObject({ spam: true, attribution: AD_VISIT });
    expect(deliveries).toEqual([]);
  });

  it("sends the webhook bodies exactly as the brief gives them by default", async () => {
    const { deliveries } = await saved(await post({ ...AUDIT_LEAD, attribution: AD_VISIT }));
    expect(deliveries).toEqual(expectedDeliveries("audit", AUDIT_LEAD));
  });

  it("adds one attribution object to every body with LEAD_WEBHOOK_ATTRIBUTION", async () => {
    const report = {
      ...AUDIT_LEAD,
      businessName: "Price Heating",
      websiteUrl: "",
      preferredTime: "Mornings",
    };
    const { deliveries } = await saved(
      await post(
        { ...report, attribution: AD_VISIT },
        { webhookAttribution: true, form: "exit-intent" },
      ),
    );
    expect(deliveries).toEqual(
      expectedDeliveries("exit-intent", report, { attribution: AD_VISIT }),
    );
  });

  it("sends an empty attribution object with the setting when nothing was recorded", async () => {
    const { deliveries } = await saved(await post(AUDIT_LEAD, { webhookAttribution: true }));
    expect(deliveries).toEqual(expectedDeliveries("audit", AUDIT_LEAD, { attribution: {} }));
  });
});
