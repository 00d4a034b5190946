/** A launch check's row, and the helpers every group of checks builds its rows with. */

/** `fail` stops the launch; a `note` is worth knowing but the owner may keep it. */
export type CheckStatus = "pass" | "fail" | "note";

export interface CheckRow {
  item: string;
  status: CheckStatus;
  /** What the check found. */
  finding: string;
  /** What to change, and where (file or variable); only when there is something to do. */
  fix?: string;
  /** The settings this row judges: a value the build or server refuses makes the row fail. */
  variables?: readonly string[];
}

export const REBUILD = "in .env or the build's environment, then rebuild";
export const RESTART = "in .env or the server's environment, then restart the server";

export const pass = (item: string, finding: string): CheckRow => ({
  item,
  status: "pass",
  finding,
});
export const fail = (item: string, finding: string, fix: string): CheckRow => ({
  item,
  status: "fail",
  finding,
  fix,
});
export const note = (item: string, finding: string, fix: string): CheckRow => ({
  item,
  status: "note",
  finding,
  fix,
});

/** A setting that must be set; its value is never echoed (webhooks and passwords are secrets). */
export function checkVariable(
  item: string,
  name: string,
  value: string | undefined,
  whenUnset: string,
  where: string,
): CheckRow {
  const row = value
    ? pass(item, `${name} is set`)
    : fail(item, `${name} is unset: ${whenUnset}`, `Set ${name} ${where}`);
  return { ...row, variables: [name] };
}
