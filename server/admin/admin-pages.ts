import { html } from "hono/html";
import type { DeliveryChannel } from "../delivery-channels";
import type { LeadSummary, LeadView } from "../store/lead-store";
import type { PaymentView } from "../store/payment-listing";
import { layout, time } from "./admin-layout";
import { backlogSection, type Backlog } from "./backlog-view";
import { leadTable } from "./lead-table";
import { summarySection } from "./lead-source-views";
import { overBookedNotice, unmatchedPaymentsSection, type WeekBooking } from "./payment-views";

export function leadsPage({
  leads,
  total,
  page,
  pageSize,
  spam,
  spamTotal,
  configured,
  notice,
  summary,
  backlog,
  unmatched,
  booking,
}: {
  leads: readonly LeadView[];
  total: number;
  page: number;
  pageSize: number;
  spam: boolean;
  spamTotal: number;
  configured: readonly DeliveryChannel[];
  notice?: string;
  /** The last 7 and 30 days per form and per source; shown above the list of leads. */
  summary?: LeadSummary;
  /** Undelivered work, as /healthz reports it to a monitor. */
  backlog?: Backlog;
  /** Stripe's payments kept for review or without a stored lead (payment-views.ts). */
  unmatched?: readonly PaymentView[];
  /** This week's paid audits and capacity: over-booking is said above the leads. */
  booking?: WeekBooking;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const query = (n: number) => `?page=${n}${spam ? "&spam=1" : ""}`;
  return layout(
    spam ? "Spam" : "Leads",
    html`<header>
        <div>
          <h1>${spam ? "Spam" : "Leads"}</h1>
          <p class="summary">
            ${total} ${spam ? "caught by the honeypot" : "stored"}, newest first.
          </p>
        </div>
        <nav>
          ${spam ? html`<a href="/admin/leads">Leads</a>` : html`<a href="/admin/leads?spam=1">Spam (${spamTotal})</a>`}
          <a href="/admin/leads.csv" download>Export CSV</a>
          <a href="/admin/people">Find a person</a>
          <a href="/admin/content">Site content</a>
          <form class="inline" method="post" action="/admin/logout">
            <button type="submit">Sign out</button>
          </form>
        </nav>
      </header>
      ${notice ? html`<p role="status">${notice}</p>` : ""} ${overBookedNotice(booking)}
      ${backlog ? backlogSection(backlog, time) : ""} ${summary ? summarySection(summary) : ""}
      ${unmatched ? unmatchedPaymentsSection(unmatched, time) : ""}
      ${leadTable(leads, configured, "No leads yet.")}
      ${
        pages > 1
          ? html`<nav aria-label="Pages">
              ${page > 1 ? html`<a href="${query(page - 1)}">Newer</a>` : ""}
              <span>Page ${page} of ${pages}</span>
              ${page < pages ? html`<a href="${query(page + 1)}">Older</a>` : ""}
            </nav>`
          : ""
      }`,
  );
}
