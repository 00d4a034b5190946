import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { checkBackup } from "./backup-check";

const dir = mkdtempSync(join(tmpdir(), "kestrel-backup-check-"));

/** A tar entry's header: its name and its size, the fields the check reads. */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, "latin1");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  return block;
}

/** A gzipped tar of the given entries, ended as tar ends (two empty blocks). */
function backup(name: string, entries: [string, Buffer][], end = Buffer.alloc(1024)): string {
  const parts = entries.flatMap(([entry, data]) => [
    header(entry, data.length),
    data,
    Buffer.alloc((512 - (data.length % 512)) % 512),
  ]);
  const file = join(dir, name);
  writeFileSync(file, gzipSync(Buffer.concat([...parts, end])));
  return file;
}

const STORE: [string, Buffer][] = [
  ["PG_VERSION", Buffer.from("17\n")],
  ["base/1/1259", Buffer.alloc(8192, 7)],
];

it("passes a whole copy", async () => {
  await expect(checkBackup(backup("whole.tar.gz", STORE), dir)).resolves.toBeUndefined();
});

it("refuses a copy cut short, at any point", async () => {
  const whole = gzipSync(Buffer.concat([header("PG_VERSION", 3), Buffer.alloc(1024 + 512)]));
  const cut = join(dir, "cut.tar.gz");
  writeFileSync(cut, whole.subarray(0, whole.length - 8));
  await expect(checkBackup(cut, dir)).rejects.toThrow("cut short");
  // A whole gzip around a tar that stops inside its last file.
  const inside = join(dir, "inside.tar.gz");
  writeFileSync(inside, gzipSync(Buffer.concat([header("base/1/1259", 8192), Buffer.alloc(512)])));
  await expect(checkBackup(inside, dir)).rejects.toThrow("cut short");
});

it("refuses a 2 MB gzip bomb after unpacking about 1 MB of it, and a file no store holds", async () => {
  const bomb = join(dir, "bomb.tar.gz");
  // 32 gzip members of 64 MB of zeros each, one after another: 2 MB that unpack to 2 GB.
  const member = gzipSync(Buffer.alloc(64 * 1024 ** 2), { level: 9 });
  writeFileSync(bomb, Buffer.concat(Array.from({ length: 32 }, () => member)));
  expect(statSync(bomb).size).toBeLessThan(2.5 * 1024 ** 2);
  await expect(checkBackup(bomb, dir)).rejects.toThrow("data after the archive's end");
  const huge = join(dir, "huge.tar.gz");
  writeFileSync(huge, gzipSync(header("base/1/16384", 2 * 1024 ** 3)));
  await expect(checkBackup(huge, dir)).rejects.toThrow("larger than any store file");
});

it("refuses what is not gzip at all", async () => {
  const text = join(dir, "notes.tar.gz");
  writeFileSync(text, "not a copy of the store");
  await expect(checkBackup(text, dir)).rejects.toThrow("not a gzip file");
});
