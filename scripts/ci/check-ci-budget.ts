/**
 * `.ci/run`'s last word: reads its timings file and the run's total seconds, prints the verdict
 * and exits 1 when the run went over budget (scripts/ci/ci-budget.ts).
 *   usage: tsx scripts/ci/check-ci-budget.ts TIMINGS_FILE TOTAL_SECONDS
 */
import { readFileSync } from "node:fs";
import { describeVerdict, overBudget, parseTimingLine, type PartTime } from "./ci-budget";

const [file, total] = process.argv.slice(2);
if (!file || !total || !/^\d+$/.test(total)) {
  console.error("usage: check-ci-budget.ts TIMINGS_FILE TOTAL_SECONDS");
  process.exit(2);
}
const parts = readFileSync(file, "utf8")
  .split("\n")
  .map(parseTimingLine)
  .filter((part): part is PartTime => part !== undefined);
const verdict = overBudget(parts, Number(total));
console.log(describeVerdict(verdict));
process.exit(verdict.over ? 1 : 0);
