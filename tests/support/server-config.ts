/** The server's config parser as its tests call it: a fixed data folder, and the error it throws. */
import { expect } from "vitest";
import { ConfigError, parseServerConfig } from "../../server/config";

export const parse = (env: Record<string, string | undefined>) =>
  parseServerConfig(env, { defaultDataDir: "/srv/site/data" });

/** The ConfigError a bad environment throws; fails the test if there is none. */
export function problem(env: Record<string, string | undefined>): ConfigError {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}
