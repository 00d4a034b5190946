import { expect, test } from "@playwright/test";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNothingWithin } from "../support/quiet-period";
import {
  deliveredAndPending,
  PENDING_RETRY_TIMEOUT_MS,
  pathsOf,
  send,
  type Sent,
} from "./support/delivered-and-pending";
import {
  freshDataDir,
  HOOKS_OF,
  hooksAt,
  onceEach,
  runUntilExit,
  startSite,
} from "./support/site-process";
import { receiverPerTest } from "./support/receiver-per-test";
import { byLead, DELIVERY_ROWS, embeddedQuery, type DeliveryRow } from "./support/store-rows";

const receiverOfTest = receiverPerTest();

test("a backup taken under load restores every acknowledged lead and its delivery state; pending deliveries go out once", async () => {
  const receiver = receiverOfTest();
  const hooks = hooksAt(receiver.url);
  const first = await startSite(hooks);
  // From then on every attempt fails, so what the backup holds as pending is still pending.
  const { delivered, pending } = await deliveredAndPending(first, receiver, {
    delivered: ["contact", "exit-intent"],
    pending: ["audit", "exit-intent", "contact"],
  });

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
    expect(pathsOf(restored.get(id) ?? []), `lead ${id}`).toEqual([...HOOKS_OF[form]].sort());
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
    // Every lead in the copy reaches its hooks once: the pending ones at their next retry, the
    // others before.
    for (const [id, deliveries] of restored) {
      await expect
        .poll(() => receiver.delivered(id), { timeout: PENDING_RETRY_TIMEOUT_MS })
        .toEqual(onceEach(pathsOf(deliveries)));
    }
    // Leads sent after the copy was taken are not in it, and the restored server sends nothing else.
    const seen = receiver.requests.length;
    await expectNothingWithin(800, () => receiver.requests.slice(seen));
  } finally {
    await second.kill("SIGTERM");
  }
});

test("with PostgreSQL, npm run backup names pg_dump and makes nothing", async () => {
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

test("npm run restore refuses a file that is not a backup and leaves the folder empty", async () => {
  const folder = mkdtempSync(join(tmpdir(), "kestrel-backups-"));
  const file = join(folder, "notes.tar.gz");
  writeFileSync(file, "not a copy of the store");
  const dataDir = freshDataDir();
  const result = await runUntilExit({ DATA_DIR: dataDir }, "restore", [file]);
  expect(result.code).toBe(1);
  expect(result.output).toContain("is not a backup of the lead store");
  expect(readdirSync(dataDir)).toEqual([]);
});
