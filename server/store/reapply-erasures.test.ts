import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import * as people from "../../tests/support/person-leads";
import { readLedger, recordErasure } from "./erasure-ledger";
import { reapplyErasures } from "./reapply-erasures";

const { OTHER, personKey: key, personLead, SIAN, storedLead } = people;
const STRANGER = { ...SIAN, email: "stranger@example.com", phone: "07700 900555" };

/** Erasing again from the ledger (erasure-ledger.ts, reapply-erasures.ts), on both engines. */
describeLeadStore("erasures re-applied from the ledger", (t) => {
  const stored = (lead = personLead("contact")) => storedLead(t.store, lead);

  it("erases again, by address or number, what each person sent up to their erasure, and no one else", async () => {
    const ledgerDir = mkdtempSync(join(tmpdir(), "kestrel-ledger-"));
    const sian = [await stored(personLead("contact")), await stored(personLead("audit"))];
    const other = await stored(personLead("exit-intent", OTHER));
    const stranger = await stored(personLead("contact", STRANGER));
    // Erased by address (typed in another case) and by number (typed another way).
    recordErasure(ledgerDir, key("SIAN.jones@example.co.uk"));
    recordErasure(ledgerDir, key("+44 (0)7700 900999"));
    // Sent after their erasure: a new request of theirs, which stays.
    const later = await stored(personLead("contact"));

    const ledger = readLedger(ledgerDir);
    if (!ledger) throw new Error("no ledger");
    expect(await reapplyErasures(t.db, ledger)).toEqual({ recorded: 2, people: 2, leads: 3 });
    const left = await t.db.query<{ id: string }>("SELECT id::text AS id FROM leads ORDER BY id");
    expect(left.map(({ id }) => id).sort()).toEqual([stranger, later].sort());
    const deliveries = await t.db.query<{ id: string }>(
      "SELECT lead_id::text AS id FROM deliveries WHERE lead_id = ANY($1::uuid[])",
      [[...sian, other]],
    );
    expect(deliveries).toEqual([]);
    // Each shows in the owner's list of erasures, as an erasure on the page does.
    expect((await t.store.listErasures()).map((record) => record.counts.leads).sort()).toEqual([
      1, 2,
    ]);
    // Again: nothing more to erase, and no new record.
    expect(await reapplyErasures(t.db, ledger)).toEqual({ recorded: 2, people: 0, leads: 0 });
    expect(await t.store.listErasures()).toHaveLength(2);
  });

  it("erases again an address stored in another Unicode form or case than the one erased", async () => {
    const ledgerDir = mkdtempSync(join(tmpdir(), "kestrel-ledger-"));
    const jose = { ...STRANGER, email: "jose\u0301@example.com" };
    const lead = await stored(personLead("contact", { ...jose, email: "Jos\u00e9@example.com" }));
    const kept = await stored(personLead("contact", { ...jose, email: "jose@example.com" }));
    recordErasure(ledgerDir, key("JOSE\u0301@EXAMPLE.COM"));

    const ledger = readLedger(ledgerDir);
    if (!ledger) throw new Error("no ledger");
    expect(await reapplyErasures(t.db, ledger)).toEqual({ recorded: 1, people: 1, leads: 1 });
    const left = await t.db.query<{ id: string }>("SELECT id::text AS id FROM leads");
    expect(left.map(({ id }) => id)).toEqual([kept]);
    expect(lead).not.toBe(kept);
  });
});

it("keeps no address or number in the ledger, and its files are the service user's alone", () => {
  const ledgerDir = mkdtempSync(join(tmpdir(), "kestrel-ledger-"));
  recordErasure(ledgerDir, key(SIAN.email));
  recordErasure(ledgerDir, key(SIAN.phone));
  const text = readdirSync(ledgerDir)
    .map((name) => readFileSync(join(ledgerDir, name), "utf8"))
    .join("\n")
    .toLowerCase();
  for (const part of ["sian", "example", "07700900123"]) expect(text).not.toContain(part);
  for (const name of readdirSync(ledgerDir)) {
    expect(statSync(join(ledgerDir, name)).mode & 0o777).toBe(0o600);
  }
});
