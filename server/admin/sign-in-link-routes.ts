import type { Context, Hono } from "hono";
import { html } from "hono/html";
import type { LeadStore } from "../store/lead-store";
import { layout, loginPage } from "./admin-layout";
import {
  isSignInLinkToken,
  SIGN_IN_LINK_EVERY_MS,
  SIGN_IN_LINK_PATH,
  useSignInLink,
  type SignInLinkRequest,
} from "./sign-in-links";

export interface SignInLinkRouteOptions {
  /** The store, or a 503 (StoreUnavailableError) when it is not ready. */
  store: () => LeadStore;
  /** Undefined without the owner's email: the page answers the same, and nothing is sent. */
  requestLink: SignInLinkRequest | undefined;
  /** Signs this browser in as the owner's known device (sign-in-routes.ts). */
  signIn: (c: Context) => Promise<Response>;
}

/** The same answer whether an email was sent, held back by the limit, or never configured. */
const LINK_ON_ITS_WAY =
  "If the site has an email address for the owner, a sign-in link is on its way to it. Open it " +
  `in the browser you want to sign in with. At most one is sent every ${SIGN_IN_LINK_EVERY_MS / 60_000} ` +
  "minutes: if none arrives, use the newest one you already have.";
const LINK_REFUSED =
  "That sign-in link has expired or has been used already. Ask for a new one with the button " +
  "below.";

/** What the email's link opens: a button, so a mail scanner that opens links uses up nothing. */
function useLinkPage(token: string) {
  return layout(
    "Sign in with your link",
    html`<div class="card">
      <h1>Sign in with your link</h1>
      <p>This signs in this browser and remembers it as yours. The link works once.</p>
      <form method="post" action="${SIGN_IN_LINK_PATH}/use">
        <input type="hidden" name="token" value="${token}" />
        <p><button class="primary" type="submit">Sign in on this browser</button></p>
      </form>
    </div>`,
  );
}

/**
 * The owner's way in from a new browser when the password alone is refused (the site-wide
 * ceiling: sign-in-limits.ts): a one-time link emailed to the owner's address, never to one the
 * requester names. Using it signs the browser in and makes it a known device.
 */
export function addSignInLinkRoutes(admin: Hono, options: SignInLinkRouteOptions) {
  admin.post(SIGN_IN_LINK_PATH, async (c) => {
    await options.requestLink?.(options.store());
    return c.html(loginPage({ link: { message: LINK_ON_ITS_WAY } }));
  });

  const refused = (c: Context) =>
    c.html(loginPage({ link: { message: LINK_REFUSED, refused: true } }), 400);

  admin.get(SIGN_IN_LINK_PATH, (c) => {
    const token = c.req.query("token") ?? "";
    return isSignInLinkToken(token) ? c.html(useLinkPage(token)) : refused(c);
  });

  admin.post(`${SIGN_IN_LINK_PATH}/use`, async (c) => {
    let token = "";
    try {
      const form = await c.req.parseBody();
      if (typeof form.token === "string") token = form.token;
    } catch {
      // Read as no token: refused below.
    }
    return (await useSignInLink(options.store(), token)) ? options.signIn(c) : refused(c);
  });
}
