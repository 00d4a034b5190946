import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORM_DEFINITIONS, type LeadForm } from "../../lead-forms";
import { leadLines } from "../../scripts/print-leads-lines";
import { leadForms } from "../leads/lead-forms";
import { createLeadStore, type LeadView } from "../store/lead-store";
import { openTestEmbedded, type TestDatabase } from "../../tests/support/test-databases";
import { leadsCsv } from "./admin-csv";
import { leadsPage } from "./admin-pages";
import {
  csvHeader,
  csvRows,
  expectedDeliveries,
  LEAD_CSV_COLUMNS,
} from "../../tests/support/lead-contract";

/**
 * Every field of every form, stored through the real store, must reach the owner: on the page,
 * in the CSV and in `npm run leads`, with the lead's id. A field added to a definition but left
 * out of how a lead reads fails here. The webhook bodies are checked against the brief's lists
 * (docs/architecture.md) through tests/support/lead-contract.ts.
 */

/** Candidates in turn, the first the field's rule takes: text, email, UK mobile, website. */
function markerFor(rule: { safeParse(value: unknown): { success: boolean } }, n: number) {
  const tag = `mk${String(n).padStart(2, "0")}`;
  const candidates = [
    `${tag}-marker`,
    `${tag}@marker.example`,
    `079${String(n).padStart(8, "0")}`,
    `${tag}.marker.example`,
  ];
  const marker = candidates.find((candidate) => rule.safeParse(candidate).success);
  if (!marker) throw new Error(`No marker passes field ${n}'s rule: add a candidate`);
  return marker;
}

let database: TestDatabase;
const stored = new Map<LeadForm, { view: LeadView; values: Record<string, string> }>();

beforeAll(async () => {
  database = await openTestEmbedded();
  const store = createLeadStore(database.db);
  let n = 0;
  for (const definition of LEAD_FORM_DEFINITIONS) {
    const input = Object.fromEntries(
      Object.entries(definition.schema.shape).map(([key, rule]) => [key, markerFor(rule, n++)]),
    );
    const values = definition.schema.parse(input) as Record<string, string>;
    const { id } = await store.saveLead(
      {
        form: definition.id,
        fields: values,
        spam: false,
        deliveries: leadForms[definition.id].deliveries(values),
        rateBucket: `test:${definition.id}`,
      },
      0,
    );
    const { leads } = await store.listLeads({ limit: 10 });
    const view = leads.find((lead) => lead.id === id);
    if (!view) throw new Error(`${definition.id}: the stored lead is not listed`);
    stored.set(definition.id, { view, values });
  }
  // Opening the embedded engine takes seconds on a busy machine.
}, 60_000);
afterAll(() => database?.cleanup());

describe.each(LEAD_FORM_DEFINITIONS.map(({ id }) => id))("a stored %s lead", (form) => {
  const lead = () => stored.get(form) ?? expect.unreachable(`${form} was not stored`);
  const expected = () => [...Object.values(lead().values), lead().view.id];

  it("shows every field and its id on the owner's page", async () => {
    const page = String(
      await leadsPage({
        leads: [lead().view],
        total: 1,
        page: 1,
        pageSize: 50,
        spam: false,
        spamTotal: 0,
        configured: [],
      }),
    );
    for (const marker of expected()) expect(page).toContain(marker);
    expect(page).toContain(`Lead id ${lead().view.id}`);
  });

  it("has every field and its id in the CSV", () => {
    const csv = leadsCsv([lead().view]);
    for (const marker of expected()) expect(csv).toContain(marker);
    expect(csvHeader(csv).slice(0, LEAD_CSV_COLUMNS.length)).toEqual(LEAD_CSV_COLUMNS);
    expect(csvRows(csv)).toEqual([expect.objectContaining({ lead_id: lead().view.id })]);
  });

  it("prints every field and its id in npm run leads", () => {
    const printed = leadLines(lead().view, []).join("\n");
    for (const marker of expected()) expect(printed).toContain(marker);
  });

  it("sends the webhook bodies exactly as the brief lists them", () => {
    const planned = leadForms[form].deliveries(lead().values);
    expect(planned).toEqual(expectedDeliveries(form, lead().values));
    expect(lead().view.deliveries.map(({ hook }) => hook)).toEqual(planned.map(({ hook }) => hook));
  });
});
