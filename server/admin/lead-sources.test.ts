import { beforeEach, describe, expect, it } from "vitest";
import type { LeadAttribution } from "../../lead-forms/attribution";
import { CAMPAIGN_PARAMETERS } from "../../lead-forms/attribution-keys";
import { AD_VISIT } from "../../tests/support/ad-visit";
import { csvHeader, csvRows } from "../../tests/support/lead-contract";
import { leadLines } from "../../scripts/print-leads-lines";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";
import { createLeadStore, type LeadStore, type LeadView } from "../store/lead-store";
import { sourceOf } from "../store/lead-sources";
import { leadsCsv } from "./admin-csv";
import { leadsPage } from "./admin-pages";

/**
 * Where leads came from, as the owner reads it: each lead's attribution on the page, in the CSV
 * and in `npm run leads`, and the summary of the last 7 and 30 days per form and per source.
 */
const DAY_MS = 24 * 60 * 60_000;

describe.each(TEST_ENGINES)("where leads came from ($kind)", (engine) => {
  const database = useTestDatabase(engine);
  let store: LeadStore;
  let n = 0;
  beforeEach(() => {
    store = createLeadStore(database.db);
  });

  /** Stores a lead received `daysAgo` days ago, through the real store. */
  async function lead(
    form: string,
    daysAgo: number,
    attribution?: LeadAttribution,
    spam = false,
  ): Promise<string> {
    n += 1;
    const { id } = await store.saveLead(
      {
        form,
        fields: { firstName: "Gareth", lastName: `Price ${n}`, email: `g${n}@example.co.uk` },
        attribution,
        spam,
        deliveries: [],
        rateBucket: `test:${n}`,
      },
      0,
    );
    await database.db.query(
      "UPDATE leads SET received_at = now() - make_interval(secs => $2::float8 / 1000) WHERE id = $1",
      [id, daysAgo * DAY_MS],
    );
    return id ?? expect.unreachable("not stored");
  }

  async function view(id: string): Promise<LeadView> {
    const { leads } = await store.listLeads({ limit: 50 });
    return leads.find((candidate) => candidate.id === id) ?? expect.unreachable("not listed");
  }

  it("counts the last 7 and 30 days per form and per source, spam and older leads left out", async () => {
    await lead("audit", 2, AD_VISIT);
    await lead("audit", 20, AD_VISIT);
    await lead("audit", 1, { utm_source: "newsletter" });
    await lead("contact", 1, { page: "/contact", referrer: "www.bing.com" });
    await lead("contact", 3, { page: "/contact" });
    await lead("contact", 12);
    await lead("exit-intent", 10, { gclid: "abc", referrer: "www.google.com" });
    await lead("exit-intent", 6, { fbclid: "fb1" });
    await lead("contact", 40, AD_VISIT);
    await lead("audit", 1, AD_VISIT, true);

    expect(await store.summariseLeads()).toEqual({
      byForm: [
        { key: "audit", last7: 2, last30: 3 },
        { key: "contact", last7: 2, last30: 3 },
        { key: "exit-intent", last7: 1, last30: 2 },
      ],
      bySource: [
        { key: "Campaign: gas-audit (google)", last7: 1, last30: 2 },
        { key: "Direct", last7: 1, last30: 2 },
        { key: "Campaign: (no campaign name) (newsletter)", last7: 1, last30: 1 },
        { key: "Google Ads (no campaign tags)", last7: 0, last30: 1 },
        { key: "Meta ads (no campaign tags)", last7: 1, last30: 1 },
        { key: "Referring site: www.bing.com", last7: 1, last30: 1 },
      ],
      // Leads, not sales: none of them has paid (payment-views.test.ts).
      paidBySource: [],
    });
  });

  it("shows the summary and each lead's attribution on the owner's page", async () => {
    const id = await lead("audit", 1, AD_VISIT);
    const older = await lead("contact", 2);
    const page = String(
      await leadsPage({
        leads: [await view(id), await view(older)],
        total: 2,
        page: 1,
        pageSize: 50,
        spam: false,
        spamTotal: 0,
        configured: [],
        summary: await store.summariseLeads(),
      }),
    );
    const compact = page.replace(/\s+/g, " ");
    expect(compact).toContain("<caption> Leads per form </caption>");
    expect(compact).toContain("<caption> Leads per source </caption>");
    expect(compact).toMatch(
      /<th scope="row">Campaign: gas-audit \(google\)<\/th> <td data-label="Last 7 days">1<\/td> <td data-label="Last 30 days">1<\/td>/,
    );
    expect(compact).toMatch(/<th scope="row">£99 audit<\/th> <td[^>]*>1<\/td> <td[^>]*>1<\/td>/);
    // A form without a lead is a zero, not missing.
    expect(compact).toMatch(/<th scope="row">Exit-intent popup<\/th> <td[^>]*>0<\/td>/);
    expect(compact).toContain("<small>Campaign:</small> gas-audit");
    expect(compact).toContain("<small>Google Ads click id (gclid):</small> TeSt123");
    expect(compact).toContain("<small>Referring site:</small> www.google.com");
    expect(compact).toContain("Where from: not recorded");
  });

  it("puts each attribution value in a column of its own, side by side in the CSV", async () => {
    const csv = leadsCsv([await view(await lead("audit", 1, AD_VISIT))]);
    const columns = csvHeader(csv);
    const keys = ["page", "referrer", ...CAMPAIGN_PARAMETERS];
    const first = columns.indexOf("page");
    expect(columns.slice(first, first + keys.length)).toEqual(keys);
    expect(csvRows(csv)).toEqual([
      expect.objectContaining({
        page: AD_VISIT.page,
        utm_campaign: "gas-audit",
        gclid: "TeSt123",
        utm_term: "",
      }),
    ]);
  });

  it("prints where each lead came from in npm run leads", async () => {
    const printed = leadLines(await view(await lead("audit", 1, AD_VISIT)), []);
    expect(printed).toEqual(
      expect.arrayContaining([
        `    Sent from page: ${AD_VISIT.page}`,
        "    Referring site: www.google.com",
        "    Campaign source: google",
        "    Campaign: gas-audit",
        "    Google Ads click id (gclid): TeSt123",
      ]),
    );
  });
});

describe("a lead's source", () => {
  it("prefers the campaign, then an ad click id, then the referring site, else direct", () => {
    const none = { campaign: null, source: null, referrer: null, clickId: null } as const;
    expect(sourceOf({ ...none, campaign: "spring", source: "google", referrer: "x.example" })).toBe(
      "Campaign: spring (google)",
    );
    expect(sourceOf({ ...none, campaign: "spring" })).toBe("Campaign: spring");
    expect(sourceOf({ ...none, clickId: "microsoft", referrer: "www.bing.com" })).toBe(
      "Microsoft Ads (no campaign tags)",
    );
    expect(sourceOf({ ...none, referrer: "www.bing.com" })).toBe("Referring site: www.bing.com");
    expect(sourceOf(none)).toBe("Direct");
  });
});
