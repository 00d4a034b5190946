import { ESLint } from "eslint";
import { existsSync } from "node:fs";

const asConfigured = new ESLint({ cwd: process.cwd() });
/**
 * The same with import-x/no-cycle off, for a file that does not exist. That rule parses every
 * module the linted file reaches (the whole server for an import of server/runtime.ts, most of
 * these tests' time); no module imports a file that does not exist, so it closes no cycle and
 * the rule has nothing to find.
 */
const outsideAnyCycle = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ["**/*.ts", "**/*.tsx"], rules: { "import-x/no-cycle": "off" } },
});

/**
 * The rules that fire on `code` linted as if it were the file at `filePath` (which need not
 * exist), with the project's own eslint.config.js.
 */
export async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const eslint = existsSync(filePath) ? asConfigured : outsideAnyCycle;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
