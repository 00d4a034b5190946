import { expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { startRetention } from "../jobs/retention";
import {
  feedbackInStore,
  feedbackTokenDigest,
  MAX_FEEDBACK_PER_SENDER,
  type FormFeedback,
} from "../leads/feedback-tokens";

const REFUSED: FormFeedback = {
  form: "contact",
  outcome: "problem",
  message: "Nothing has been sent yet.",
  errors: { email: "Please enter a valid email address" },
  values: { name: "Siân Jones", email: "sian@", message: "Line one\nLine two 🙂" },
};

/** The feedback of forms posted without scripts, in the store that every instance shares. */
describeLeadStore("form feedback", (t) => {
  const feedback = () => feedbackInStore(() => t.store);
  const rows = () =>
    t.db.query<{ token_hash: string; form: string; sender: string }>(
      "SELECT token_hash, form, sender, payload FROM form_feedback",
    );

  it("is found again by its token through any store on the database, and by nothing else", async () => {
    const token = await feedback().keep(REFUSED, "feedback:a");
    expect(token).toMatch(/^[\w-]{22}$/);
    // Another instance: another feedback store over the same database.
    expect(await feedbackInStore(() => t.store).find(token)).toEqual(REFUSED);
    expect(await feedback().find(`${token.slice(0, -1)}x`)).toBeUndefined();
    expect(await feedback().find("sent")).toBeUndefined();
  });

  it("keeps a digest of the token, never the token itself", async () => {
    const token = await feedback().keep(REFUSED, "feedback:a");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(feedbackTokenDigest(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Whoever reads the table cannot open the page: the digest is not a token.
    expect(await feedback().find(stored[0]?.token_hash ?? "")).toBeUndefined();
  });

  it("lives ten minutes and is never shown once expired", async () => {
    const token = await feedback().keep(REFUSED, "feedback:a");
    const [life] = await t.db.query<{ seconds: number }>(
      "SELECT extract(epoch FROM expires_at - now())::float8 AS seconds FROM form_feedback",
    );
    expect(life?.seconds).toBeGreaterThan(9 * 60);
    expect(life?.seconds).toBeLessThanOrEqual(10 * 60);

    await t.db.query("UPDATE form_feedback SET expires_at = now() - interval '1 millisecond'");
    expect(await feedback().find(token)).toBeUndefined();
  });

  it(`keeps at most ${MAX_FEEDBACK_PER_SENDER} per sender: a flood evicts only its own, oldest first`, async () => {
    const other = await feedback().keep(REFUSED, "feedback:visitor");
    const flood: string[] = [];
    for (let n = 0; n < MAX_FEEDBACK_PER_SENDER + 5; n += 1) {
      flood.push(await feedback().keep({ ...REFUSED, message: `Post ${n}` }, "feedback:flood"));
    }
    const found = await Promise.all(flood.map((token) => feedback().find(token)));
    expect(found.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(found.slice(5).map((shown) => shown?.message)).toEqual(
      Array.from({ length: MAX_FEEDBACK_PER_SENDER }, (_, n) => `Post ${n + 5}`),
    );
    expect(await feedback().find(other)).toEqual(REFUSED);
    expect((await rows()).filter((row) => row.sender === "feedback:flood")).toHaveLength(
      MAX_FEEDBACK_PER_SENDER,
    );
  });

  it("holds the cap when one sender's posts arrive at once", async () => {
    await Promise.all(
      Array.from({ length: MAX_FEEDBACK_PER_SENDER * 2 }, () =>
        feedback().keep(REFUSED, "feedback:burst"),
      ),
    );
    expect(await rows()).toHaveLength(MAX_FEEDBACK_PER_SENDER);
  });

  it("is deleted by the retention job once expired, and kept until then", async () => {
    const expired = await feedback().keep(REFUSED, "feedback:a");
    const current = await feedback().keep(REFUSED, "feedback:b");
    await t.db.query(
      "UPDATE form_feedback SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [feedbackTokenDigest(expired)],
    );
    const job = startRetention({ store: t.store, log: () => undefined });
    await job.stop();
    expect((await rows()).map((row) => row.token_hash)).toEqual([feedbackTokenDigest(current)]);
    expect(await feedback().find(current)).toEqual(REFUSED);
    expect(await t.store.pruneExpiredFeedback()).toBe(0);
  });

  it("rejects while the store is not open, so the caller can answer without it", async () => {
    const closed = feedbackInStore(() => null);
    await expect(closed.keep(REFUSED, "feedback:a")).rejects.toThrow(/not open/);
    await expect(closed.find("a".repeat(22))).rejects.toThrow(/not open/);
  });
});
