/**
 * The server runs on the Node that runs the suite, however it is started: `node` on the build
 * (spawned with the runner's own binary) and `npm run serve` (whose `node` is the first on PATH).
 * CI runs this suite on Node 24, put first on PATH when the machine has another
 * (scripts/ci/with-node.sh); there EXPECTED_NODE_VERSION names that Node, so a server quietly
 * started on the machine's older Node fails here rather than passing as a Node 24 result.
 */
import { expect, test } from "@playwright/test";
import { startSite, type Launcher } from "./support/site-process";

const expected = process.env.EXPECTED_NODE_VERSION || process.version;

test("the runner is on the Node that CI asked for", () => {
  expect(process.version).toBe(expected);
});

for (const launcher of ["node", "npm run serve"] satisfies Launcher[]) {
  test(`a server started with ${launcher} runs on Node ${expected}`, async () => {
    // Which Node runs it shows before any store opens: PostgreSQL at a port where nothing
    // listens lets the server start at once, with no embedded engine to boot.
    const site = await startSite(
      { DATABASE_URL: "postgres://kestrel@127.0.0.1:1/leads" },
      { launcher, waitForStore: false },
    );
    try {
      expect(site.output()).toContain(`Site ready at ${site.url} (Node ${expected})`);
    } finally {
      expect(await site.kill("SIGTERM")).toBe(0);
    }
  });
}
