import type { Context, Hono } from "hono";
import type { DeliveryChannel } from "../delivery-channels";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import { parsePersonQuery, type PersonKey } from "../store/person-key";
import { describeCounts, erasureConfirmPage, personPage } from "./person-pages";

export interface PersonRouteOptions {
  /** The store, or a StoreUnavailableError thrown (the admin's onError answers 503). */
  store: () => LeadStore;
  configuredHooks: readonly DeliveryChannel[];
  log: Logger;
}

const NOT_A_PERSON = "Enter an email address or a phone number (at least 7 digits).";
const ERASURES_SHOWN = 20;

/** The posted query and its key; the key is null when the text is neither an email nor a phone. */
async function postedQuery(c: Context) {
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const query = typeof form.q === "string" ? form.q.trim() : "";
  const key: PersonKey | null = parsePersonQuery(query);
  return { form, query, key };
}

/**
 * One person's data on the owner's page: GET shows the search; the search, the download and the
 * erasure are form posts, so what the owner typed (personal data) stays out of URLs, the browser's
 * history and any proxy's log. The admin's middleware has already checked the session and that
 * each post comes from the admin's own pages (admin-routes.ts).
 */
export function addPersonRoutes(admin: Hono, options: PersonRouteOptions) {
  const page = async (
    c: Context,
    props: Omit<Parameters<typeof personPage>[0], "configured" | "erasures">,
    status: 200 | 400 = 200,
  ) => {
    const erasures = await options.store().listErasures(ERASURES_SHOWN);
    return c.html(personPage({ ...props, configured: options.configuredHooks, erasures }), status);
  };

  admin.get("/admin/people", async (c) => {
    const erased = c.req.query("erased");
    const record = erased
      ? (await options.store().listErasures(ERASURES_SHOWN)).find(({ id }) => id === erased)
      : undefined;
    return page(c, { notice: record && `Erased: ${describeCounts(record.counts)}.` });
  });

  admin.post("/admin/people", async (c) => {
    const { query, key } = await postedQuery(c);
    if (!key) return page(c, { query, error: NOT_A_PERSON }, 400);
    return page(c, { query, found: await options.store().findPerson(key) });
  });

  admin.post("/admin/people/export", async (c) => {
    const { query, key } = await postedQuery(c);
    if (!key) return page(c, { query, error: NOT_A_PERSON }, 400);
    const copy = await options.store().exportPerson(key);
    options.log("person-exported", { matchedBy: key.kind, leads: copy.leads.length });
    const date = copy.exportedAt.slice(0, 10);
    return c.body(`${JSON.stringify(copy, null, 2)}\n`, 200, {
      "Content-Type": "application/json; charset=utf-8",
      // Never their name or address in the file name: it shows in the downloads list.
      "Content-Disposition": `attachment; filename="person-data-${date}.json"`,
    });
  });

  admin.post("/admin/people/erase", async (c) => {
    const { form, query, key } = await postedQuery(c);
    if (!key) return page(c, { query, error: NOT_A_PERSON }, 400);
    const store = options.store();
    if (form.confirm !== "yes") {
      return c.html(erasureConfirmPage(query, await store.findPerson(key)));
    }
    const record = await store.erasePerson(key);
    options.log("person-erased", { erasure: record.id, matchedBy: key.kind, ...record.counts });
    return c.redirect(`/admin/people?erased=${record.id}`, 303);
  });
}
