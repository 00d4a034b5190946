/**
 * One server per embedded store, for real: two servers started in the same instant on one
 * DATA_DIR, and a second server in a PID namespace of its own (as in a second container sharing
 * the volume), where the first server's process id means nothing.
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_BUILD_DIR } from "../../scripts/build-server";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import {
  storedDataDir,
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  startSite,
  type Site,
} from "./support/site-process";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const IS_ROOT = process.getuid?.() === 0;
const IN_USE = /in use by another server/;

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

/**
 * Rounds of the race. The lock is one mkdir (server/store/store-lock.ts), which the kernel grants
 * to one process, never both, however the two starts interleave: no round can fall into a window
 * that another round misses, so ten rounds (the spec's first count) prove no more than three.
 * Many rounds matter only for a lock with a gap between a check and a write, such as the pid file
 * it replaced (docs/decisions/0006-store-faults.md).
 */
const RACE_ROUNDS = 3;

test(`two servers started in the same instant on one DATA_DIR never both open it (${RACE_ROUNDS} tries)`, async () => {
  test.setTimeout(300_000);
  for (let round = 1; round <= RACE_ROUNDS; round += 1) {
    // A store as a server leaves it: the race is for the folder's lock, taken before the store
    // opens, and a first start's initdb in each round only made the spec slow.
    const settings = { ...hooksAt(receiver.url), DATA_DIR: storedDataDir() };
    const starts = await Promise.allSettled([startSite(settings), startSite(settings)]);
    const started = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    const refused = starts.flatMap((start) =>
      start.status === "rejected" ? [String(start.reason)] : [],
    );
    try {
      expect(started, `round ${round}: exactly one server runs`).toHaveLength(1);
      expect(refused[0], `round ${round}: the other says why`).toMatch(IN_USE);
      // The one that runs takes leads and delivers them.
      const site = started[0] as Site;
      const response = await site.post("contact", leads.contact(uniqueEmail("lock-race")));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF.contact));
    } finally {
      await Promise.all(started.map((site) => site.kill("SIGTERM")));
    }
  }
});

test("a second server in its own PID namespace on the same folder refuses to start", async () => {
  test.skip(!IS_ROOT, "a new PID namespace (unshare --pid) needs root; CI runs as root");
  const first = await startSite(hooksAt(receiver.url));
  try {
    // What a second container on the same volume is: a process for which the first server's
    // process id names nothing, or someone else.
    const second = spawn(
      "unshare",
      ["--pid", "--fork", "--mount-proc", process.execPath, join(SERVER_BUILD_DIR, "start.js")],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          DATABASE_URL: "",
          DATA_DIR: first.dataDir,
          ...hooksAt(receiver.url),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    second.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    second.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(output).toMatch(IN_USE);
    expect(output).not.toContain("Site ready");
    expect(code).not.toBe(0);

    // The first server never noticed, and still stores and delivers.
    const response = await first.post("audit", leads.audit(uniqueEmail("namespace")));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF.audit));
  } finally {
    await first.kill("SIGTERM");
  }
});
