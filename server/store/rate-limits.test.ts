import { describe, expect, it } from "vitest";
import { DAY_MS, describeLeadStore } from "../../tests/support/lead-store-fixtures";

/** The rate_events table: tokens per bucket within a window, counted safely under concurrency. */
describeLeadStore("rate limits", (t) => {
  const { count } = t;

  describe("takeRateToken", () => {
    it("grants up to the limit per bucket within the window", async () => {
      const take = (bucket: string, windowMs = 60_000) =>
        t.store.takeRateToken(bucket, 3, windowMs);
      expect([await take("login:a"), await take("login:a"), await take("login:a")]).toEqual([
        true,
        true,
        true,
      ]);
      expect(await take("login:a")).toBe(false);
      expect(await count("rate_events")).toBe(3);
      expect(await take("login:b")).toBe(true);

      await t.db.query(
        "UPDATE rate_events SET at = at - interval '5 minutes' WHERE bucket = 'login:a'",
      );
      expect(await take("login:a", 10 * 60_000)).toBe(false);
      expect(await take("login:a", 60_000)).toBe(true);
    });

    it("grants exactly the limit to concurrent callers", async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => t.store.takeRateToken("login:c", 5, 60_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(5);
      expect(await count("rate_events")).toBe(5);
    });

    it("prunes events older than a day", async () => {
      await t.store.takeRateToken("old", 10, DAY_MS);
      await t.store.takeRateToken("new", 10, DAY_MS);
      await t.db.query("UPDATE rate_events SET at = at - interval '25 hours' WHERE bucket = 'old'");
      await t.store.pruneRateEvents();
      expect(await t.db.query("SELECT bucket FROM rate_events")).toEqual([{ bucket: "new" }]);
    });
  });
});
