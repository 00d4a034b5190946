import { beforeEach, describe } from "vitest";
import { createLeadStore, type LeadStore, type NewLead } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import { TEST_ENGINES, type TestEngine, useTestDatabase } from "./test-databases";

/**
 * What the store's tests share, one test file per table (server/store/*.test.ts): leads to save,
 * the outbox's claim settings, and a fresh store on each engine with ways to read its rows.
 */
export const DAY_MS = 24 * 60 * 60_000;
export const CLAIM = { limit: 10, leaseMs: 60_000, retryWindowMs: DAY_MS };

let sequence = 0;
/** A contact lead with one delivery; each call is a different person. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  sequence += 1;
  const fields = {
    name: `Person ${sequence}`,
    email: `person${sequence}@example.com`,
    subject: "A question",
    message: "Please call me back about the project.",
  };
  return {
    form: "contact",
    fields,
    spam: false,
    deliveries: [{ hook: "contact", body: JSON.stringify(fields) }],
    rateBucket: "lead:contact:sender-a",
    ...overrides,
  };
}

/** An exit-intent lead, which feeds two webhooks. */
export const exitIntentLead = (email = `sian${sequence}@example.com`) =>
  newLead({
    form: "exit-intent",
    fields: { firstName: "Siân", lastName: "Jones", email },
    deliveries: [
      { hook: "exit-intent", body: '{"lead":1}' },
      { hook: "audit", body: '{"report":1}' },
    ],
  });

interface DeliveryRow {
  state: string;
  attempts: number;
  lease_token: string | null;
  leased_until: Date | null;
  next_attempt_at: Date;
  retry_until: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
}

/** An emptied database on `engine` before each test, and a store on it. */
function useLeadStore(engine: TestEngine) {
  const test = useTestDatabase(engine);
  let store: LeadStore | undefined;
  beforeEach(() => {
    store = createLeadStore(test.db);
  });
  return {
    engine,
    get db(): Database {
      return test.db;
    },
    get store(): LeadStore {
      if (!store) throw new Error("The lead store is opened before each test");
      return store;
    },
    reset: () => test.reset(),
    count: async (table: "leads" | "deliveries" | "rate_events") => {
      const [row] = await test.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${table}`,
      );
      return row?.count;
    },
    deliveryRow: async (id: string) => {
      const [row] = await test.db.query<DeliveryRow>(
        "SELECT * FROM deliveries WHERE id = $1::bigint",
        [id],
      );
      if (!row) throw new Error(`no delivery ${id}`);
      return row;
    },
  };
}

export type LeadStoreContext = ReturnType<typeof useLeadStore>;

/** `suite` once per engine, as "<title> (<engine>)", each test on a fresh store. */
export function describeLeadStore(title: string, suite: (t: LeadStoreContext) => void) {
  describe.each(TEST_ENGINES)(`${title} ($kind)`, (engine) => suite(useLeadStore(engine)));
}
