import type { LogFields } from "../../server/log";
import type { Database } from "../../server/store/sql";
import { createLeadStore, type LeadStore } from "../../server/store/lead-store";
import { createLeadApi, type LeadApiOptions } from "../../server/leads/lead-api";
import { testWithDatabase } from "./test-databases";

/**
 * The lead API specs' `leadApi` fixture: the API over a fresh store on `db`, and what it logged and
 * counted. A spec asks for it by name (`test("…", async ({ leadApi }) => …)`) from this `test`.
 */
export const SITE = "https://www.example.co.uk";

export function leadApiOn(db: Database) {
  const store: LeadStore = createLeadStore(db);
  const events: (LogFields & { event: string })[] = [];
  let stored = 0;
  let storeErrors = 0;
  return {
    db,
    store,
    events,
    /** Leads the API stored, and stores that failed, so far in this test. */
    get stored() {
      return stored;
    },
    get storeErrors() {
      return storeErrors;
    },
    app: (options: Partial<LeadApiOptions> = {}) =>
      createLeadApi({
        store: () => store,
        accepting: () => true,
        onStored: () => {
          stored += 1;
        },
        onStoreError: () => {
          storeErrors += 1;
        },
        rateLimit: 5,
        siteOrigin: SITE,
        trustProxy: false,
        log: (event, fields) => events.push({ event, ...fields }),
        ...options,
      }),
    async allLeads() {
      const [real, spam] = await Promise.all([
        store.listLeads({ limit: 100 }),
        store.listLeads({ limit: 100, spam: true }),
      ]);
      return [...real.leads, ...spam.leads];
    },
    bodiesOf: (leadId: string) =>
      db.query<{ hook: string; body: string }>(
        "SELECT hook, body FROM deliveries WHERE lead_id = $1 ORDER BY id",
        [leadId],
      ),
  };
}

export type LeadApiSite = ReturnType<typeof leadApiOn>;

export const test = testWithDatabase.extend("leadApi", ({ database }) => leadApiOn(database));

export function post(
  app: ReturnType<LeadApiSite["app"]>,
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(`/api/leads/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const CONTACT = {
  name: "  Siân Jones ",
  email: "sian@example.com",
  subject: "A new website",
  message: "Could you call me back about a new website?",
};
/** How every id the API hands out looks (crypto.randomUUID): a person's and a bot's alike. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const EXIT_INTENT = {
  firstName: "Siân",
  lastName: "Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  businessName: "Jones & Daughters",
  websiteUrl: "",
  preferredTime: "Mornings",
};
