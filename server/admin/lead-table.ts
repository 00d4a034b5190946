import { definitionOf } from "../../lead-forms";
/** The owner's table of leads: each lead's form, person, details, payments and deliveries. */
import { html } from "hono/html";
import { channelName, channelVariable, type DeliveryChannel } from "../delivery-channels";
import { deliveryStatus } from "../leads/delivery-status";
import { personOf } from "../leads/lead-forms";
import { formLabelOf } from "../served-content";
import type { DeliveryView, LeadView } from "../store/lead-store";
import { time } from "./admin-layout";
import { mailtoHref, telHref } from "./contact-links";
import { attributionDetails } from "./lead-source-views";
import { leadPayments } from "./payment-views";

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
      ${formLabelOf(lead.form)}<br /><small>${time(lead.receivedAt)}</small> <br /><small
        >Lead id ${lead.id}</small
      >
      ${leadPayments(lead, time)}
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
