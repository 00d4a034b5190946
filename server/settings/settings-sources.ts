import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** Where a setting's value came from, as an error message names it. */
type SettingSource = "the environment" | ".env";

export interface Settings {
  /** The environment, then `.env` for what the environment leaves unset. */
  values: Record<string, string | undefined>;
  sourceOf(name: string): SettingSource;
  /** Every name the environment or `.env` sets, for the unknown-name check. */
  names: string[];
}

/**
 * The settings as the server and the launch check read them: variables already in the environment
 * win over the file (as process.loadEnvFile does), and each value remembers where it came from.
 */
export function readSettings(envFile: string, env: NodeJS.ProcessEnv = process.env): Settings {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
  const values: Record<string, string | undefined> = { ...fromFile, ...env };
  return {
    values,
    sourceOf: (name) => (env[name] !== undefined ? "the environment" : ".env"),
    names: Object.keys(values),
  };
}
