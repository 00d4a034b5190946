import type { Plugin } from "vite";

/**
 * ReactDOM's client creates five Error objects when its module is evaluated, as markers it only
 * ever compares by identity (`thrown === SuspenseException`). Creating an Error records its call
 * stack, and where a DevTools inspector is attached (Playwright, Lighthouse, DevTools open) the
 * browser then resolves the line and column of every frame. One of those frames is the function
 * that wraps all of ReactDOM, which V8 compiled without a position table and so parses again:
 * 50–100 ms at a 4× CPU slowdown, inside the task that starts a form island, which a keystroke
 * typed then waits for (docs/performance.md). These markers get the Error prototype and their
 * message without a recorded stack: the same identity, message and `instanceof Error`.
 */

/** The module whose markers are rewritten; React Router's own client build is never loaded. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The React error codes of the markers, as React 19.3 writes them. */
export const SENTINEL_CODES = ["460", "461", "474", "519", "542"];

/** A marker's declaration at the module's top level: `var X = Error(...)` or `  X = Error(...)`. */
const SENTINEL = /^(var | {2})(\w+) = Error\(formatProdErrorMessage\((\d+)\)\)([,;])$/gm;

/** On the line of "use strict", so that every other line keeps its number for the source map. */
const HELPER =
  "function stacklessSentinel(message) {" +
  " var sentinel = Object.create(Error.prototype);" +
  " sentinel.message = message;" +
  " return sentinel; }";

/**
 * The module's code with its markers made stackless. Throws when the markers found are not the
 * ones expected, so that a React upgrade that moves them fails the build instead of silently
 * bringing the parse back.
 */
export function withStacklessSentinels(code: string): string {
  const found: string[] = [];
  const rewritten = code.replace(
    SENTINEL,
    (_, start: string, name: string, errorCode: string, end: string) => {
      found.push(errorCode);
      return `${start}${name} = stacklessSentinel(formatProdErrorMessage(${errorCode}))${end}`;
    },
  );
  const codes = found.sort().join(", ");
  if (codes !== SENTINEL_CODES.join(", ")) {
    throw new Error(
      `stackless-react-sentinels: expected ReactDOM's markers ${SENTINEL_CODES.join(", ")}, ` +
        `found ${codes || "none"}: check react-dom-client.production.js and update SENTINEL_CODES`,
    );
  }
  // After "use strict", which must stay the module's first statement.
  return rewritten.replace(/^"use strict";$/m, (directive) => `${directive} ${HELPER}`);
}

/** The island build's plugin: rewrites ReactDOM's client module as it is bundled. */
export const stacklessReactSentinels: Plugin = {
  name: "stackless-react-sentinels",
  transform(code, id) {
    return REACT_DOM_CLIENT.test(id) ? { code: withStacklessSentinels(code), map: null } : null;
  },
};
