import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { BESIDE, stepName, TEST_STEPS } from "../test-step-list";
import {
  CI_BUDGET_SECONDS,
  describeVerdict,
  overBudget,
  PART_SHARES_SECONDS,
  parseTimingLine,
} from "./ci-budget";

const CHECK = fileURLToPath(new URL("./check-ci-budget.ts", import.meta.url));

describe("CI's time budget", () => {
  it("gives every step of npm test and the setup a share, and the shares add up to the budget", () => {
    const beside = Object.entries(BESIDE).flatMap(([partner, steps]) =>
      steps.map((step) => [partner, stepName(step)]),
    );
    const inTurn = ["setup", ...TEST_STEPS.map(stepName)];
    expect(Object.keys(PART_SHARES_SECONDS).sort()).toEqual(
      [...inTurn, ...beside.map(([, name]) => name)].sort(),
    );
    const sum = inTurn.reduce((total, name) => total + (PART_SHARES_SECONDS[name] ?? 0), 0);
    expect(sum).toBe(CI_BUDGET_SECONDS);
    // A step run beside another takes no time of its own unless it outlasts its partner.
    for (const [partner = "", name = ""] of beside)
      expect(PART_SHARES_SECONDS[name]).toBeLessThanOrEqual(PART_SHARES_SECONDS[partner] ?? 0);
  });

  it("reads the lines .ci/run and npm test write", () => {
    expect(parseTimingLine("   42 s  setup   packages, npm ci, PostgreSQL")).toEqual({
      name: "setup",
      seconds: 42,
    });
    expect(parseTimingLine("  301 s  FAILED  npm run test:e2e")).toEqual({
      name: "npm run test:e2e",
      seconds: 301,
    });
    expect(parseTimingLine("== CI times ==")).toBeUndefined();
  });

  it("passes a run within budget, and names the parts over their share when it is not", () => {
    expect(overBudget([{ name: "npm run lint", seconds: 900 }], CI_BUDGET_SECONDS).over).toBe(
      false,
    );
    const e2e = (PART_SHARES_SECONDS["npm run test:e2e"] ?? 0) + 1;
    const total = CI_BUDGET_SECONDS + 10;
    const verdict = overBudget(
      [
        { name: "setup", seconds: 10 },
        { name: "npm run test:e2e", seconds: e2e },
        { name: "npm run something-new", seconds: 100 },
      ],
      total,
    );
    const text = describeVerdict(verdict);
    expect(text).toContain(`CI took ${total} s, over its budget of ${CI_BUDGET_SECONDS} s.`);
    expect(text).toContain(`npm run test:e2e: ${e2e} s, over its share of`);
    expect(text).toContain("npm run something-new: 100 s, and it has no share");
    expect(text).not.toContain("setup");
  });
});

describe("check-ci-budget.ts, as .ci/run calls it", () => {
  const dir = mkdtempSync(join(tmpdir(), "ci-budget-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "timings");
  const unit = CI_BUDGET_SECONDS;
  writeFileSync(file, `   60 s  setup   packages\n ${unit} s  passed  npm run test:unit\n`);
  const run = (total: string) =>
    spawnSync(process.execPath, ["--import", "tsx", CHECK, file, total], { encoding: "utf8" });

  it("exits 1 and names the part when the run went over", () => {
    const over = run(String(CI_BUDGET_SECONDS + 60));
    expect(over.status).toBe(1);
    expect(over.stdout).toContain(`npm run test:unit: ${unit} s, over its share`);
  }, 30_000);

  it("exits 0 within budget", () => {
    expect(run(String(CI_BUDGET_SECONDS - 100)).status).toBe(0);
  }, 30_000);
});
