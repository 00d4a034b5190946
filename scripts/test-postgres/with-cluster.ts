/**
 * Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server, for the store's tests
 * that run against both engines. An existing TEST_DATABASE_URL (as .ci/run sets) is used as it
 * is; otherwise a throwaway cluster is started on loopback with cluster.sh and removed after.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: with-cluster.ts COMMAND [ARGS...]");
  process.exit(2);
}

function run(env: NodeJS.ProcessEnv): number {
  return spawnSync(command as string, args, { stdio: "inherit", env }).status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(run(process.env));

const cluster = fileURLToPath(new URL("cluster.sh", import.meta.url));
// Under /tmp, not in the checkout: as root the cluster's owner must be able to reach its folder.
const dir = `/tmp/kestrel-test-pg-${process.pid}`;
const started = spawnSync("bash", [cluster, "start", dir, String(await freePort())], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (started.status !== 0) {
  console.error(
    "The lead store's tests (npm test, npm run test:unit) need PostgreSQL: install it " +
      "(apt-get install postgresql) " +
      "or set TEST_DATABASE_URL to a server where the tests may create databases.",
  );
  process.exit(1);
}
const url = started.stdout.trim();
console.log(`Throwaway PostgreSQL for the tests at ${url}`);
const stop = () => spawnSync("bash", [cluster, "stop", dir], { stdio: "inherit" });
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
const status = run({ ...process.env, TEST_DATABASE_URL: url });
stop();
process.exit(status);
