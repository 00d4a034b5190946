import { Hono } from "hono";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../scripts/post-build/security-headers";
import { writeRelease } from "../../tests/support/release-folders";
import { createApp } from "../app";
import { createLiveRelease, readPublishMarker } from "./live-release";
import { loadRelease } from "./served-release";

const quiet = () => undefined;

/** The site on the live release, with a gate that holds requests for "/" until it is opened. */
function siteWithGate(first: string) {
  const live = createLiveRelease({
    initial: loadRelease(join(first, "client")),
    pointer: join(first, "..", "build"),
    movesPointer: false,
    log: quiet,
  });
  let open: () => void = quiet;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived: () => void = quiet;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const slow = new Hono().get("/", async (_c, next) => {
    arrived();
    await gate;
    await next();
  });
  const app = createApp({ releases: () => live.current(), routes: [slow], log: quiet });
  return { live, app, open, held };
}

/** The page's label and whether its CSP header allows each of its inline scripts. */
async function answer(response: Response) {
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    label: /<title>(\w+)<\/title>/.exec(html)?.[1],
    allowed: inlineScriptHashes(html).every((hash) => csp.includes(hash)),
  };
}

describe("switching the live release", () => {
  it("a request in flight ends on the release it began with; the next one gets the new one", async () => {
    const first = writeRelease("first");
    const second = writeRelease("second");
    const { live, app, open, held } = siteWithGate(first);

    const inFlight = app.request("/");
    await held;
    await live.makeLive(second, { publishId: "2", revisionId: "rev-2" });
    const after = await app.request("/contact");
    open();

    expect(await answer(await inFlight)).toEqual({ label: "first", allowed: true });
    expect(await answer(after)).toEqual({ label: "second", allowed: true });
    expect(live.publishId()).toBe("2");
    // A restart knows which publish the release is.
    expect(readPublishMarker(second)).toEqual({ publishId: "2", revisionId: "rev-2" });
  });

  it("a release from `npm run build` is no publish", () => {
    const built = writeRelease("built");
    const live = createLiveRelease({
      initial: loadRelease(join(built, "client")),
      pointer: join(built, "..", "build"),
      movesPointer: false,
      log: quiet,
    });
    expect(live.publishId()).toBeNull();
  });
});
