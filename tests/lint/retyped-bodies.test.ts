import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BRIEF_LEAD_FIELDS } from "../support/brief-payloads";

/**
 * No test writes a webhook body out: each compares with tests/support/lead-contract.ts, so a field
 * added to a lead form moves every suite with it. A retyped body is an object literal (or JSON
 * text) with exactly the keys of one of the brief's bodies, handed to a matcher or to
 * JSON.stringify. A lead's typed values, passed to a form or to the contract, are not bodies.
 */
const FOLDERS = ["server", "lead-forms", "tests"];
const SKIPPED = new Set(["tests/support/brief-payloads.ts", "tests/lint/retyped-bodies.test.ts"]);
const COMPARED_BY = new Set([
  "toEqual",
  "toStrictEqual",
  "toMatchObject",
  "toBe",
  "toContainEqual",
  "expectEqual",
  "stringify",
]);
const BODY_KEYS = Object.values(BRIEF_LEAD_FIELDS).map((keys) => [...keys].sort().join());

const isBody = (keys: string[]) => BODY_KEYS.includes([...keys].sort().join());

function keysOfLiteral(node: ts.Node): string[] | null {
  if (ts.isObjectLiteralExpression(node)) {
    const keys: string[] = [];
    for (const property of node.properties) {
      // A spread brings keys from elsewhere: not a body written out here.
      if (ts.isSpreadAssignment(property) || !property.name) return null;
      if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) {
        keys.push(property.name.text);
      } else return null;
    }
    return keys;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    try {
      const value: unknown = JSON.parse(node.text);
      return value && typeof value === "object" ? Object.keys(value) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Where `code` (the file at `path`) writes a body out, as path:line. */
function retypedBodies(path: string, code = readFileSync(path, "utf8")): string[] {
  // Every body of the brief has an email: a file without one needs no parsing.
  if (!code.includes("email")) return [];
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : "";
      if (COMPARED_BY.has(name)) {
        for (const argument of node.arguments) {
          const keys = keysOfLiteral(argument);
          if (keys && isBody(keys)) {
            const { line } = source.getLineAndCharacterOfPosition(argument.getStart(source));
            found.push(`${path}:${line + 1}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const testCode = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file))
    .filter((path) => /\.tsx?$/.test(path) && !SKIPPED.has(path)),
);

describe("webhook bodies in tests", { timeout: 60_000 }, () => {
  it.each([
    'expect(json).toEqual({ firstName: "Zoë", lastName: "O", email, phone: "+447700900123" });',
    'expect(body).toBe(JSON.stringify({ name, email, subject: "Hi there", message }));',
    `expect(body).toBe('{"name":"Siân","email":"s@example.com","subject":"Hi","message":"…"}');`,
  ])("finds a body written out: %s", (code) => {
    expect(retypedBodies("probe.ts", code)).toEqual(["probe.ts:1"]);
  });

  it.each([
    'await post(api(), "contact", { name, email, subject: "Hi there", message });',
    'expect(body).toBe(expectedBody("contact", "contact", { name, email, subject, message }));',
    'expect(parsed).toEqual({ ...valid, phone: "+447700900123" });',
  ])("lets a lead's typed values be: %s", (code) => {
    expect(retypedBodies("probe.ts", code)).toEqual([]);
  });

  it("are never written out: tests compare with tests/support/lead-contract.ts", () => {
    expect(testCode.length).toBeGreaterThan(100);
    expect(testCode.flatMap((path) => retypedBodies(path))).toEqual([]);
  });
});
