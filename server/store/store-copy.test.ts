import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import { CLAIM, newLead } from "../../tests/support/lead-store-fixtures";
import {
  openTestEmbedded,
  TEST_ENGINES,
  type TestDatabase,
} from "../../tests/support/test-databases";
import { createLeadStore } from "./lead-store";
import { copyStore, TargetNotEmptyError } from "./store-copy";

const LOCKOUT = {
  kind: "sign-in-lockout",
  details: { lockout: "address" },
  hook: OWNER_NOTICE_EMAIL,
  onceWithinMs: 15 * 60_000,
} as const;

/** `npm run store:move-to-postgres`'s copy, from the embedded engine to PostgreSQL. */
let source: TestDatabase;
let target: TestDatabase;
beforeAll(async () => {
  const postgres = TEST_ENGINES.find((engine) => engine.kind === "postgres");
  if (!postgres) throw new Error("no PostgreSQL engine");
  [source, target] = await Promise.all([openTestEmbedded(), postgres.open()]);
}, 30_000);
afterAll(async () => {
  await Promise.all([source?.cleanup(), target?.cleanup()]);
});
beforeEach(async () => {
  await Promise.all([source.reset(), target.reset()]);
});

it("moves the owner's notices with their deliveries: a pending one goes out from PostgreSQL, and its episode is not told again", async () => {
  const from = createLeadStore(source.db);
  await from.saveLead(newLead(), 0);
  await from.queueOwnerNotice(LOCKOUT);

  expect(await copyStore(source.db, target.db)).toMatchObject({
    leads: 1,
    owner_notices: 1,
    deliveries: 2,
  });
  const to = createLeadStore(target.db);
  const [claim] = await to.claimDue([OWNER_NOTICE_EMAIL], CLAIM);
  expect(claim?.noticeId).toBeDefined();
  expect(await to.noticeForDelivery(claim?.noticeId ?? "")).toMatchObject({
    kind: "sign-in-lockout",
    details: { lockout: "address" },
  });
  expect(await to.queueOwnerNotice(LOCKOUT)).toBe(false);
});

it("moves the site's content: the live revision stays live, a draft keeps its version, and publishes go on from there", async () => {
  const from = createLeadStore(source.db);
  const first = await from.recordPublish({ business: { phone: "1" } }, "the owner", {
    defaults: {},
  });
  await from.recordPublish({ business: { phone: "2" } }, "the owner", { defaults: {} });
  await from.recordPublish(first.content, "the owner", { defaults: {}, republishedFrom: first.id });
  await from.saveDraft("business", { phone: "3" }, 0, "the owner");

  expect(await copyStore(source.db, target.db)).toMatchObject({
    content_revisions: 3,
    content_drafts: 1,
  });
  const to = createLeadStore(target.db);
  expect(await to.listRevisions(10)).toEqual(await from.listRevisions(10));
  expect((await to.currentPublished())?.content).toEqual({ business: { phone: "1" } });
  // A stale tab's save is still refused after the move; the next publish follows the copied ones.
  expect(await to.saveDraft("business", {}, 0, "the owner")).toMatchObject({ saved: false });
  const next = await to.recordPublish({ business: { phone: "4" } }, "the owner", { defaults: {} });
  expect(next).toMatchObject({ id: 4, changes: [{ path: ["phone"], before: "1", after: "4" }] });
});

it("refuses a target that already holds the site's content, and copies nothing", async () => {
  await createLeadStore(source.db).saveLead(newLead(), 0);
  await createLeadStore(target.db).saveDraft("business", {}, 0, "the owner");
  await expect(copyStore(source.db, target.db)).rejects.toThrow(
    /1 saved versions of the site's content/,
  );
  expect(await target.db.query("SELECT id FROM leads")).toEqual([]);
});

it("refuses a target that already holds one of the owner's notices, and copies nothing", async () => {
  await createLeadStore(source.db).saveLead(newLead(), 0);
  await createLeadStore(target.db).queueOwnerNotice(LOCKOUT);
  await expect(copyStore(source.db, target.db)).rejects.toThrow(TargetNotEmptyError);
  await expect(copyStore(source.db, target.db)).rejects.toThrow(/1 of the owner's notices/);
  expect(await target.db.query("SELECT id FROM leads")).toEqual([]);
});
