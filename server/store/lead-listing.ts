import { cleanAttribution, type LeadAttribution } from "../../lead-forms/attribution";
import type { DeliveryChannel } from "../delivery-channels";
import { paymentsOfLeads, type PaymentView } from "./payment-listing";
import type { Database, Sql } from "./sql";

type DeliveryState = "pending" | "delivered" | "failed";

export interface DeliveryView {
  id: string;
  hook: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
}

export interface LeadView {
  id: string;
  form: string;
  receivedAt: Date;
  fields: Record<string, unknown>;
  /** Where the lead came from; undefined when nothing was recorded. */
  attribution?: LeadAttribution | undefined;
  spam: boolean;
  deliveries: DeliveryView[];
  /** Stripe's payments made with this lead's id (payments.ts), oldest first. */
  payments?: PaymentView[];
}

/** The columns `leadViews` reads, for a query that picks leads its own way (person-data.ts). */
export const LEAD_VIEW_COLUMNS = "id::text AS id, form, received_at, fields, attribution, spam";

export interface LeadRow {
  id: string;
  form: string;
  received_at: Date;
  fields: Record<string, unknown>;
  attribution: unknown;
  spam: boolean;
}

/** Leads as the owner reads them, each with its deliveries and payments, in the order given. */
export async function leadViews(db: Sql, leads: readonly LeadRow[]): Promise<LeadView[]> {
  const ids = leads.map((lead) => lead.id);
  const deliveries = ids.length
    ? await db.query<{
        id: string;
        lead_id: string;
        hook: DeliveryChannel;
        state: DeliveryState;
        attempts: number;
        next_attempt_at: Date;
        last_attempt_at: Date | null;
        last_status: number | null;
        last_error: string | null;
        delivered_at: Date | null;
      }>(
        `SELECT id::text AS id, lead_id::text AS lead_id, hook, state, attempts,
                next_attempt_at, last_attempt_at, last_status, last_error, delivered_at
           FROM deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY id`,
        [ids],
      )
    : [];
  const payments = await paymentsOfLeads(db, ids);
  return leads.map((lead) => ({
    id: lead.id,
    form: lead.form,
    receivedAt: new Date(lead.received_at),
    fields: typeof lead.fields === "string" ? JSON.parse(lead.fields) : lead.fields,
    attribution: cleanAttribution(
      typeof lead.attribution === "string" ? JSON.parse(lead.attribution) : lead.attribution,
    ),
    spam: lead.spam,
    deliveries: deliveries
      .filter((delivery) => delivery.lead_id === lead.id)
      .map((delivery) => ({
        id: delivery.id,
        hook: delivery.hook,
        state: delivery.state,
        attempts: delivery.attempts,
        nextAttemptAt: new Date(delivery.next_attempt_at),
        lastAttemptAt: delivery.last_attempt_at ? new Date(delivery.last_attempt_at) : null,
        lastStatus: delivery.last_status,
        lastError: delivery.last_error,
        deliveredAt: delivery.delivered_at ? new Date(delivery.delivered_at) : null,
      })),
    payments: payments.get(lead.id) ?? [],
  }));
}

/** The owner's view of the store (admin pages, CSV, `npm run leads`): leads with their deliveries. */
export function createLeadListing(db: Database) {
  return {
    /** Leads newest first, each with its deliveries. */
    async listLeads({
      limit,
      offset = 0,
      spam = false,
    }: {
      limit: number;
      offset?: number;
      spam?: boolean;
    }): Promise<{ leads: LeadView[]; total: number }> {
      const leads = await db.query<LeadRow>(
        `SELECT ${LEAD_VIEW_COLUMNS} FROM leads
          WHERE spam = $1 ORDER BY received_at DESC, id LIMIT $2 OFFSET $3`,
        [spam, limit, offset],
      );
      const [count] = await db.query<{ total: number }>(
        "SELECT count(*)::int AS total FROM leads WHERE spam = $1",
        [spam],
      );
      return { total: count?.total ?? 0, leads: await leadViews(db, leads) };
    },
  };
}
