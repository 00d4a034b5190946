import type { AnalyticsId } from "../../lead-forms";

/** Which form a lead came from, as reported to analytics (each definition's analyticsId). */
export type LeadFormId = AnalyticsId;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Records that our server has stored a lead (call only after the lead API answered 2xx). The event names the form and
 * nothing else: no name, email or phone ever goes to analytics. It is queued in `dataLayer`
 * whether or not Google Tag Manager is configured or consented to; GTM reads it only if both.
 */
export function trackLead(formId: LeadFormId): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: "generate_lead", form_id: formId });
}
