import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { FORM_PAGES } from "../../lead-forms";
import { FEEDBACK_PARAM } from "../../lead-forms/server-feedback";
import { AVAILABILITY_PATH } from "../../lead-forms/lead-api";
import { SPOTS_ATTRIBUTE, spotsLeftText } from "../../shared/offer-spots";
import { endOfComingSunday, startOfOfferWeek } from "../../shared/london-time";
import { escapeHtml } from "../leads/form-page-html";
import type { ServedRelease } from "../publish/served-release";
import type { LeadStore } from "../store/lead-store";

/** How long a browser or a cache may keep the answer: "spots left" a minute old is still true enough. */
const AVAILABILITY_MAX_AGE_S = 60;

export interface SpotsLeft {
  capacity: number;
  paidThisWeek: number;
  spotsLeft: number;
  /** Sunday 23:59:59 London time, when the count starts again. */
  weekEndsAt: string;
}

/** The week's capacity less the audits paid since Monday 00:00 London time, never below 0. */
async function spotsLeftNow(
  store: Pick<LeadStore, "auditsPaidSince">,
  capacity: number,
  now: Date,
): Promise<SpotsLeft> {
  const paidThisWeek = await store.auditsPaidSince(startOfOfferWeek(now));
  return {
    capacity,
    paidThisWeek,
    spotsLeft: Math.max(0, capacity - paidThisWeek),
    weekEndsAt: endOfComingSunday(now).toISOString(),
  };
}

const SPOTS_LINE = new RegExp(
  `<(\\w+)\\b([^>]*?)\\s${SPOTS_ATTRIBUTE.spots}="[^"]*"([^>]*\\s${SPOTS_ATTRIBUTE.spotsFrom}="[^"]*"[^>]*)>[^<]*</\\1>`,
  "g",
);

/** Whether the page asks for the number in "capacity" mode (app/features/countdown/). */
function hasSpotsLine(html: string): boolean {
  return html.includes(` ${SPOTS_ATTRIBUTE.spotsFrom}="`);
}

/**
 * The page with `spots` written into each capacity-mode spots-left line, its text and its value,
 * which the island starts from (availability-watch.ts). Lines in "weekday" mode are left alone.
 */
export function pageWithSpots(html: string, spots: number): string {
  return html.replace(
    SPOTS_LINE,
    (_line, tag: string, before: string, after: string) =>
      `<${tag}${before} ${SPOTS_ATTRIBUTE.spots}="${spots}"${after}>${escapeHtml(spotsLeftText(spots))}</${tag}>`,
  );
}

export interface AvailabilityOptions {
  /** Null while the store is not yet reachable: the page is served as built. */
  store: () => LeadStore | null;
  /** The weekly capacity of the release a request is answered from (its content's urgency). */
  capacity: (release: ServedRelease) => number;
  /** The release the request is answered from (served-release.ts): the page comes from it. */
  release: (c: Context) => ServedRelease;
  /** The pages' origin: on a static host they ask this server across origins. */
  siteOrigin: string;
  now?: () => Date;
}

/**
 * "Spots left" from real bookings: GET /api/availability, and the audit page served with the
 * number already in it (with form feedback too, on top of form-pages.ts). A page built in
 * "weekday" mode has no capacity line and is passed on untouched.
 */
export function createAvailability(options: AvailabilityOptions) {
  const { now = () => new Date() } = options;
  const app = new Hono();
  const auditPage = FORM_PAGES.audit.path;

  const spots = async (c: Context) => {
    const store = options.store();
    if (!store) return undefined;
    try {
      return await spotsLeftNow(store, options.capacity(options.release(c)), now());
    } catch {
      // The store is failing: the page is still served, and its island asks again in a minute.
      return undefined;
    }
  };

  app.use(
    AVAILABILITY_PATH,
    cors({ origin: (origin) => (origin === options.siteOrigin ? origin : null), maxAge: 86_400 }),
  );
  app.get(AVAILABILITY_PATH, async (c) => {
    const count = await spots(c);
    if (!count) return c.json({ error: "Not available just now." }, 503, noStore);
    return c.json(count, 200, { "Cache-Control": `public, max-age=${AVAILABILITY_MAX_AGE_S}` });
  });

  app.get(auditPage, async (c, next) => {
    if (c.req.query(FEEDBACK_PARAM) !== undefined) {
      // form-pages.ts writes the form's feedback; the number goes into what it wrote. After
      // next() Hono sends c.res, not a returned Response: the body read here must replace it.
      await next();
      c.res = await withSpots(c.res, await spots(c));
      return;
    }
    const release = options.release(c);
    const built = await release.page(auditPage);
    const count = hasSpotsLine(built) ? await spots(c) : undefined;
    if (!count) return next();
    return servePage(
      c,
      pageWithSpots(built, count.spotsLeft),
      release.headerRules.forPath(auditPage),
    );
  });
  return app;
}

const noStore = { "Cache-Control": "no-store" };

function servePage(c: Context, html: string, headers: Record<string, string>) {
  // Revalidated on every visit, as every page is (static-files.ts): the number must be today's.
  return c.html(html, 200, { ...headers, "Cache-Control": "public, max-age=0, must-revalidate" });
}

async function withSpots(response: Response, count: SpotsLeft | undefined): Promise<Response> {
  const isHtml = response.headers.get("Content-Type")?.startsWith("text/html");
  if (!count || response.status !== 200 || !isHtml) return response;
  const html = pageWithSpots(await response.text(), count.spotsLeft);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, headers });
}
