import { createHmac, randomBytes } from "node:crypto";
import {
  appendFileSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { PersonKey } from "./person-key";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";

/**
 * Whom the owner erased, kept where no backup reaches, so that restoring a backup taken before an
 * erasure erases them again (`npm run restore`, and every server start, reapply-erasures.ts). A
 * backup is the embedded store's own folder (DATA_DIR/pglite), or PostgreSQL's pg_dump; the
 * ledger is two files in DATA_DIR, with either engine: a line per erasure
 * with its time and a keyed hash (HMAC-SHA256) of the address or number erased, never the value
 * itself, and the hash's key, made on the first erasure. Without the key the lines name nobody;
 * with it, they only confirm a value one already has.
 */
const LEDGER_FILE = "erasure-ledger.jsonl";
const KEY_FILE = "erasure-ledger.key";
/** The ledger's files: what a DATA_DIR may hold and still take a restore. */
export const LEDGER_FILES: readonly string[] = [LEDGER_FILE, KEY_FILE];

interface LedgerEntry {
  kind: PersonKey["kind"];
  hash: string;
  erasedAt: Date;
}

export interface ErasureLedger {
  hashOf(key: PersonKey): string;
  entries: LedgerEntry[];
}

const valueOf = (key: PersonKey) => (key.kind === "email" ? key.email : key.phone);

function hasher(secret: Buffer) {
  return (key: PersonKey) =>
    createHmac("sha256", secret)
      .update(`${key.kind}:${valueOf(key)}`)
      .digest("hex");
}

/** Appends and syncs: the line is on disk before the erasure it records is committed. */
function appendDurably(file: string, text: string): void {
  appendFileSync(file, text, { mode: PRIVATE_FILE_MODE });
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function secretOf(dataDir: string, create: boolean): Buffer | null {
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    if (!create) return null;
    // "wx": two servers never make two keys; the loser reads the winner's.
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: PRIVATE_FILE_MODE, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

/** Records an erasure in DATA_DIR's ledger, before the store deletes anything. */
export function recordErasure(dataDir: string, key: PersonKey, erasedAt = new Date()): void {
  // With PostgreSQL, nothing else may have made DATA_DIR yet.
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const hashOf = hasher(secretOf(dataDir, true) as Buffer);
  const line = { kind: key.kind, hash: hashOf(key), erasedAt: erasedAt.toISOString() };
  appendDurably(join(dataDir, LEDGER_FILE), `${JSON.stringify(line)}\n`);
}

/** The ledger in `dataDir`, or null when nobody has been erased there. */
export function readLedger(dataDir: string): ErasureLedger | null {
  const secret = secretOf(dataDir, false);
  const file = join(dataDir, LEDGER_FILE);
  if (!secret || !existsSync(file)) return null;
  const entries = readFileSync(file, "utf8")
    .split("\n")
    // A line a crash cut short was being written before its erasure began: nothing was erased.
    .flatMap((line) => {
      try {
        const { kind, hash, erasedAt } = JSON.parse(line) as Record<string, string>;
        return kind && hash && erasedAt
          ? [{ kind: kind as PersonKey["kind"], hash, erasedAt: new Date(erasedAt) }]
          : [];
      } catch {
        return [];
      }
    });
  return { hashOf: hasher(secret), entries };
}

/** Whether `dataDir` holds a ledger of its own. */
export function hasLedger(dataDir: string): boolean {
  return LEDGER_FILES.some((name) => existsSync(join(dataDir, name)));
}

/** Brings another DATA_DIR's ledger into `dataDir`, which has none (restore --erasures-from). */
export function copyLedger(from: string, dataDir: string): void {
  for (const name of LEDGER_FILES) {
    if (existsSync(join(from, name))) copyFileSync(join(from, name), join(dataDir, name));
  }
}
