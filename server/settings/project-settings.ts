import { join, resolve } from "node:path";
import { parseServerConfig, type ServerConfig } from "../config";
import { projectRoot } from "../project-root";
import { readSettings, type Settings } from "./settings-sources";

export interface ProjectSettings {
  root: string;
  /** The environment, then the project's `.env`, each value knowing where it came from. */
  settings: Settings;
  /** The server's settings, parsed; throws a ConfigError that names what is wrong. */
  config(): ServerConfig;
}

/**
 * What the server and every command that reads its settings start with (`npm run leads`,
 * `backup`, `restore`, `store:move-to-postgres`, `admin:unlock`): the project folder found from
 * the running file, its `.env` loaded (variables already in the environment win over the file),
 * and DATA_DIR as the server uses it, `data/` by default and a relative one taken from the
 * project folder, wherever the command was started from.
 */
export function loadProjectEnv(moduleUrl: string): ProjectSettings {
  const root = projectRoot(moduleUrl);
  const settings = readSettings(join(root, ".env"));
  for (const [name, value] of Object.entries(settings.values)) process.env[name] ??= value;
  return {
    root,
    settings,
    config() {
      const config = parseServerConfig(settings.values, {
        defaultDataDir: join(root, "data"),
        sourceOf: settings.sourceOf,
      });
      return { ...config, dataDir: resolve(root, config.dataDir) };
    },
  };
}
