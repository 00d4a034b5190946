import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLAIM, newLead } from "../../tests/support/lead-store-fixtures";
import {
  openTestEmbedded,
  TEST_EMBEDDED_OPTIONS,
  type TestDatabase,
} from "../../tests/support/test-databases";
import { openEmbedded } from "./embedded-database";
import { restoreEmbedded } from "./embedded-restore";
import { createLeadStore } from "./lead-store";

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "lead-store-restore-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Two embedded engines opened, a copy written and one restored: 5–10 s alone, over 20 s in a busy CI. */
const OPENS_TWO_ENGINES_MS = 60_000;

const CONTENT = { business: { phone: "01632 960001" } };

/**
 * The running server the first two tests copy, opened once for both (a copy changes nothing in
 * it): one lead whose delivery the server was posting (leased for a minute), and the site's
 * content published, with a draft on top.
 */
describe("copies of a running store", () => {
  let source: TestDatabase | undefined;
  let leadId: string | undefined;
  beforeAll(async () => {
    source = await openTestEmbedded();
    const store = createLeadStore(source.db);
    ({ id: leadId } = await store.saveLead(newLead(), 0));
    expect(await store.claimDue(["contact"], CLAIM)).toHaveLength(1);
    await store.recordPublish(CONTENT, "the owner", { defaults: {} });
    await store.saveDraft("business", { phone: "01632 960002" }, 0, "the owner");
  }, OPENS_TWO_ENGINES_MS);
  afterAll(() => source?.cleanup());

  function dumpTo(file: string) {
    if (!source?.db.dumpTo) throw new Error("the embedded store makes copies");
    return source.db.dumpTo(file);
  }

  it(
    "a copy taken while a delivery was in flight restores it as due at once, with its attempt counted, and the site's content as it was",
    async () => {
      expect(leadId).toBeDefined();
      const file = join(newFolder(), "lead-store.tar.gz");
      await dumpTo(file);

      const dataDir = join(newFolder(), "data");
      expect(await restoreEmbedded(file, dataDir)).toMatchObject({
        leads: 1,
        pendingDeliveries: 1,
      });
      const restored = await openEmbedded(dataDir, TEST_EMBEDDED_OPTIONS);
      try {
        const store = createLeadStore(restored);
        const claims = await store.claimDue(["contact"], CLAIM);
        expect(claims).toEqual([expect.objectContaining({ leadId, hook: "contact", attempt: 2 })]);
        expect((await store.currentPublished())?.content).toEqual(CONTENT);
        expect(await store.getDraft("business")).toMatchObject({ version: 1 });
      } finally {
        await restored.close();
      }
    },
    OPENS_TWO_ENGINES_MS,
  );

  it(
    "a copy that fails part-way leaves nothing under its name, and the next copy is made",
    async () => {
      const folder = newFolder();
      // Its folder is missing: the copy fails once the engine's backup has started.
      await expect(dumpTo(join(folder, "missing", "copy.tar.gz"))).rejects.toThrow("ENOENT");
      await dumpTo(join(folder, "copy.tar.gz"));
      expect(readdirSync(folder)).toEqual(["copy.tar.gz"]);

      const dataDir = join(newFolder(), "data");
      expect(await restoreEmbedded(join(folder, "copy.tar.gz"), dataDir)).toMatchObject({
        leads: 1,
      });
    },
    OPENS_TWO_ENGINES_MS,
  );
});

it(
  "a copy in the format PGlite's own dump wrote, before the online backup, still restores",
  async () => {
    const source = await openTestEmbedded();
    const file = join(newFolder(), "lead-store-old.tar.gz");
    try {
      await createLeadStore(source.db).saveLead(newLead(), 0);
      await source.db.close();
      const engine = await PGlite.create(join(source.db.dataDir ?? "", "pglite"));
      const dump = await engine.dumpDataDir("gzip");
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await engine.close();
    } finally {
      await source.cleanup();
    }
    const dataDir = join(newFolder(), "data");
    expect(await restoreEmbedded(file, dataDir)).toMatchObject({ leads: 1, pendingDeliveries: 1 });
  },
  OPENS_TWO_ENGINES_MS,
);
