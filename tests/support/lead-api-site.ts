import { beforeEach } from "vitest";
import type { LogFields } from "../../server/log";
import { createLeadStore, type LeadStore } from "../../server/store/lead-store";
import { createLeadApi, type LeadApiOptions } from "../../server/leads/lead-api";
import { openTestEmbedded, useTestDatabase } from "./test-databases";

// Shared by the lead API specs: importing this registers the hook that gives each test a fresh
// embedded store and empty counters. The `let` bindings are live, so specs read the current ones.
export const SITE = "https://www.example.co.uk";

export const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
export let store: LeadStore;
export let stored: number;
export let storeErrors: number;
export let events: (LogFields & { event: string })[];

beforeEach(() => {
  store = createLeadStore(database.db);
  stored = 0;
  storeErrors = 0;
  events = [];
});

export function api(options: Partial<LeadApiOptions> = {}) {
  return createLeadApi({
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
  });
}

export function post(
  app: ReturnType<typeof api>,
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

export async function allLeads() {
  const [real, spam] = await Promise.all([
    store.listLeads({ limit: 100 }),
    store.listLeads({ limit: 100, spam: true }),
  ]);
  return [...real.leads, ...spam.leads];
}

export async function bodiesOf(leadId: string) {
  return database.db.query<{ hook: string; body: string }>(
    "SELECT hook, body FROM deliveries WHERE lead_id = $1 ORDER BY id",
    [leadId],
  );
}

/** For specs that run the API over another engine's store than the default embedded one. */
export function replaceStore(next: LeadStore) {
  store = next;
}
