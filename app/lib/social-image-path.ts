/**
 * Where the build writes a page's social card: /ai-agents/voice-ai → /social/ai-agents--voice-ai.png.
 * No imports, so the post-build script can share it with the meta helper.
 */
export function socialImagePath(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, "").replaceAll("/", "--");
  return `/social/${slug || "home"}.png`;
}
