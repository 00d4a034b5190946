/**
 * What the store's commands (`npm run backup`, `restore`, `store:move-to-postgres`) share: the
 * server's settings, read as the server reads them (`.env` in the project root, the environment
 * winning), and a way to stop with a message rather than a stack trace.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ConfigError, parseServerConfig, type ServerConfig } from "../server/config";

// The project root: above scripts/, or above build/node/ once built (scripts/build-server.ts).
const root = new URL(import.meta.url.endsWith(".ts") ? "../" : "../../", import.meta.url);

export function projectPath(name: string): string {
  return fileURLToPath(new URL(name, root));
}

export function readServerConfig(): ServerConfig {
  const envFile = projectPath(".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseServerConfig(process.env, { defaultDataDir: projectPath("data") });
}

/** A refusal the operator can act on: printed alone, exit code 1. */
export class CommandError extends Error {}

/** Runs a command's work; a CommandError (or any error) ends it with its message. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const known = error instanceof CommandError || error instanceof ConfigError;
    console.error(known ? error.message : `Failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  }
}
