import { readFileSync } from "node:fs";

/** One island as the build records it (build/islands.json, scripts/post-build/island-build.ts). */
export interface BuiltIsland {
  name: string;
  entry: string;
  files: string[];
}

/** The islands of the build the e2e server serves (BUILD_DIR, as server/start.ts reads it). */
export function builtIslands(): BuiltIsland[] {
  const buildDir = process.env.BUILD_DIR ?? "build";
  return JSON.parse(readFileSync(`${buildDir}/islands.json`, "utf8")) as BuiltIsland[];
}
