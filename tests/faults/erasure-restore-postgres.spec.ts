/**
 * With PostgreSQL, an erasure survives a pg_restore: a person erased on the owner's page after a
 * pg_dump was taken is erased again by the server's next start, before its outbox runs, from the
 * ledger in its DATA_DIR; the webhooks still pending for them are never sent, everyone else's are.
 */
import { expect, test } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNothingWithin } from "../support/quiet-period";
import { send } from "./support/delivered-and-pending";
import { eraseOnOwnersPage, postAsErased } from "./support/erased-person";
import { createDatabase, query, runPgTool } from "./support/postgres";
import { receiverPerTest } from "./support/receiver-per-test";
import { adminCookie, HOOKS_OF, hooksAt, onceEach, startSite } from "./support/site-process";

const receiverOfTest = receiverPerTest();
const PASSWORD = "fault-suite-admin-password";
/** Longer than a delivery's lease with the fault suite's settings, with room for a slow start. */
const LEASED_DELIVERY_TIMEOUT_MS = 70_000;

async function storedLeads(url: string, ids: readonly string[]): Promise<string[]> {
  const rows = await query<{ id: string }>(
    url,
    "SELECT id::text AS id FROM leads WHERE id::text = ANY($1::text[]) ORDER BY id",
    [ids],
  );
  return rows.map(({ id }) => id);
}

/** Every delivery of lead `id` has been tried, and no attempt at it is in flight. */
async function keptAttemptRecorded(url: string, id: string): Promise<boolean> {
  const rows = await query<{ waiting: number }>(
    url,
    `SELECT count(*)::int AS waiting FROM deliveries
      WHERE lead_id::text = $1 AND (attempts = 0 OR leased_until IS NOT NULL)`,
    [id],
  );
  return rows[0]?.waiting === 0;
}

test("with PostgreSQL, a person erased after a pg_dump stays erased once it is restored, and no webhook goes out for them", async () => {
  const receiver = receiverOfTest();
  const database = await createDatabase();
  try {
    const settings = {
      ...hooksAt(receiver.url),
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_URL: database.url,
    };
    const first = await startSite(settings);
    // Every delivery fails from the start, so the dump holds them all as pending. The webhook asks
    // to be tried again later, which puts the next attempt the longest backoff step (7.2 s) away.
    receiver.misbehave({ kind: "fail", status: 503, retryAfter: "3600" });
    const erased = [await postAsErased(first, "contact"), await postAsErased(first, "audit")];
    const kept = (await send(first, "contact"))?.id ?? "";
    expect(kept).not.toBe("");
    // Dumped once the kept lead's attempt is recorded, between two attempts, so the dump does not
    // hold its delivery leased to this server: the restored server would wait out the lease (a
    // webhook timeout and a store stall, 29 s here) before trying it again.
    await expect.poll(() => keptAttemptRecorded(database.url, kept)).toBe(true);
    const dump = join(mkdtempSync(join(tmpdir(), "kestrel-pg-dump-")), "leads.dump");
    runPgTool("pg_dump", ["--format=custom", `--file=${dump}`, database.url]);

    await eraseOnOwnersPage(first, await adminCookie(first, PASSWORD));
    expect(await first.kill("SIGTERM")).toBe(0);
    runPgTool("pg_restore", ["--clean", "--if-exists", `--dbname=${database.url}`, dump]);
    // The dump brought them back.
    expect(await storedLeads(database.url, [...erased, kept])).toHaveLength(3);

    receiver.recover();
    const seen = receiver.requests.length;
    const second = await startSite({ ...settings, DATA_DIR: first.dataDir });
    try {
      // Within a retry step; past a lease should a busy machine start the dump only after the
      // next attempt began.
      await expect
        .poll(() => receiver.delivered(kept), { timeout: LEASED_DELIVERY_TIMEOUT_MS })
        .toEqual(onceEach(HOOKS_OF.contact));
      await expectNothingWithin(800, () =>
        receiver.requests
          .slice(seen)
          .filter(({ idempotencyKey }) => erased.includes(idempotencyKey ?? "")),
      );
      expect(await storedLeads(database.url, [...erased, kept])).toEqual([kept]);
      expect(second.output()).toContain('"status":"erasures-reapplied"');
    } finally {
      await second.kill("SIGTERM");
    }
  } finally {
    await database.drop();
  }
});
