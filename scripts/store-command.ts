/**
 * What the store's commands (`npm run backup`, `restore`, `store:move-to-postgres`) share: the
 * server's settings, found and read as the server finds them (server/project-root.ts: the project
 * folder above the running file, however many builds and releases lie between, its `.env`, the
 * environment winning), and a way to stop with a message rather than a stack trace.
 */
import { join } from "node:path";
import { ConfigError, type ServerConfig } from "../server/config";
import { loadProjectEnv } from "../server/settings/project-settings";
import { createPrivateFiles } from "../server/store/private-files";

// Every command is bundled into one file (scripts/build-server.ts), so this is the command's own.
const project = loadProjectEnv(import.meta.url);

export function projectPath(name: string): string {
  return join(project.root, name);
}

export function readServerConfig(): ServerConfig {
  return project.config();
}

/** A refusal the operator can act on: printed alone, exit code 1. */
export class CommandError extends Error {}

/** Runs a command's work; a CommandError (or any error) ends it with its message. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  // Whatever a command writes (a backup, a restored store) is the service user's alone.
  createPrivateFiles();
  try {
    await work();
  } catch (error) {
    const known = error instanceof CommandError || error instanceof ConfigError;
    console.error(known ? error.message : `Failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  }
}
