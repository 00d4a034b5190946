import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as ReactTypes from "react";
import type * as ReactDomClientTypes from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SENTINEL_CODES, withStacklessSentinels } from "./stackless-react-sentinels";

const require = createRequire(import.meta.url);
/** A file of an installed package, past its `exports` map, which lists no cjs/ files. */
const installed = (name: string, file: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), file);
const original = readFileSync(installed("react-dom", "cjs/react-dom-client.production.js"), "utf8");

/** The production builds the island chunk bundles, whatever NODE_ENV the tests run under. */
const PRODUCTION: Record<string, string> = {
  react: installed("react", "cjs/react.production.js"),
  scheduler: installed("scheduler", "cjs/scheduler.production.js"),
  "react-dom": installed("react-dom", "cjs/react-dom.production.js"),
};

type ReactModule = typeof ReactTypes;
type ReactDomClient = typeof ReactDomClientTypes;

const React = require(PRODUCTION.react ?? "") as ReactModule;

/** Evaluates a version of ReactDOM's client module, as the island chunk does. */
function evaluateReactDomClient(code: string): ReactDomClient {
  const module = { exports: {} as ReactDomClient };
  const requireProduction = (id: string): unknown => require(PRODUCTION[id] ?? id);
  // The module under test, wrapped as a bundle wraps it.
  new Function("exports", "require", "module", code)(module.exports, requireProduction, module);
  return module.exports;
}

/** How many Error objects evaluating that code constructs. */
function errorsConstructedBy(code: string): number {
  const NativeError = globalThis.Error;
  let constructed = 0;
  globalThis.Error = new Proxy(NativeError, {
    apply(target, self, args: [string?]) {
      constructed += 1;
      return Reflect.apply(target, self, args) as Error;
    },
    construct(target, args: [string?], newTarget) {
      constructed += 1;
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  try {
    evaluateReactDomClient(code);
  } finally {
    globalThis.Error = NativeError;
  }
  return constructed;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("withStacklessSentinels on the installed ReactDOM", () => {
  const rewritten = withStacklessSentinels(original);

  it("rewrites exactly the five markers and keeps every line where it was", () => {
    expect(rewritten.match(/= stacklessSentinel\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(
      SENTINEL_CODES.length,
    );
    expect(rewritten.split("\n")).toHaveLength(original.split("\n").length);
    expect(rewritten).toMatch(/^"use strict"; function stacklessSentinel/m);
  });

  it("constructs no Error while the module is evaluated, where the original constructs five", () => {
    expect(errorsConstructedBy(original)).toBe(SENTINEL_CODES.length);
    expect(errorsConstructedBy(rewritten)).toBe(0);
  });

  it("still suspends: a component waiting on a promise shows its fallback, then its content", async () => {
    const { createRoot } = evaluateReactDomClient(rewritten);
    let resolve = (_: string) => {};
    const greeting = new Promise<string>((done) => (resolve = done));
    const Greeting = () => React.createElement("p", null, React.use(greeting));
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(
      React.createElement(
        React.Suspense,
        { fallback: React.createElement("p", null, "Loading…") },
        React.createElement(Greeting),
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe("Loading…"));
    resolve("Hello");
    await vi.waitFor(() => expect(container.textContent).toBe("Hello"));
  });

  it("still recovers from a hydration mismatch by rendering on the client, and reports it", async () => {
    const { hydrateRoot } = evaluateReactDomClient(rewritten);
    const container = document.createElement("div");
    container.innerHTML = "<p>Written by the server</p>";
    document.body.append(container);
    const recovered: unknown[] = [];
    hydrateRoot(container, React.createElement("p", null, "Rendered in the browser"), {
      onRecoverableError: (error) => recovered.push(error),
    });
    await vi.waitFor(() => expect(container.textContent).toBe("Rendered in the browser"));
    expect(recovered).toHaveLength(1);
  });
});

describe("withStacklessSentinels on code it does not expect", () => {
  it("fails the build, naming the markers it found, when React has moved them", () => {
    const moved = original.replace(/^var SuspenseException = Error\(/m, "var X = makeError(");
    expect(() => withStacklessSentinels(moved)).toThrow(/found 461, 474, 519, 542/);
  });
});
