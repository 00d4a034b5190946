/**
 * What the oldest browser in .browserslistrc can parse, and a check of one script against it.
 * The bundler lowers the syntax it can (vite.config.ts takes its target from the same list); a
 * regex lookbehind it cannot lower, and one in a chunk stops the whole chunk loading in Safari
 * before 16.4, so a form never becomes interactive. Safari is the oldest engine in the target by
 * far (the rest are the last two versions and Firefox ESR), so its version sets the rules.
 */
import { parse, type Node, type Options } from "acorn";
import { full } from "acorn-walk";
import browserslist from "browserslist";

export interface SyntaxRules {
  oldestSafari: number;
  ecmaVersion: Options["ecmaVersion"];
  lookbehind: boolean;
  staticBlocks: boolean;
}

/** The oldest Safari (macOS or iOS) the list keeps: "15.2-15.3" counts as 15.2. */
export function oldestSafari(browsers: string[] = browserslist()): number {
  const versions = browsers
    .filter((entry) => entry.startsWith("safari ") || entry.startsWith("ios_saf "))
    .map((entry) => Number.parseFloat(entry.split(" ")[1] ?? ""));
  if (versions.length === 0) throw new Error("The browser target names no Safari version");
  return Math.min(...versions);
}

/**
 * Safari 15 parses ES2023 (ES2022 with hashbangs) except class static blocks and regex
 * lookbehind, both from 16.4; the regex `v` flag (ES2024) came in 17.
 */
export function rulesFor(safari: number): SyntaxRules {
  if (safari < 15) throw new Error(`No syntax rules for Safari ${safari}: add them here`);
  return {
    oldestSafari: safari,
    ecmaVersion: safari >= 17 ? 2024 : 2023,
    lookbehind: safari >= 16.4,
    staticBlocks: safari >= 16.4,
  };
}

/** Whether a regex pattern has a lookbehind group, outside character classes and escapes. */
export function hasLookbehind(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === "\\") {
      i += 1;
    } else if (inClass) {
      inClass = char !== "]";
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && /^\?<[=!]/.test(pattern.slice(i + 1, i + 4))) {
      return true;
    }
  }
  return false;
}

interface Located {
  loc?: { start: { line: number; column: number } } | null;
}
type RegexLiteral = Node & Located & { regex?: { pattern: string } };
type Call = Node & Located & { callee: Node & { name?: string }; arguments: Node[] };
type StringNode = Node & { value?: unknown; quasis?: { value: { cooked?: string | null } }[] };

/** The pattern of `RegExp("…")` or `new RegExp(`…`)` when it is written out in full. */
function constructedPattern(call: Call): string | undefined {
  if (call.callee.type !== "Identifier" || call.callee.name !== "RegExp") return undefined;
  const first = call.arguments[0] as StringNode | undefined;
  if (first?.type === "Literal" && typeof first.value === "string") return first.value;
  if (first?.type === "TemplateLiteral" && first.quasis?.length === 1) {
    return first.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

function parseEither(source: string, ecmaVersion: Options["ecmaVersion"]): Node {
  const options: Options = { ecmaVersion, locations: true, allowHashBang: true };
  try {
    return parse(source, { ...options, sourceType: "module" });
  } catch (moduleError) {
    // A classic script (an inline snippet) may be sloppy-mode code a module cannot hold.
    try {
      return parse(source, { ...options, sourceType: "script" });
    } catch {
      throw moduleError;
    }
  }
}

/** Everything in `source` the target's oldest browser could not parse, as "line:column what". */
export function findViolations(source: string, rules: SyntaxRules): string[] {
  let program: Node;
  try {
    program = parseEither(source, rules.ecmaVersion);
  } catch (error) {
    return [`syntax newer than ES${String(rules.ecmaVersion)}: ${(error as Error).message}`];
  }
  const found: string[] = [];
  const at = (node: Located) => `${node.loc?.start.line ?? 0}:${node.loc?.start.column ?? 0}`;
  const safari = `Safari ${rules.oldestSafari}`;
  full(program, (node) => {
    const located = node as Node & Located;
    if (node.type === "StaticBlock" && !rules.staticBlocks) {
      found.push(`${at(located)} class static block (${safari} cannot parse it)`);
    }
    let pattern: string | undefined;
    if (node.type === "Literal") pattern = (node as RegexLiteral).regex?.pattern;
    if (node.type === "CallExpression" || node.type === "NewExpression") {
      pattern = constructedPattern(node as Call);
    }
    if (pattern !== undefined && !rules.lookbehind && hasLookbehind(pattern)) {
      found.push(`${at(located)} regex lookbehind /${pattern}/ (${safari} cannot parse it)`);
    }
  });
  return found;
}
