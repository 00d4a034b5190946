// @vitest-environment node
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

it("refuses a target that already holds one of the owner's notices, and copies nothing", async () => {
  await createLeadStore(source.db).saveLead(newLead(), 0);
  await createLeadStore(target.db).queueOwnerNotice(LOCKOUT);
  await expect(copyStore(source.db, target.db)).rejects.toThrow(TargetNotEmptyError);
  await expect(copyStore(source.db, target.db)).rejects.toThrow(/1 of the owner's notices/);
  expect(await target.db.query("SELECT id FROM leads")).toEqual([]);
});
