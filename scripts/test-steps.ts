/**
 * `npm run test:all`: every check of `npm test`, in order, stopping at the first that fails, and
 * how long each took, at the end, where a CI log's last lines show it. With CI_TIMINGS_FILE set,
 * each step's time is also appended there, for `.ci/run`'s summary of the whole run.
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BESIDE, stepName, TEST_STEPS } from "./test-step-list";

const timings: string[] = [];
const record = (line: string) => {
  timings.push(line);
  const file = process.env.CI_TIMINGS_FILE;
  if (file) appendFileSync(file, `${line}\n`);
};

type Outcome = { name: string; ok: boolean; why: string; seconds: number };

/** Runs one step, its output to the terminal or, for a step run beside another, to a file. */
function run(step: readonly string[], output: "inherit" | number): Promise<Outcome> {
  const [command = "", ...args] = step;
  const name = stepName(step);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: output === "inherit" ? "inherit" : ["ignore", output, output],
  });
  return new Promise((resolve) => {
    child.on("close", (status, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const ok = status === 0;
      resolve({ name, ok, why: signal ?? `exit code ${String(status)}`, seconds });
    });
  });
}

function recordOutcome({ name, ok, seconds }: Outcome) {
  record(`${String(seconds).padStart(5)} s  ${ok ? "passed" : "FAILED"}  ${name}`);
}

let failed: string | undefined;
const logs = mkdtempSync(join(tmpdir(), "test-steps-"));
try {
  for (const step of TEST_STEPS) {
    const beside = (BESIDE[stepName(step)] ?? []).map((besideStep, index) => {
      const log = join(logs, `beside-${String(index)}.log`);
      return { log, outcome: run(besideStep, openSync(log, "w")) };
    });
    const outcomes = [await run(step, "inherit")];
    for (const { log, outcome } of beside) {
      const ended = await outcome;
      console.log(`\n== ${ended.name}, run beside ${stepName(step)} ==`);
      process.stdout.write(readFileSync(log, "utf8"));
      outcomes.push(ended);
    }
    outcomes.forEach(recordOutcome);
    const failure = outcomes.find((outcome) => !outcome.ok);
    if (failure) {
      failed = `${failure.name} failed (${failure.why})`;
      break;
    }
  }
} finally {
  rmSync(logs, { recursive: true, force: true });
}

// Under .ci/run the file is printed last, with the other parts: once is enough.
if (!process.env.CI_TIMINGS_FILE) {
  console.log("\nnpm test, step by step:");
  for (const line of timings) console.log(line);
}
if (failed) {
  console.error(failed);
  process.exit(1);
}
