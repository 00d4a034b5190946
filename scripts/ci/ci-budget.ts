/**
 * How long CI may take, and each part's share of it. `.ci/run` writes one line per part to its
 * timings file (the setup, then each step of `npm test`, from scripts/test-steps.ts) and, at the
 * end, asks `overBudget` whether the whole run went over; if so CI fails, naming the parts that
 * took longer than their share. The shares are the last measured run's times with some room, and
 * those of the parts run in turn add up to the budget, so a run over budget always has at least
 * one part to blame; a step run beside another (BESIDE in scripts/test-step-list.ts) has a share
 * no longer than its partner's.
 */

/**
 * 25 minutes on a machine like CI's (2 cores, 24 GiB), the team's target; CI's own limit is 90.
 * docs/development.md gives the last measured run.
 */
export const CI_BUDGET_SECONDS = 1_500;

/** Each part's share in seconds, by the name the timings file gives it. */
export const PART_SHARES_SECONDS: Readonly<Record<string, number>> = {
  setup: 40,
  "node scripts/check-lockfile.mjs": 5,
  "npm run typecheck": 50,
  "npm run lint": 70,
  "npm run knip": 20,
  "npm run test:unit": 380,
  "npm run build:e2e": 45,
  "npm run test:built": 80,
  "npm run check:syntax": 15,
  "npm run size": 10,
  "npm run test:e2e": 400,
  "npm run test:browsers": 170,
  "npm run test:faults": 560,
};

export type PartTime = { name: string; seconds: number };

/** One line of the timings file: "  123 s  passed  npm run lint" or "   40 s  setup   …". */
export function parseTimingLine(line: string): PartTime | undefined {
  const match = /^\s*(\d+) s {2}(\w+)\s+(.+)$/.exec(line);
  if (!match) return undefined;
  const [, seconds, kind, rest] = match;
  return { name: kind === "setup" ? "setup" : (rest ?? ""), seconds: Number(seconds) };
}

export type BudgetVerdict =
  | { over: false }
  | { over: true; total: number; culprits: (PartTime & { share: number | undefined })[] };

/** Whether a run of `total` seconds broke the budget, and which parts took more than their share. */
export function overBudget(parts: readonly PartTime[], total: number): BudgetVerdict {
  if (total <= CI_BUDGET_SECONDS) return { over: false };
  const culprits = parts
    .map((part) => ({ ...part, share: PART_SHARES_SECONDS[part.name] }))
    .filter((part) => part.share === undefined || part.seconds > part.share);
  return { over: true, total, culprits };
}

export function describeVerdict(verdict: BudgetVerdict): string {
  if (!verdict.over) return `CI took no longer than its budget of ${String(CI_BUDGET_SECONDS)} s.`;
  const lines = verdict.culprits.map(({ name, seconds, share }) =>
    share === undefined
      ? `  ${name}: ${String(seconds)} s, and it has no share in scripts/ci/ci-budget.ts`
      : `  ${name}: ${String(seconds)} s, over its share of ${String(share)} s`,
  );
  return [
    `CI took ${String(verdict.total)} s, over its budget of ${String(CI_BUDGET_SECONDS)} s.`,
    ...(lines.length > 0 ? ["Parts over their share:", ...lines] : []),
  ].join("\n");
}
