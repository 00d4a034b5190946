// @vitest-environment node
/**
 * Which Node the project is tested on, said the same way in the three places that say it: CI
 * (.ci/run runs every suite on one major and the vitest suites on a second), `engines` in
 * package.json, and the README. Then the two things that make "Node 24" true rather than claimed:
 * the wrapper CI runs each part through puts a Node on PATH that npm and npx run on too, and
 * `npm ci` on the recommended Node prints no EBADENGINE line.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const CI = read(".ci/run");
const README = read("README.md").replace(/\s+/g, " ");
const ENGINES = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;

function ciMajor(name: string): number {
  const match = new RegExp(`^${name}=(\\d+)$`, "m").exec(CI);
  if (!match) throw new Error(`.ci/run sets no ${name}`);
  return Number(match[1]);
}
const FULL = ciMajor("FULL_SUITE_NODE");
const SECOND = ciMajor("SECOND_CHECK_NODE");
const runningMajor = Number(process.versions.node.split(".")[0]);

/** The command each `part` of .ci/run runs, with the Node variable it runs on. */
function ciParts(): { node: string; command: string }[] {
  return [...CI.matchAll(/^part "[^"]+" "\$(\w+)" (.+)$/gm)].map(([, node, command]) => ({
    node: node ?? "",
    command: command ?? "",
  }));
}

describe("the Node the project is tested on", () => {
  it("CI runs the whole npm test on Node 24 and only the vitest suites on the second Node", () => {
    expect(FULL).toBe(24);
    expect(ciParts()).toEqual([
      { node: "FULL_SUITE_NODE", command: "npm test" },
      { node: "SECOND_CHECK_NODE", command: "node scripts/ci/check-native-modules.mjs" },
      { node: "SECOND_CHECK_NODE", command: "npx vitest run" },
    ]);
    // The install is the recommended Node's too, as on a host.
    expect(CI).toMatch(/with-node\.sh "\$FULL_SUITE_NODE" npm ci /);
  });

  it("engines names those two majors, the full suite's first, and the README says so", () => {
    expect([...ENGINES.matchAll(/\^(\d+)\.\d+\.\d+/g)].map(([, major]) => Number(major))).toEqual([
      FULL,
      SECOND,
    ]);
    for (const phrase of [
      `CI runs every suite (\`npm test\`) on Node ${FULL}`,
      `the unit and server suites (vitest) on Node ${SECOND}`,
      `"node": "${ENGINES}"`,
    ])
      expect(README.includes(phrase), `the README says: ${phrase}`).toBe(true);
  });

  it("the CI wrapper puts a Node on PATH that npm and npx run on as well", () => {
    const out = execFileSync(
      "bash",
      [
        join(ROOT, "scripts/ci/with-node.sh"),
        String(runningMajor),
        "sh",
        "-c",
        // npm's own Node is in `npm version`; npx's children find node on PATH.
        'echo "$EXPECTED_NODE_VERSION"; node --version; npm version --json; npx --no -- node --version',
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    const [expected, node, ...rest] = out.trim().split("\n");
    const npx = rest.pop();
    const npm = (JSON.parse(rest.join("\n")) as { node: string }).node;
    expect([expected, node, `v${npm}`, npx]).toEqual(Array(4).fill(process.version));
  }, 60_000);

  it("the CI wrapper refuses a command without a major", () => {
    const run = spawnSync("bash", [join(ROOT, "scripts/ci/with-node.sh"), "node"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("usage:");
  });
});

describe("npm ci's engine warnings", () => {
  const dir = mkdtempSync(join(tmpdir(), "npm-ci-engines-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The packages `npm ci` warns about on the running Node (a dry run: nothing is installed). */
  function ebadengine(): string[] {
    for (const file of ["package.json", "package-lock.json"])
      copyFileSync(join(ROOT, file), join(dir, file));
    const run = spawnSync(
      "npm",
      ["ci", "--dry-run", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"],
      { cwd: dir, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    return [...run.stderr.matchAll(/EBADENGINE\s+package: '(.+?)@/g)].map(([, name]) => name ?? "");
  }

  // CI's npm test runs this on Node 24; its vitest check on the second Node runs the other branch.
  it(`prints none on Node ${FULL}, and on another Node only the browser suite's driver`, () => {
    const warned = ebadengine();
    if (runningMajor === FULL) expect(warned).toEqual([]);
    else expect(new Set(warned)).toEqual(new Set(["@puppeteer/browsers", "puppeteer-core"]));
  }, 60_000);
});
