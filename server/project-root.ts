import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (the one with package.json) above a module: server/start.ts when run with
 * tsx, or a built file such as releases/build-…/node/start.js. Node runs a built file from its
 * real path, past the `build` symlink (scripts/build.ts), so a fixed number of `../` would depend
 * on where releases live; the nearest package.json does not.
 */
export function projectRoot(moduleUrl: string): string {
  for (let dir = dirname(fileURLToPath(moduleUrl)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}
