/**
 * The one Node the project is tested on, said the same way in the three places that say it: CI
 * (.ci/run runs everything once, on NODE_MAJOR), `engines` in package.json, and the README. Then
 * the two things that make "Node 24" true rather than claimed: the wrapper CI runs through puts a
 * Node on PATH that npm and npx run on too, and `npm ci` on that Node prints no EBADENGINE line.
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
const CI_NODE = Number(/^NODE_MAJOR=(\d+)$/m.exec(CI)?.[1]);
const runningMajor = Number(process.versions.node.split(".")[0]);

describe("the Node the project is tested on", () => {
  it("CI installs and runs npm test once, on Node 24, and on no other Node", () => {
    expect(CI_NODE).toBe(24);
    const nodes = [...CI.matchAll(/with-node\.sh "?\$?(\w+)"? (.+)$/gm)].map(
      ([, node = "", command = ""]) => ({ node, command }),
    );
    expect(nodes.map(({ node }) => node)).toEqual(Array(nodes.length).fill("NODE_MAJOR"));
    expect(nodes.map(({ command }) => command.split(" ").slice(0, 2).join(" "))).toEqual(
      expect.arrayContaining(["npm ci", "npm test"]),
    );
    const commands = CI.split("\n").filter((line) => !line.trimStart().startsWith("#"));
    expect(commands.filter((line) => line.includes("npm test"))).toHaveLength(1);
  });

  it("engines asks for that Node or newer, and the README says so", () => {
    expect(ENGINES).toBe(`>=${String(CI_NODE)}`);
    for (const phrase of [
      `CI runs every suite (\`npm test\`) once, on Node ${String(CI_NODE)}`,
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

  it(`prints none on Node ${String(CI_NODE)}`, () => {
    expect(runningMajor, "the suites run on the project's Node").toBe(CI_NODE);
    expect(ebadengine()).toEqual([]);
  }, 60_000);
});
