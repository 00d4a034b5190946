/**
 * PostgreSQL goes away under a server taking leads (issue 15): a `pg_ctl restart -m fast`, or
 * every session of the server terminated, in the middle of a burst. The server must stay up,
 * answer 503 to the leads the fault hits, recover by itself, and still deliver every stored lead
 * exactly once. These faults hit a whole cluster, so this file starts its own.
 */
import { expect, test } from "@playwright/test";
import { UNAVAILABLE_MESSAGE } from "../../server/leads/lead-api";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { startOwnCluster, type OwnCluster } from "./support/own-cluster";
import { query } from "./support/postgres";
import { hooksAt, leads, startSite, type Site } from "./support/site-process";

const BURST = 200;
const PARALLEL = 8;
/** Answers before the fault strikes, so that transactions are in flight when it does. */
const FAULT_AFTER = 20;
/** After a restart the server takes leads again within this long. */
const RECOVERY_LIMIT_MS = 30_000;
/**
 * Long enough for a delivery whose result could not be recorded to be claimed again once its
 * lease (2 × LEAD_WEBHOOK_TIMEOUT_MS + 5 s) has run out: a duplicate would show up by then.
 */
const SETTLE_LIMIT_MS = 45_000;

interface Answer {
  status: number;
  id?: string;
  error?: string;
  /** Why the request got no answer at all (a reset, a refused connection). */
  failure?: string;
}

let cluster: OwnCluster;
let receiver: Receiver;

test.beforeAll(async () => {
  cluster = await startOwnCluster();
});
test.afterAll(async () => {
  await cluster?.stop();
});
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

async function postLead(site: Site, label: string): Promise<Answer> {
  try {
    const response = await site.post("contact", leads.contact(uniqueEmail(label)));
    const body = (await response.json()) as { id?: string; error?: string };
    return { status: response.status, ...body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, failure: cause?.code ?? String(error) };
  }
}

/**
 * Posts BURST contact leads, PARALLEL at a time, each with its own address; `onAnswer` hears the
 * running count, to strike at the right moment. Meanwhile the home page is fetched again and
 * again, and its statuses come back too.
 */
async function burst(site: Site, label: string, onAnswer: (count: number) => void) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      const n = next;
      next += 1;
      answers.push(await postLead(site, `${label}${n}`));
      onAnswer(answers.length);
    }
  };
  let done = false;
  const pages: number[] = [];
  const pageLoop = async () => {
    while (!done) {
      pages.push(
        await fetch(site.url).then(
          (response) => response.status,
          () => 0,
        ),
      );
    }
  };
  const pagesServed = pageLoop();
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  done = true;
  await pagesServed;
  return { answers, pages };
}

const healthz = (site: Site) =>
  fetch(`${site.origin}/healthz`).then(
    (response) => response.status,
    () => 0,
  );

/** The process never exited, and never met an 'error' event nobody listened to. */
function expectStillRunning(site: Site) {
  expect(site.process.exitCode, site.output()).toBeNull();
  expect(site.process.signalCode, site.output()).toBeNull();
  expect(site.output()).not.toContain("Unhandled 'error' event");
}

/** What every fault must leave behind: the checks shared by both tests. */
async function expectRecovered(
  site: Site,
  database: { url: string },
  { answers, pages }: Awaited<ReturnType<typeof burst>>,
  faultAt: number,
) {
  expectStillRunning(site);

  // Every lead got an answer: 201, or 503 with the message the form shows; never a 500 or a reset.
  expect(answers).toHaveLength(BURST);
  expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(refused.map((answer) => answer.error)).toEqual(refused.map(() => UNAVAILABLE_MESSAGE));
  // The fault really struck while leads were being saved.
  expect(refused.length).toBeGreaterThan(0);
  // Pages were served all the while.
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((status) => status !== 200)).toEqual([]);

  // Taking leads again within RECOVERY_LIMIT_MS of the fault, and taking them all.
  const recoveryLeft = faultAt + RECOVERY_LIMIT_MS - Date.now();
  await expect.poll(() => healthz(site), { timeout: Math.max(1, recoveryLeft) }).toBe(200);
  const after: Answer[] = [];
  for (let n = 0; n < 5; n += 1) after.push(await postLead(site, `after${n}`));
  expect(after.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);

  // Every lead that got 201 is stored (a 503 whose COMMIT did land may be stored too).
  const accepted = [...answers, ...after].filter((answer) => answer.status === 201);
  const stored = new Set(
    (await query<{ id: string }>(database.url, "SELECT id::text AS id FROM leads")).map(
      (row) => row.id,
    ),
  );
  expect(accepted.filter((answer) => !answer.id || !stored.has(answer.id))).toEqual([]);

  // Every stored lead is delivered exactly once. A delivery is recorded only after the receiver
  // has answered, so once none is left undelivered, every request has arrived.
  await expect
    .poll(
      async () =>
        (
          await query<{ left: number }>(
            database.url,
            "SELECT count(*)::int AS left FROM deliveries WHERE state <> 'delivered'",
          )
        )[0]?.left,
      { timeout: SETTLE_LIMIT_MS },
    )
    .toBe(0);
  const notOnce = [...stored].filter((id) => receiver.delivered(id)["/contact"] !== 1);
  expect(notOnce).toEqual([]);
  const deliveries = receiver.requests.filter((request) => request.status === 201);
  expect(deliveries).toHaveLength(stored.size);
  expectStillRunning(site);
}

test("PostgreSQL restarted during a burst of leads: the server stays up, answers 503, recovers and delivers each lead once", async () => {
  const database = await cluster.createDatabase();
  const site = await startSite({ ...hooksAt(receiver.url), DATABASE_URL: database.url });
  try {
    let restarted: Promise<void> | undefined;
    let faultAt = 0;
    const result = await burst(site, "restart", (count) => {
      if (count === FAULT_AFTER) {
        faultAt = Date.now();
        restarted = cluster.restart();
        // Awaited once the burst is over; a failed pg_ctl fails the test there.
        restarted.catch(() => undefined);
      }
    });
    await restarted;
    await expectRecovered(site, database, result, faultAt);
  } finally {
    await site.kill("SIGTERM");
  }
});

test("the server's sessions terminated during a burst of leads: the server stays up, answers 503, recovers and delivers each lead once", async () => {
  const database = await cluster.createDatabase();
  const site = await startSite({ ...hooksAt(receiver.url), DATABASE_URL: database.url });
  try {
    let terminated: Promise<{ terminated: boolean }[]> | undefined;
    let faultAt = 0;
    const result = await burst(site, "terminate", (count) => {
      if (count === FAULT_AFTER) {
        faultAt = Date.now();
        terminated = query<{ terminated: boolean }>(
          cluster.url,
          `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [database.name],
        );
        terminated.catch(() => undefined);
      }
    });
    expect((await terminated)?.length).toBeGreaterThan(0);
    await expectRecovered(site, database, result, faultAt);
  } finally {
    await site.kill("SIGTERM");
  }
});
