import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
} from "node:fs";
import { realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { markReleaseRunning, RUNNING_DIR } from "../../server/release";
import { STORE_GUARD_MARK } from "../../server/store/migrations";
import { buildServerInto } from "../build-server";
import {
  createRelease,
  listReleases,
  predatesStoreGuard,
  pruneReleases,
  releasesStillServed,
  switchRelease,
} from "./release-folders";

function project(): { pointer: string } {
  return { pointer: join(mkdtempSync(join(tmpdir(), "kestrel-releases-")), "build") };
}

/** Releases one minute apart, oldest first, each holding a page. */
async function releases(pointer: string, count: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const release = await createRelease(pointer, new Date(Date.UTC(2026, 4, 17, 10, i)));
    mkdirSync(join(release, "client"));
    writeFileSync(join(release, "client", "index.html"), `release ${i}`);
    made.push(release);
  }
  return made;
}

describe("release folders", () => {
  it("names each release for its pointer and time, so names sort by age", async () => {
    const { pointer } = project();
    const at = new Date(Date.UTC(2026, 4, 17, 10, 15, 0, 123));
    const first = await createRelease(pointer, at);
    const second = await createRelease(pointer, at);
    const later = await createRelease(pointer, new Date(Date.UTC(2026, 4, 17, 11)));
    expect(basename(first)).toBe("build-2026-05-17T10-15-00-123Z");
    expect(basename(second)).toBe("build-2026-05-17T10-15-00-123Z-1");
    // Another pointer's releases (build-e2e-unconfigured-…) are not this pointer's.
    await createRelease(join(pointer, "..", "build-e2e-unconfigured"), at);
    expect(await listReleases(pointer)).toEqual([first, second, later]);
  });

  it("switches the pointer with a relative symlink, and moves an old plain build folder in", async () => {
    const { pointer } = project();
    mkdirSync(join(pointer, "client"), { recursive: true });
    writeFileSync(join(pointer, "client", "index.html"), "before releases");
    const [release] = await releases(pointer, 1);
    await switchRelease(pointer, release as string);
    expect(readlinkSync(pointer)).toBe(join("releases", basename(release as string)));
    const all = await listReleases(pointer);
    expect(all).toHaveLength(2);
    expect(all).toContain(release);
    const moved = all.find((path) => path !== release) as string;
    expect(existsSync(join(moved, "client", "index.html"))).toBe(true);
    // No temporary link is left beside the pointer.
    expect(readdirSync(join(pointer, "..")).sort()).toEqual(["build", "releases"]);
  });

  it("keeps the newest three, the live one and any a server runs from; removes the rest", async () => {
    const { pointer } = project();
    const made = await releases(pointer, 7);
    const [oldest, served, crashed, live] = made as [string, string, string, string];
    // The pointer names an older release (rolled back by hand); it stays.
    await switchRelease(pointer, live);
    // This process serves one; a server that died (kill -9) left its record on another.
    markReleaseRunning(served);
    const dead = spawnSync(process.execPath, ["-e", ""]).pid as number;
    mkdirSync(join(crashed, RUNNING_DIR));
    copyFileSync(
      join(served, RUNNING_DIR, String(process.pid)),
      join(crashed, RUNNING_DIR, String(dead)),
    );

    const removed = await pruneReleases(pointer);

    expect(removed.sort()).toEqual([oldest, crashed].sort());
    expect(await listReleases(pointer)).toEqual([served, live, ...made.slice(4)]);
    expect(realpathSync(pointer)).toBe(realpathSync(live));
    // Pruning again removes nothing more.
    expect(await pruneReleases(pointer)).toEqual([]);
  });

  it("names the older releases a server still runs from, and none when no server runs", async () => {
    const { pointer } = project();
    const [served, live] = (await releases(pointer, 2)) as [string, string];
    await switchRelease(pointer, live);
    expect(await releasesStillServed(pointer)).toEqual([]);
    // A server on the live release is not one left behind by the build.
    const stopLive = markReleaseRunning(live);
    expect(await releasesStillServed(pointer)).toEqual([]);
    markReleaseRunning(served);
    expect(await releasesStillServed(pointer)).toEqual([served]);
    stopLive();
  });

  it("removes releases whose server predates the store-version guard, however new, once none serves them", async () => {
    const { pointer } = project();
    const [running, old, guarded, live] = (await releases(pointer, 4)) as [
      string,
      string,
      string,
      string,
    ];
    // The server as `npm run build` makes it, guard and all; from before the guard, the same
    // server without the guard's words.
    await buildServerInto(join(guarded, "node"));
    const server = readFileSync(join(guarded, "node", "start.js"), "utf8");
    for (const release of [running, old, live]) {
      mkdirSync(join(release, "node"));
      writeFileSync(join(release, "node", "start.js"), server.replaceAll(STORE_GUARD_MARK, ""));
    }
    expect(await predatesStoreGuard(guarded)).toBe(false);
    expect(await predatesStoreGuard(old)).toBe(true);
    await switchRelease(pointer, live);
    const stopRunning = markReleaseRunning(running);

    // All four within the number kept: only the unguarded one nothing serves goes.
    expect(await pruneReleases(pointer, 4)).toEqual([old]);
    // Once the pointer moves on and its server stops, the others go too.
    await switchRelease(pointer, guarded);
    stopRunning();
    expect((await pruneReleases(pointer, 4)).sort()).toEqual([running, live].sort());
    expect(await listReleases(pointer)).toEqual([guarded]);
  }, 120_000);
});
