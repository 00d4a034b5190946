/**
 * Where leads came from, on the owner's page: each lead's attribution beside its details, and
 * the summary of the last 7 and 30 days per form and per source above the list.
 */
import { html } from "hono/html";
import { attributionLines, type LeadAttribution } from "../../lead-forms/attribution";
import { LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { formLabelOf } from "../served-content";
import type { LeadSummary } from "../store/lead-store";
import type { SummaryRow } from "../store/lead-summary";
import { paidSummaryTable } from "./payment-views";

/** The lead's attribution as "Label: value" lines, or a plain word that nothing was recorded. */
export function attributionDetails(attribution: LeadAttribution | undefined) {
  const lines = attributionLines(attribution);
  if (!lines.length) return html`<p><small>Where from: not recorded</small></p>`;
  return html`${lines.map(
    ({ key, label, value }) =>
      html`<p data-attribution="${key}"><small>${label}:</small> ${value}</p>`,
  )}`;
}

function summaryTable(caption: string, heading: string, rows: readonly SummaryRow[]) {
  return html`<table>
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${heading}</th>
        <th scope="col">Last 7 days</th>
        <th scope="col">Last 30 days</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ({ key, last7, last30 }) =>
          html`<tr>
            <th scope="row">${key}</th>
            <td data-label="Last 7 days">${last7}</td>
            <td data-label="Last 30 days">${last30}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Every form, busiest first, those without a lead too, so a silent form shows as a zero. */
function formRows(summary: LeadSummary): SummaryRow[] {
  const counted = summary.byForm.map((row) => ({
    ...row,
    key: formLabelOf(row.key),
  }));
  const silent = LEAD_FORM_DEFINITIONS.filter(
    ({ id }) => !summary.byForm.some((row) => row.key === id),
  ).map(({ label }) => ({ key: label, last7: 0, last30: 0 }));
  return [...counted, ...silent];
}

/** The summary above the list: spam is never counted. */
export function summarySection(summary: LeadSummary) {
  return html`<section aria-labelledby="summary-heading" class="lead-summary">
    <h2 id="summary-heading">Summary</h2>
    ${summaryTable("Leads per form", "Form", formRows(summary))}
    ${
      summary.bySource.length
        ? summaryTable("Leads per source", "Source", summary.bySource)
        : html`<p>No leads in the last 30 days, so no sources yet.</p>`
    }
    ${paidSummaryTable(summary.paidBySource)}
  </section>`;
}
