import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The rules that fire on `code` linted as if it were the file at `filePath` (which need not
 * exist), with the project's own eslint.config.js.
 */
export async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
