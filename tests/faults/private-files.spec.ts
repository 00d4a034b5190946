/**
 * The store's files and its backups are the service user's alone: another local user can read
 * none of them, even where the operator made DATA_DIR and the backups' folder readable to all and
 * the umask would let files be read, and where the store's files are 0666 (as PGlite's first
 * start and a restore leave them by themselves). Reading as another user takes root (runuser), as CI runs.
 */
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leads, runUntilExit, startSite, storedDataDir } from "./support/site-process";

const IS_ROOT = process.getuid?.() === 0;
/** Another local user, with no part in the service. */
const OTHER_USER = "nobody";

/** Every folder and file under `dir`, itself included. */
function everything(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return [dir, ...entries.map((entry) => join(entry.parentPath, entry.name))];
}

/** The paths whose mode lets anyone but their owner in (group or others bits set). */
function openToOthers(paths: string[]): string[] {
  return paths.filter((path) => (statSync(path).mode & 0o077) !== 0);
}

/**
 * The files another user manages to open for reading, in one shell as that user: each one a
 * redirection opens (a `cat` for each of the two thousand files took 40 s on a busy machine).
 */
function readableByOther(paths: string[]): string[] {
  const files = paths.filter((path) => statSync(path).isFile());
  const loop = 'for file; do true 2>/dev/null <"$file" && echo "$file"; done; exit 0';
  const result = spawnSync("runuser", ["-u", OTHER_USER, "--", "sh", "-c", loop, "sh", ...files], {
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.split("\n").filter(Boolean);
}

test("the store's folder, every store file and every backup are unreadable to another local user", async () => {
  test.skip(!IS_ROOT, "reading as another user (runuser -u nobody) needs root; CI runs as root");
  // Folders the operator made open to all, under a parent anyone may pass through.
  const parent = mkdtempSync(join(tmpdir(), "kestrel-private-"));
  const open = (name: string) => {
    const dir = join(parent, name);
    mkdirSync(dir, { mode: 0o755 });
    return dir;
  };
  const world = spawnSync("chmod", ["0755", parent]);
  expect(world.status).toBe(0);
  const dataDir = open("data");
  const backups = open("backups");
  const laterBackups = open("backups-later");
  const restoredDir = join(parent, "restored");
  try {
    // The suite's migrated store, with its files as open as PGlite's first start leaves them
    // (it unpacks its template 0666): a first start's initdb, a minute of a busy two-core
    // machine, made the same files and proved nothing more.
    storedDataDir(dataDir);
    for (const path of everything(join(dataDir, "pglite"))) {
      chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
    }
    expect(openToOthers(everything(dataDir)).length).toBeGreaterThan(900);
    const site = await startSite({ DATA_DIR: dataDir });
    expect((await site.post("contact", leads.contact("eilidh@example.co.uk"))).status).toBe(201);
    // Backed up by the running server, then by the command itself once the server has stopped.
    const whileRunning = await runUntilExit({ DATA_DIR: dataDir }, "backup", ["--to", backups]);
    expect(whileRunning.code, whileRunning.output).toBe(0);
    expect(await site.kill("SIGTERM")).toBe(0);
    const stopped = await runUntilExit({ DATA_DIR: dataDir }, "backup", ["--to", laterBackups]);
    expect(stopped.code, stopped.output).toBe(0);
    const copies = [backups, laterBackups].flatMap((dir) =>
      readdirSync(dir).map((name) => join(dir, name)),
    );
    expect(copies).toHaveLength(2);
    const restore = await runUntilExit({ DATA_DIR: restoredDir }, "restore", [copies[0] ?? ""]);
    expect(restore.code, restore.output).toBe(0);

    const store = [...everything(dataDir), ...everything(restoredDir)];
    expect(store.length).toBeGreaterThan(900);
    expect(openToOthers([...store, ...copies])).toEqual([]);
    // Even were a file's own mode to let them, the folder keeps another user out.
    expect(
      spawnSync("runuser", ["-u", OTHER_USER, "--", "ls", dataDir], { stdio: "ignore" }).status,
    ).not.toBe(0);
    expect(readableByOther([...store, ...copies])).toEqual([]);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
