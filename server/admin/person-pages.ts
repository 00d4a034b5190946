/**
 * The owner's page for one person's data (person-routes.ts): find their leads by email or phone,
 * download a copy, erase it after a confirmation, and the record of past erasures. The query is
 * personal data, so it travels only in form posts, never in a URL.
 */
import { html } from "hono/html";
import type { DeliveryChannel } from "../delivery-channels";
import type { ErasureRecord, LeadView } from "../store/lead-store";
import { layout, time } from "./admin-layout";
import { leadTable } from "./lead-table";

/** How each count of an erasure reads; a kind added later (PERSON_RECORDS) reads as its name. */
const COUNT_NAMES: Record<string, [one: string, many: string]> = {
  leads: ["lead", "leads"],
  deliveries: ["delivery", "deliveries"],
  deliveriesInFlight: ["delivery in flight", "deliveries in flight"],
  feedback: ["kept form answer", "kept form answers"],
  paymentsUnlinked: ["payment kept without their name", "payments kept without their name"],
};

/**
 * "3 leads, 4 deliveries, 1 delivery in flight": what an erasure removed, without who, in the
 * order above (the database keeps no key order); a kind with nothing is left out, leads never.
 */
export function describeCounts(counts: Readonly<Record<string, number>>): string {
  const known = Object.keys(COUNT_NAMES);
  const rank = (kind: string) => (known.includes(kind) ? known.indexOf(kind) : known.length);
  return Object.entries(counts)
    .filter(([kind, n]) => n > 0 || kind === "leads")
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([kind, n]) => {
      const [one, many] = COUNT_NAMES[kind] ?? [kind, kind];
      return `${n} ${n === 1 ? one : many}`;
    })
    .join(", ");
}

function header() {
  return html`<header>
    <div>
      <h1>One person's data</h1>
      <p class="summary">
        A request to see or erase someone's data: find it by their email address or phone number,
        download it for them, or erase it. UK GDPR gives you one month to answer.
      </p>
    </div>
    <nav>
      <a href="/admin/leads">Leads</a>
      <form class="inline" method="post" action="/admin/logout">
        <button type="submit">Sign out</button>
      </form>
    </nav>
  </header>`;
}

const queryField = (query: string) => html`<input type="hidden" name="q" value="${query}" />`;

function erasureTable(erasures: readonly ErasureRecord[]) {
  if (!erasures.length) return html`<p>No erasures yet.</p>`;
  return html`<table>
    <caption>
      Erasures (when, and how much; never whose)
    </caption>
    <thead>
      <tr>
        <th scope="col">When</th>
        <th scope="col">Found by</th>
        <th scope="col">Erased</th>
      </tr>
    </thead>
    <tbody>
      ${erasures.map(
        (erasure) =>
          html`<tr id="erasure-${erasure.id}">
            <td>${time(erasure.erasedAt)}</td>
            <td>${erasure.matchedBy === "email" ? "Email address" : "Phone number"}</td>
            <td>${describeCounts(erasure.counts)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** What was found for the query: their leads, and the two things the owner can do with them. */
function results(
  query: string,
  leads: readonly LeadView[],
  configured: readonly DeliveryChannel[],
) {
  return html`<section aria-labelledby="found-heading" class="lead-summary">
    <h2 id="found-heading">
      ${leads.length} ${leads.length === 1 ? "lead" : "leads"} from ${query}
    </h2>
    <p>
      Every form counts (contact, audit, exit-intent popup), and so does spam: a bot may have used
      their details.
    </p>
    ${leadTable(leads, configured, "Nothing stored for this person.")}
    <div>
      <form class="inline" method="post" action="/admin/people/export">
        ${queryField(query)}
        <button class="primary" type="submit">Download their data</button>
      </form>
      <form class="inline" method="post" action="/admin/people/erase">
        ${queryField(query)}
        <button type="submit">Erase…</button>
      </form>
    </div>
    <p class="summary">
      Copies already sent to your webhooks (a CRM, a sheet) or by email are not stored here: erase
      those where they are, too.
    </p>
  </section>`;
}

export function personPage({
  query = "",
  found,
  configured,
  erasures,
  error,
  notice,
}: {
  query?: string;
  /** The leads found for the query; undefined before a search. */
  found?: readonly LeadView[] | undefined;
  configured: readonly DeliveryChannel[];
  erasures: readonly ErasureRecord[];
  error?: string | undefined;
  notice?: string | undefined;
}) {
  return layout(
    "One person's data",
    html`${header()} ${notice ? html`<p role="status">${notice}</p>` : ""}
      <form method="post" action="/admin/people" class="lead-summary">
        <label for="q">Email address or phone number</label>
        <input
          id="q"
          name="q"
          value="${query}"
          autocomplete="off"
          required
          ${error ? html`aria-invalid="true" aria-describedby="q-error"` : ""}
        />
        ${error ? html`<p id="q-error" class="error">${error}</p>` : ""}
        <p><button class="primary" type="submit">Find</button></p>
      </form>
      ${found ? results(query, found, configured) : ""} ${erasureTable(erasures)}`,
  );
}

/** The step before an erasure: what will go, and one more press to make it go. */
export function erasureConfirmPage(query: string, leads: readonly LeadView[]) {
  const deliveries = leads.reduce((sum, lead) => sum + lead.deliveries.length, 0);
  const waiting = leads.reduce(
    (sum, lead) => sum + lead.deliveries.filter((d) => d.state === "pending").length,
    0,
  );
  return layout(
    "Erase one person's data",
    html`<div class="card">
      <h1>Erase ${query}'s data?</h1>
      <p>
        This deletes ${describeCounts({ leads: leads.length, deliveries })} for good, and any form
        answers kept for their page. It cannot be undone: download their data first if they asked
        for a copy.
      </p>
      ${
        waiting
          ? html`<p>
              ${waiting} ${waiting === 1 ? "delivery has" : "deliveries have"} not been sent yet and
              never will be.
            </p>`
          : ""
      }
      <form method="post" action="/admin/people/erase">
        ${queryField(query)}
        <input type="hidden" name="confirm" value="yes" />
        <p><button class="primary" type="submit">Erase for good</button></p>
      </form>
      <p><a href="/admin/people">Cancel</a></p>
    </div>`,
  );
}
