import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { titleWithBrand } from "../../app/config/site";
import { channelName, channelVariable, type DeliveryChannel } from "../delivery-channels";
import { deliveryStatus } from "../leads/delivery-status";
import { definitionOf, personOf } from "../leads/lead-forms";
import type { DeliveryView, LeadSummary, LeadView } from "../store/lead-store";
import { mailtoHref, telHref } from "./contact-links";
import { backlogSection, type Backlog } from "./backlog-view";
import { attributionDetails, summarySection } from "./lead-source-views";
import { leadPayments, unmatchedPaymentsSection } from "./payment-views";
import type { PaymentView } from "../store/payment-listing";

const STYLE = `
:root{color-scheme:light;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--ok:#166534;--warn:#92400e;--bad:#b91c1c;--accent:#1d4ed8}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--ink);background:#f8fafc}
main{max-width:75rem;margin:0 auto;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .25rem}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;margin-bottom:1rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}a{color:var(--accent)}p{margin:.25rem 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--line)}
th,td{text-align:left;vertical-align:top;padding:.6rem .75rem;border-bottom:1px solid var(--line)}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
td small{color:var(--muted)}.msg{white-space:pre-wrap;overflow-wrap:anywhere;max-width:28rem}
ul{list-style:none;margin:0;padding:0}li+li{margin-top:.4rem}
.delivered{color:var(--ok)}.retrying,.waiting{color:var(--warn)}.failed{color:var(--bad)}
button{font:inherit;padding:.35rem .8rem;border-radius:.4rem;border:1px solid var(--accent);background:#fff;color:var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:#fff}form.inline{display:inline}
.card{max-width:24rem;margin:10vh auto;background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;border:1px solid #94a3b8;border-radius:.4rem}
.error{color:var(--bad);font-weight:600}.summary{color:var(--muted)}td{overflow-wrap:anywhere}
.lead-summary{display:grid;gap:1rem;margin-bottom:1.5rem}h2{font-size:1.2rem;margin:0}caption{text-align:left;font-weight:600;padding:.5rem .75rem}
@media (max-width:48rem){main{padding:1rem}.leads thead{display:none}.leads,.leads tbody,.leads tr,.leads td{display:block}
.leads tr{border-bottom:1px solid var(--line)}.leads td{border:0;padding:.35rem .75rem}.leads tr td:first-child{padding-top:.75rem}
.leads td[data-label]::before{content:attr(data-label);display:block;font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}}
`;

/** Written out as one string, so what the hash covers is exactly what the page holds. */
const STYLE_ELEMENT = `<style>${STYLE}</style>`;

/** The admin pages run no script and load nothing: the one inline style is allowed by its hash. */
export const ADMIN_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "medium",
  timeStyle: "medium",
});
export const time = (date: Date) =>
  html`<time datetime="${date.toISOString()}">${LONDON.format(date)}</time>`;

export function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${titleWithBrand(title)}</title>
        ${raw(STYLE_ELEMENT)}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export function loginPage({ error }: { error?: string } = {}) {
  return layout(
    "Sign in",
    html`<div class="card">
      <h1>Leads</h1>
      <p class="summary">Sign in with the admin password to see the leads.</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <form method="post" action="/admin/login">
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <p><button class="primary" type="submit">Sign in</button></p>
      </form>
    </div>`,
  );
}

function deliveryState(delivery: DeliveryView, configured: readonly DeliveryChannel[]) {
  const status = deliveryStatus(delivery, configured);
  const retry = html`<form
    class="inline"
    method="post"
    action="/admin/deliveries/${delivery.id}/retry"
  >
    <button type="submit">Retry now</button>
  </form>`;
  switch (status.kind) {
    case "delivered":
      return html`<span class="delivered">Delivered</span>
        ${delivery.deliveredAt ? time(delivery.deliveredAt) : ""}`;
    case "failed":
      return html`<span class="failed">Failed</span> after ${delivery.attempts} attempts (last:
        ${status.last}) ${retry}`;
    case "not-configured": {
      const variable = channelVariable(delivery.hook);
      return html`<span class="waiting">Not sent:</span> ${variable} is not set`;
    }
    case "queued":
      return html`<span class="retrying">Queued</span>`;
    case "retrying":
      return html`<span class="retrying">Retrying</span>, next attempt
        ${time(delivery.nextAttemptAt)}
        <small>(attempt ${delivery.attempts}, last: ${status.last})</small> ${retry}`;
  }
}

/** The lines the lead's form definition gives: a subject, a message, "Label: value" extras. */
function leadDetails(lead: LeadView) {
  const lines = definitionOf(lead.form)?.details(lead.fields) ?? [];
  return html`${lines.map(({ kind, label, value }) => {
    if (kind === "heading") return html`<strong>${value}</strong>`;
    if (kind === "text") return html`<div class="msg">${value}</div>`;
    return value ? html`<p><small>${label}:</small> ${value}</p>` : "";
  })}`;
}

/** One lead as a row of the table: the form and time, the person, the details, the deliveries. */
function leadRow(lead: LeadView, configured: readonly DeliveryChannel[]) {
  const person = personOf(lead.form, lead.fields);
  return html`<tr id="lead-${lead.id}">
    <td data-label="Form and time">
      ${definitionOf(lead.form)?.label ?? lead.form}<br /><small>${time(lead.receivedAt)}</small>
      <br /><small>Lead id ${lead.id}</small> ${leadPayments(lead.payments, time)}
    </td>
    <td data-label="Contact">
      ${person.name}<br /><a href="${mailtoHref(person.email)}">${person.email}</a>
      ${person.phone ? html`<br /><a href="${telHref(person.phone)}">${person.phone}</a>` : ""}
    </td>
    <td data-label="Details">${leadDetails(lead)}${attributionDetails(lead.attribution)}</td>
    <td data-label="Deliveries">
      ${
        lead.spam
          ? html`<span class="failed">Spam</span>: honeypot filled, never sent`
          : html`<ul>
              ${lead.deliveries.map(
                (delivery) =>
                  html`<li>
                    <strong>${channelName(delivery.hook)}</strong>:
                    ${deliveryState(delivery, configured)}
                  </li>`,
              )}
            </ul>`
      }
    </td>
  </tr>`;
}

/** Leads as the owner's table, or one row saying `empty` when there are none. */
export function leadTable(
  leads: readonly LeadView[],
  configured: readonly DeliveryChannel[],
  empty: string,
) {
  const rows = leads.map((lead) => leadRow(lead, configured));
  return html`<table class="leads">
    <thead>
      <tr>
        <th scope="col">Form and time</th>
        <th scope="col">Contact</th>
        <th scope="col">Details</th>
        <th scope="col">Deliveries</th>
      </tr>
    </thead>
    <tbody>
      ${
        rows.length
          ? rows
          : html`<tr>
              <td colspan="4">${empty}</td>
            </tr>`
      }
    </tbody>
  </table>`;
}

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
  /** Stripe's payments that no stored lead explains (payment-views.ts). */
  unmatched?: readonly PaymentView[];
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
          <form class="inline" method="post" action="/admin/logout">
            <button type="submit">Sign out</button>
          </form>
        </nav>
      </header>
      ${notice ? html`<p role="status">${notice}</p>` : ""}
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

export function messagePage(title: string, message: string) {
  return layout(
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/admin/leads">Back to the leads</a></p>
    </div>`,
  );
}
