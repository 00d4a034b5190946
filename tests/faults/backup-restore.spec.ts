import { expect, test } from "@playwright/test";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import {
  freshDataDir,
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  runUntilExit,
  startSite,
  type FormName,
  type Site,
} from "./support/site-process";
import { receiverPerTest } from "./support/receiver-per-test";
import { byLead, DELIVERY_ROWS, embeddedQuery, type DeliveryRow } from "./support/store-rows";

const receiverOfTest = receiverPerTest();

interface Sent {
  id: string;
  form: FormName;
}

async function send(site: Site, form: FormName): Promise<Sent | null> {
  const response = await site.post(form, leads[form](uniqueEmail(`backup-${form}`)));
  if (response.status !== 201) return null;
  return { id: ((await response.json()) as { id: string }).id, form };
}

async function sendEach(site: Site, forms: FormName[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const form of forms) {
    const lead = await send(site, form);
    expect(lead).not.toBeNull();
    if (lead) sent.push(lead);
  }
  return sent;
}

/** The suite's receiver paths of a stored delivery ("exit-intent" → "/exit-intent"). */
const paths = (deliveries: DeliveryRow[]) => deliveries.map((row) => `/${row.hook}`).sort();

test("a backup taken under load restores every acknowledged lead and its delivery state; pending deliveries go out once", async () => {
  const receiver = receiverOfTest();
  const hooks = hooksAt(receiver.url);
  const first = await startSite(hooks);
  const delivered = await sendEach(first, ["contact", "exit-intent"]);
  for (const { id, form } of delivered) {
    await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
  }
  // From here every attempt fails, so what the backup holds as pending is still pending.
  receiver.misbehave({ kind: "fail", status: 500 });
  const pending = await sendEach(first, ["audit", "exit-intent", "contact"]);
  await expect
    .poll(() => pending.every(({ id }) => receiver.requests.some((r) => r.idempotencyKey === id)), {
      timeout: 30_000,
    })
    .toBe(true);

  // Leads keep coming while the copy is taken, from two senders.
  const duringLoad: Sent[] = [];
  let loading = true;
  const senders = [0, 1].map(async () => {
    while (loading) {
      const lead = await send(first, "contact");
      if (lead) duringLoad.push(lead);
    }
  });
  await expect.poll(() => duringLoad.length).toBeGreaterThan(5);
  const acknowledged = [...delivered, ...pending, ...duringLoad];
  const loadBefore = duringLoad.length;
  const folder = mkdtempSync(join(tmpdir(), "kestrel-backups-"));
  const backup = await runUntilExit({ DATA_DIR: first.dataDir }, "backup", ["--to", folder]);
  const loadAfter = duringLoad.length;
  loading = false;
  await Promise.all(senders);
  expect(backup.output).toContain("asking it for a copy");
  expect(backup.code, backup.output).toBe(0);
  // Leads were acknowledged while the copy was being taken.
  expect(loadAfter).toBeGreaterThan(loadBefore);
  const files = readdirSync(folder);
  expect(files).toEqual([
    expect.stringMatching(/^lead-store-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
  ]);
  const file = join(folder, files[0] ?? "");

  // A folder a server holds, or one with anything in it, is refused.
  const inUse = await runUntilExit({ DATA_DIR: first.dataDir }, "restore", [file]);
  expect(inUse.code).toBe(1);
  expect(inUse.output).toContain("in use by another server");
  const notEmpty = freshDataDir();
  writeFileSync(join(notEmpty, "notes.txt"), "the owner's own file");
  const refused = await runUntilExit({ DATA_DIR: notEmpty }, "restore", [file]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("is not empty");
  expect(readdirSync(notEmpty)).toEqual(["notes.txt"]);

  expect(await first.kill("SIGTERM")).toBe(0);
  const restoredDir = join(freshDataDir(), "data");
  const restore = await runUntilExit({ DATA_DIR: restoredDir }, "restore", [file]);
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toMatch(/Restored \d+ leads/);

  const restored = byLead(await embeddedQuery<DeliveryRow>(restoredDir, DELIVERY_ROWS));
  for (const { id, form } of acknowledged) {
    expect(paths(restored.get(id) ?? []), `lead ${id}`).toEqual([...HOOKS_OF[form]].sort());
  }
  for (const { id } of delivered) {
    expect(new Set(restored.get(id)?.map((row) => row.state))).toEqual(new Set(["delivered"]));
  }
  for (const { id } of pending) {
    for (const row of restored.get(id) ?? []) {
      expect(row.state).toBe("pending");
      expect(row.attempts).toBeGreaterThan(0);
      expect(row.last_status).toBe(500);
    }
  }

  receiver.recover();
  const second = await startSite({ ...hooks, DATA_DIR: restoredDir });
  try {
    // Every lead in the copy reaches its hooks once: the pending ones now, the others before.
    for (const [id, deliveries] of restored) {
      await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(paths(deliveries)));
    }
    // Leads sent after the copy was taken are not in it, and the restored server sends nothing else.
    const seen = receiver.requests.length;
    await expectNothingWithin(800, () => receiver.requests.slice(seen));
  } finally {
    await second.kill("SIGTERM");
  }
});

test("with PostgreSQL, npm run backup says pg_dump is the tool and makes nothing", async () => {
  const folder = mkdtempSync(join(tmpdir(), "kestrel-backups-"));
  const result = await runUntilExit(
    { DATABASE_URL: "postgres://kestrel@127.0.0.1:1/leads" },
    "backup",
    ["--to", folder],
  );
  expect(result.code).toBe(1);
  expect(result.output).toContain("pg_dump");
  expect(readdirSync(folder)).toEqual([]);
});
