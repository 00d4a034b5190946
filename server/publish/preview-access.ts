import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { randomBytes } from "node:crypto";
import { SESSION_COOKIE, type AdminSessions } from "../admin/admin-session";
import { isLoopbackHost } from "../loopback-host";
import type { PreviewReleases } from "./preview-releases";
import type { ServedRelease } from "./served-release";

/** Asks for the preview on the site's own pages (path /); worth nothing without the session. */
const PREVIEW_COOKIE = "kestrel_preview";
const TOKEN_BYTES = 32;

/**
 * Who sees the owner's preview: a browser whose preview cookie this server gave to a signed-in
 * owner (POST /admin/preview/view), for as long as that owner's session lasts. The session cookie
 * itself stays on /admin; the preview cookie names it here, in this server's memory, so it is
 * useless once the owner signs out, and nobody else's request ever gets the preview.
 */
export function createPreviewAccess({
  previews,
  sessions,
}: {
  previews: PreviewReleases;
  sessions: () => AdminSessions | null;
}) {
  /** Preview token → the session it was given to. */
  const grants = new Map<string, string>();

  return {
    /** The preview for a request that may see it, else null (then the live release answers). */
    async previewFor(c: Context): Promise<ServedRelease | null> {
      const preview = previews.current();
      const token = getCookie(c, PREVIEW_COOKIE);
      const session = token === undefined ? undefined : grants.get(token);
      if (!preview || session === undefined) return null;
      if (await sessions()?.isSignedIn(session)) return preview;
      if (token !== undefined) grants.delete(token);
      return null;
    },

    /** Gives the signed-in owner's browser the preview cookie. */
    view(c: Context): void {
      const session = getCookie(c, SESSION_COOKIE);
      if (session === undefined) return;
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      // One browser's cookie at a time per session: a second view replaces the first.
      for (const [given, owner] of grants) if (owner === session) grants.delete(given);
      grants.set(token, session);
      setCookie(c, PREVIEW_COOKIE, token, {
        httpOnly: true,
        secure: !isLoopbackHost(new URL(c.req.url).hostname),
        sameSite: "Strict",
        path: "/",
      });
    },

    /** Back to the live site in this browser. */
    end(c: Context): void {
      const token = getCookie(c, PREVIEW_COOKIE);
      if (token !== undefined) grants.delete(token);
      deleteCookie(c, PREVIEW_COOKIE, { path: "/" });
    },
  };
}

export type PreviewAccess = ReturnType<typeof createPreviewAccess>;
