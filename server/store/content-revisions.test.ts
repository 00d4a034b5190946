import { describe, expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";

const DEFAULTS = {
  business: { phone: "020 7946 0000", founders: [{ name: "Ada", role: "Director" }] },
  banner: { on: false },
};
const OWNER = "the owner (sign-in 1a2b3c4d)";
const OTHER_TAB = "the owner (sign-in 9f8e7d6c)";

/** The site's content as the owner edits it (content-revisions.ts), on both engines. */
describeLeadStore("content_drafts and content_revisions tables", (t) => {
  describe("drafts", () => {
    it("saves a draft from version 0, then only from the version it last read", async () => {
      expect(await t.store.getDraft("business")).toBeNull();
      const first = await t.store.saveDraft("business", { phone: "01632 960001" }, 0, OWNER);
      expect(first).toMatchObject({
        saved: true,
        draft: { document: "business", version: 1, content: { phone: "01632 960001" } },
      });

      const next = await t.store.saveDraft("business", { phone: "01632 960002" }, 1, OWNER);
      expect(next).toMatchObject({ saved: true, draft: { version: 2 } });
      expect(await t.store.getDraft("business")).toMatchObject({
        version: 2,
        content: { phone: "01632 960002" },
        savedBy: OWNER,
      });
    });

    it("refuses a save from a stale version, keeps the newer draft and says who saved it when", async () => {
      await t.store.saveDraft("business", { phone: "01632 960001" }, 0, OWNER);
      await t.store.saveDraft("business", { phone: "01632 960002" }, 1, OTHER_TAB);

      const stale = await t.store.saveDraft("business", { phone: "01632 960003" }, 1, OWNER);
      expect(stale).toMatchObject({
        saved: false,
        current: { version: 2, savedBy: OTHER_TAB, content: { phone: "01632 960002" } },
      });
      if (stale.saved) throw new Error("saved");
      expect(Date.now() - stale.current.savedAt.getTime()).toBeLessThan(60_000);
      // A tab that never saw a draft is stale too once another has saved one.
      expect(await t.store.saveDraft("business", {}, 0, OWNER)).toMatchObject({ saved: false });
      expect((await t.store.getDraft("business"))?.content).toEqual({ phone: "01632 960002" });
    });

    it("lets one of two saves from the same version through when they race", async () => {
      const saves = await Promise.all(
        Array.from({ length: 6 }, (_, tab) => t.store.saveDraft("business", { tab }, 0, OWNER)),
      );
      expect(saves.filter((save) => save.saved)).toHaveLength(1);
      expect(await t.store.listDrafts()).toHaveLength(1);
    });

    it("keeps each document's draft and version apart", async () => {
      await t.store.saveDraft("business", { phone: "x" }, 0, OWNER);
      expect(await t.store.saveDraft("banner", { on: true }, 0, OWNER)).toMatchObject({
        saved: true,
        draft: { version: 1 },
      });
      expect((await t.store.listDrafts()).map((draft) => draft.document).sort()).toEqual([
        "banner",
        "business",
      ]);
    });
  });

  describe("published revisions", () => {
    it("records each publish with its author and its changes against the one before, the first against the defaults", async () => {
      expect(await t.store.currentPublished()).toBeNull();
      const changedPhone = {
        ...DEFAULTS,
        business: { ...DEFAULTS.business, phone: "01632 960001" },
      };
      const first = await t.store.recordPublish(changedPhone, OWNER, { defaults: DEFAULTS });
      expect(first).toMatchObject({
        publishedBy: OWNER,
        republishedFrom: null,
        changes: [
          { document: "business", path: ["phone"], before: "020 7946 0000", after: "01632 960001" },
        ],
      });

      const withFounder = {
        ...changedPhone,
        business: {
          ...changedPhone.business,
          founders: [
            { name: "Ada", role: "Chair" },
            { name: "Grace", role: "Engineer" },
          ],
        },
      };
      const second = await t.store.recordPublish(withFounder, OTHER_TAB, { defaults: DEFAULTS });
      expect(second.id).toBeGreaterThan(first.id);
      expect(second.changes).toEqual([
        {
          document: "business",
          path: ["founders", 0, "role"],
          before: "Director",
          after: "Chair",
        },
        {
          document: "business",
          path: ["founders", 1],
          after: { name: "Grace", role: "Engineer" },
        },
      ]);
      expect(await t.store.currentPublished()).toMatchObject({
        id: second.id,
        content: withFounder,
      });
    });

    it("publishes an earlier revision again as a new revision, which the site then serves", async () => {
      const first = await t.store.recordPublish(DEFAULTS, OWNER, { defaults: DEFAULTS });
      expect(first.changes).toEqual([]);
      const banner = { ...DEFAULTS, banner: { on: true } };
      await t.store.recordPublish(banner, OWNER, { defaults: DEFAULTS });

      const old = await t.store.getRevision(first.id);
      if (!old) throw new Error("no revision");
      const rollback = await t.store.recordPublish(old.content, OTHER_TAB, {
        defaults: DEFAULTS,
        republishedFrom: old.id,
      });
      expect(rollback).toMatchObject({
        republishedFrom: first.id,
        changes: [{ document: "banner", path: ["on"], before: true, after: false }],
      });
      expect((await t.store.currentPublished())?.content).toEqual(DEFAULTS);
      expect((await t.store.listRevisions(10)).map((revision) => revision.id)).toEqual([
        rollback.id,
        rollback.id - 1,
        first.id,
      ]);
      expect(await t.store.getRevision(rollback.id + 1)).toBeNull();
    });

    it("gives each of several publishes at once its changes against the one before it", async () => {
      const phones = ["01632 960001", "01632 960002", "01632 960003", "01632 960004"];
      await Promise.all(
        phones.map((phone) =>
          t.store.recordPublish({ ...DEFAULTS, business: { ...DEFAULTS.business, phone } }, OWNER, {
            defaults: DEFAULTS,
          }),
        ),
      );
      const revisions = (await t.store.listRevisions(10)).reverse();
      let before = DEFAULTS.business.phone;
      for (const { changes } of revisions) {
        expect(changes).toHaveLength(1);
        expect(changes[0]?.before).toBe(before);
        before = String(changes[0]?.after);
      }
      expect((await t.store.currentPublished())?.content.business).toMatchObject({
        phone: before,
      });
    });
  });
});
