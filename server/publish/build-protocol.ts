/**
 * The lines a release build in its child process (scripts/release/build-content-release.ts)
 * prints for the server that started it (release-build.ts): each step as it starts, and the end.
 * Everything else it prints is the build's own output, kept only for the log of a failed build.
 */
export const PROGRESS = "release-progress:";
export const RESULT = "release-result:";

export type BuildStep = "building" | "checking";

/** A checked release folder, or why there is none (a failed build, or its checks' problems). */
export type BuildResult = { release: string } | { problems: string[] };
