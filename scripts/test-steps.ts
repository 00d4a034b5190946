/**
 * `npm run test:all`: every check of `npm test`, in order, stopping at the first that fails, and
 * how long each took, at the end, where a CI log's last lines show it. With CI_TIMINGS_FILE set,
 * each step's time is also appended there, for `.ci/run`'s summary of the whole run.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

/** Cheap checks first: a type error fails the run in a minute, not after the browsers. */
const TEST_STEPS = [
  ["node", "scripts/check-lockfile.mjs"],
  ["npm", "run", "typecheck"],
  ["npm", "run", "lint"],
  ["npm", "run", "knip"],
  ["npm", "run", "test:unit"],
  ["npm", "run", "build:e2e"],
  ["npm", "run", "test:built"],
  ["npm", "run", "check:syntax"],
  ["npm", "run", "size"],
  ["npm", "run", "test:e2e"],
  ["npm", "run", "test:browsers"],
  ["npm", "run", "test:faults"],
] as const;

const timings: string[] = [];
const record = (line: string) => {
  timings.push(line);
  const file = process.env.CI_TIMINGS_FILE;
  if (file) appendFileSync(file, `${line}\n`);
};

let failed: string | undefined;
for (const [command, ...args] of TEST_STEPS) {
  const name = [command, ...args].join(" ");
  const started = performance.now();
  const { status, signal } = spawnSync(command, args, { stdio: "inherit" });
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = status === 0;
  record(`${String(seconds).padStart(5)} s  ${ok ? "passed" : "FAILED"}  ${name}`);
  if (!ok) {
    failed = `${name} failed (${signal ?? `exit code ${String(status)}`})`;
    break;
  }
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
