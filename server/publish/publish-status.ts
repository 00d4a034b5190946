import type { BuildStep } from "./build-protocol";

/** Where the owner's publish or preview is, for the owner's page. */
type PublishState = "idle" | BuildStep | "switched" | "previewing" | "failed";

export interface PublishStatus {
  state: PublishState;
  /** What is being built: the site for everyone, or the owner's preview. */
  kind: "publish" | "preview" | null;
  /** The revision a finished publish made. */
  revisionId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** A finished preview's pages that differ from the live site's. */
  changedPaths?: readonly string[];
  /** One plain sentence for the owner (for a failed build, why, with its first problems). */
  message: string;
}

export const IDLE: PublishStatus = {
  state: "idle",
  kind: null,
  revisionId: null,
  startedAt: null,
  finishedAt: null,
  message: "Nothing is being published.",
};

const STEP_MESSAGES: Record<BuildStep, string> = {
  building: "Building the pages from the content (this takes about a minute).",
  checking: "Checking every page before it is served.",
};

export function stepMessage(step: BuildStep): string {
  return STEP_MESSAGES[step];
}

/** The answer to a second publish or preview while one is under way: one at a time. */
export function busyMessage(status: PublishStatus): string {
  const what = status.kind === "preview" ? "A preview" : "A publish";
  const since = status.startedAt ? `, started at ${status.startedAt.slice(11, 16)} UTC,` : "";
  return `${what}${since} is under way. Try again once it has finished.`;
}
