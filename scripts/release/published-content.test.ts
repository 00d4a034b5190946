import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createRelease, switchRelease } from "./release-folders";
import { publishedContentOf } from "./published-content";

async function servedRelease(files: Record<string, string>) {
  const pointer = join(mkdtempSync(join(tmpdir(), "published-content-")), "build");
  const release = await createRelease(pointer);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(release, name), text);
  await switchRelease(pointer, release);
  return { pointer, release };
}

it("a deploy builds from what the owner last published, when the served release is a publish", async () => {
  const { pointer, release } = await servedRelease({
    "content.json": "{}",
    "published.json": JSON.stringify({ publishId: "4", revisionId: "7" }),
  });
  expect(publishedContentOf(pointer)).toEqual({
    file: join(release, "content.json"),
    revisionId: "7",
  });
});

it("a release built from the repository's content, or no release yet, leaves the repository's", async () => {
  const built = await servedRelease({ "content.json": "{}" });
  expect(publishedContentOf(built.pointer)).toBeNull();
  expect(publishedContentOf(join(tmpdir(), "no-such-build"))).toBeNull();
});
