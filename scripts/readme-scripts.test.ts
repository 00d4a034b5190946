/**
 * Every npm script is named in the README or in docs/development.md, which the README points to
 * for them, so a newcomer finds each one and what it needs.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
const README = read("../README.md");
const DEVELOPMENT = read("../docs/development.md");
const { scripts } = JSON.parse(read("../package.json")) as { scripts: Record<string, string> };

it("names every npm script", () => {
  const unnamed = Object.keys(scripts).filter((name) => {
    const command = name === "test" || name === "start" ? `npm ${name}` : `npm run ${name}`;
    return !README.includes(command) && !DEVELOPMENT.includes(command);
  });
  expect(unnamed).toEqual([]);
  expect(README).toContain("(docs/development.md)");
});

it("runs the unit suites against a PostgreSQL, as npm test does, so they pass alone", () => {
  expect(scripts["test:unit"]).toBe("tsx scripts/test-postgres/with-cluster.ts vitest run");
});
