import { expect, it } from "vitest";
import { migrate, MIGRATIONS, StoreTooNewError } from "./migrations";
import { describeLeadStore, newLead } from "../../tests/support/lead-store-fixtures";

/** Older code on a store that newer code has migrated: it must stop, not write into it. */
describeLeadStore("store versions", (t) => {
  it("refuses a schema newer than the code, naming both versions and what to do", async () => {
    await t.store.saveLead(newLead(), 0);
    // What a later release leaves behind: one step more than this code holds.
    const newer = MIGRATIONS.length + 1;
    await t.db.query("INSERT INTO schema_migrations (version) VALUES ($1)", [newer]);
    try {
      const logged: unknown[] = [];
      const error = await migrate(t.db, { log: (...line) => logged.push(line) }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(StoreTooNewError);
      const { message } = error as Error;
      expect(message).toContain(`at version ${newer}`);
      expect(message).toContain(`up to version ${MIGRATIONS.length}`);
      expect(message).toMatch(/Deploy the newer code/);
      expect(message).toMatch(/restore a backup/);
      expect(logged).toEqual([]);
      expect(await t.count("leads")).toBe(1);
    } finally {
      await t.db.query("DELETE FROM schema_migrations WHERE version = $1", [newer]);
    }
  });
});
