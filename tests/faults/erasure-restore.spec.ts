/**
 * An erasure survives a restore: a person erased on the owner's page after a backup was taken is
 * erased again when that backup is restored, before any server starts on it, and the webhooks
 * still pending for them are never sent; everyone else's are. And a backup killed while the
 * server makes its copy leaves nothing behind in DATA_DIR.
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_BUILD_DIR } from "../../scripts/build-server";
import { expectNothingWithin } from "../support/quiet-period";
import { PENDING_RETRY_TIMEOUT_MS, send } from "./support/delivered-and-pending";
import { eraseOnOwnersPage, postAsErased } from "./support/erased-person";
import { receiverPerTest } from "./support/receiver-per-test";
import {
  adminCookie,
  freshDataDir,
  HOOKS_OF,
  hooksAt,
  onceEach,
  runUntilExit,
  SITE_DEFAULTS,
  startSite,
} from "./support/site-process";
import { embeddedQuery } from "./support/store-rows";

const receiverOfTest = receiverPerTest();
const PASSWORD = "fault-suite-admin-password";

/** The backup's own files in DATA_DIR: requests, copies, partial copies, failures. */
const backupFiles = (dataDir: string) =>
  readdirSync(dataDir).filter((name) => /^backup-/.test(name));

/** `npm run backup` against the running server, killed (SIGKILL) once its request is made. */
async function killedBackup(dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(SERVER_BUILD_DIR, "backup.js"), "--to", mkdtempSync(join(tmpdir(), "kestrel-backups-"))],
    { env: { ...process.env, ...SITE_DEFAULTS, DATA_DIR: dataDir }, stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // The command starts slowly on a busy machine; its request then waits at least for the
  // server's next look (every 500 ms) and the copy, so a close watch sees it.
  await expect
    .poll(() => backupFiles(dataDir).length, { timeout: 60_000, intervals: [50] })
    .toBeGreaterThan(0);
  child.kill("SIGKILL");
  await exited;
}

test("a person erased after a backup stays erased when it is restored and no webhook goes out for them; a killed backup leaves nothing in DATA_DIR", async () => {
  const receiver = receiverOfTest();
  const hooks = hooksAt(receiver.url);
  const first = await startSite({ ...hooks, ADMIN_PASSWORD: PASSWORD });
  // Every delivery fails from the start, so the backup holds them all as pending.
  receiver.misbehave({ kind: "fail", status: 500 });
  const erased = [await postAsErased(first, "contact"), await postAsErased(first, "audit")];
  const kept = await send(first, "contact");
  expect(kept).not.toBeNull();

  const folder = mkdtempSync(join(tmpdir(), "kestrel-backups-"));
  const backup = await runUntilExit({ DATA_DIR: first.dataDir }, "backup", ["--to", folder]);
  expect(backup.code, backup.output).toBe(0);
  const file = join(folder, readdirSync(folder)[0] ?? "");

  await killedBackup(first.dataDir);
  await expect.poll(() => backupFiles(first.dataDir), { timeout: 30_000 }).toEqual([]);

  await eraseOnOwnersPage(first, await adminCookie(first, PASSWORD));
  expect(await first.kill("SIGTERM")).toBe(0);

  const restoredDir = join(freshDataDir(), "data");
  const restore = await runUntilExit({ DATA_DIR: restoredDir }, "restore", [
    file,
    "--erasures-from",
    first.dataDir,
  ]);
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain("Restored 3 leads");
  expect(restore.output).toContain("1 person, 2 leads");
  const left = await embeddedQuery<{ id: string }>(
    restoredDir,
    "SELECT id::text AS id FROM leads WHERE id::text = ANY($1::text[])",
    [[...erased, kept?.id]],
  );
  expect(left.map(({ id }) => id)).toEqual([kept?.id]);

  // The restored server sends the kept lead's pending webhook, and nothing for the erased.
  receiver.recover();
  const seen = receiver.requests.length;
  const second = await startSite({ ...hooks, DATA_DIR: restoredDir });
  try {
    await expect
      .poll(() => receiver.delivered(kept?.id ?? ""), { timeout: PENDING_RETRY_TIMEOUT_MS })
      .toEqual(onceEach(HOOKS_OF.contact));
    await expectNothingWithin(800, () =>
      receiver.requests
        .slice(seen)
        .filter(({ idempotencyKey }) => erased.includes(idempotencyKey ?? "")),
    );
  } finally {
    await second.kill("SIGTERM");
  }
});
