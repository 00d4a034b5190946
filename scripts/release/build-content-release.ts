/**
 * `tsx scripts/release/build-content-release.ts <pointer> <content file>`: what a publish or a
 * preview runs in a child process (server/publish/release-build.ts). The site is built from the
 * content in the file (SITE_CONTENT_FILE, which the build reads) into a new release folder of
 * `pointer`, as `npm run build` does, but `pointer` is not switched: the server switches itself
 * once the release is checked (check-release.ts). A release that fails its checks is removed.
 * What it prints for the server: server/publish/build-protocol.ts.
 */
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildReleaseFolder } from "../build";
import {
  PROGRESS,
  RESULT,
  type BuildResult,
  type BuildStep,
} from "../../server/publish/build-protocol";
import { releaseProblems } from "./check-release";

const say = (step: BuildStep) => console.log(`${PROGRESS} ${step}`);
const end = (result: BuildResult) => console.log(`${RESULT} ${JSON.stringify(result)}`);

async function buildContentRelease(pointer: string, contentFile: string): Promise<BuildResult> {
  say("building");
  let release: string;
  try {
    release = await buildReleaseFolder(pointer, { env: { SITE_CONTENT_FILE: contentFile } });
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  say("checking");
  const problems = await releaseProblems(join(release, "client"));
  if (problems.length === 0) return { release };
  await rm(release, { recursive: true, force: true });
  return { problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [pointer, contentFile] = process.argv.slice(2);
  if (!pointer || !contentFile) {
    console.error("usage: build-content-release.ts <pointer> <content file>");
    process.exit(2);
  }
  const result = await buildContentRelease(resolve(pointer), resolve(contentFile));
  end(result);
  process.exit("release" in result ? 0 : 1);
}
