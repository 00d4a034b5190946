import type { Logger } from "../log";
import type { Database } from "./sql";

/**
 * The schema, one step at a time. Steps are only ever appended: a running store has applied
 * the earlier ones. The same SQL runs on PGlite and on PostgreSQL.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id uuid PRIMARY KEY,
     form text NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now(),
     fields jsonb NOT NULL,
     spam boolean NOT NULL DEFAULT false,
     fingerprint text NOT NULL
   );
   CREATE INDEX leads_newest ON leads (received_at DESC);
   CREATE INDEX leads_fingerprint ON leads (fingerprint, received_at);

   CREATE TABLE deliveries (
     id bigserial PRIMARY KEY,
     lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     hook text NOT NULL,
     body text NOT NULL,
     state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     retry_until timestamptz,
     lease_token uuid,
     leased_until timestamptz,
     last_attempt_at timestamptz,
     last_status integer,
     last_error text,
     delivered_at timestamptz,
     UNIQUE (lead_id, hook)
   );
   CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';

   CREATE TABLE rate_events (
     bucket text NOT NULL,
     at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX rate_events_bucket ON rate_events (bucket, at);`,
  // One row that /healthz rewrites, to prove a write reaches the disk (store-probe.ts).
  `CREATE TABLE store_probe (
     id integer PRIMARY KEY,
     at timestamptz NOT NULL
   )`,
  // The owner's sessions, revocable one by one; a new ADMIN_PASSWORD starts a new generation,
  // which ends every session of the old one (admin-sessions.ts).
  `CREATE TABLE admin_credentials (
     id integer PRIMARY KEY CHECK (id = 1),
     password_hash text NOT NULL,
     generation uuid NOT NULL
   );
   CREATE TABLE admin_sessions (
     token_hash text PRIMARY KEY,
     generation uuid NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at)`,
  // Where each lead came from (lead-forms/attribution.ts); null for leads stored before it.
  "ALTER TABLE leads ADD COLUMN attribution jsonb",
  // What a form posted without scripts shows back on its page, for ten minutes, under a digest of
  // the token in its URL (store/form-feedback.ts): any instance answers it, a restart keeps it.
  `CREATE TABLE form_feedback (
     token_hash text PRIMARY KEY,
     form text NOT NULL,
     payload jsonb NOT NULL,
     sender text NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX form_feedback_sender ON form_feedback (sender, expires_at);
   CREATE INDEX form_feedback_expiry ON form_feedback (expires_at)`,
  // A person's data erased on request: when, and how many rows of each kind; never who
  // (person-data.ts). The owner's proof that a request was answered.
  `CREATE TABLE person_erasures (
     id bigserial PRIMARY KEY,
     erased_at timestamptz NOT NULL DEFAULT now(),
     matched_by text NOT NULL CHECK (matched_by IN ('email', 'phone')),
     counts jsonb NOT NULL
   )`,
  // Stripe's payments for the £99 audit (payments.ts): each event once by its id, and one row per
  // payment. `lead_id` is the Checkout Session's client_reference_id when it is a lead's id, with
  // no foreign key: a payment outlives its lead (retention, erasure) and may arrive before it is
  // matched, and whether a lead is there is read when the owner looks.
  `CREATE TABLE stripe_events (
     id text PRIMARY KEY,
     type text NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE payments (
     id bigserial PRIMARY KEY,
     session_id text UNIQUE,
     payment_intent text UNIQUE,
     client_reference_id text,
     lead_id uuid,
     amount bigint,
     currency text,
     paid_at timestamptz,
     refunded_amount bigint NOT NULL DEFAULT 0,
     refunded_at timestamptz,
     recorded_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX payments_lead ON payments (lead_id);
   CREATE INDEX payments_paid_at ON payments (paid_at)`,
  // The owner's emails about the site itself rather than a lead, a sign-in lockout for now
  // (owner-notices.ts): each is kept with its delivery, which the outbox sends like a lead's, so
  // a delivery belongs to a lead or to a notice, never both. A notice names nobody (no address,
  // no lead): a person's data holds none of it, and retention removes it with the leads' period.
  `CREATE TABLE owner_notices (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     details jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX owner_notices_kind ON owner_notices (kind, created_at);
   ALTER TABLE deliveries ALTER COLUMN lead_id DROP NOT NULL;
   ALTER TABLE deliveries
     ADD COLUMN notice_id bigint REFERENCES owner_notices (id) ON DELETE CASCADE;
   ALTER TABLE deliveries
     ADD CONSTRAINT deliveries_lead_or_notice CHECK ((lead_id IS NULL) <> (notice_id IS NULL));
   CREATE INDEX deliveries_notice ON deliveries (notice_id) WHERE notice_id IS NOT NULL`,
  // A payment whose person asked to be erased keeps its amount and date for the accounts but
  // loses its lead: this says it was an audit sold through the form, so it still takes a spot.
  `ALTER TABLE payments ADD COLUMN erased_at timestamptz`,
  // The site's content as the owner edits it (content-revisions.ts): one draft per document, whose
  // version refuses a save from a stale tab, and every publish as a revision of all documents,
  // with who published it and what changed field by field. No secret and no person's data.
  `CREATE TABLE content_drafts (
     document text PRIMARY KEY,
     content jsonb NOT NULL,
     version integer NOT NULL CHECK (version > 0),
     saved_at timestamptz NOT NULL DEFAULT now(),
     saved_by text NOT NULL
   );
   CREATE TABLE content_revisions (
     id bigserial PRIMARY KEY,
     content jsonb NOT NULL,
     published_at timestamptz NOT NULL DEFAULT now(),
     published_by text NOT NULL,
     changes jsonb NOT NULL,
     republished_from bigint REFERENCES content_revisions (id)
   )`,
  // Each publish of the site's content (published-releases.ts): who, when, which revision, the
  // content itself, and the checked release's files, from which every other server on the
  // database serves the same release. Only the newest releases keep their files.
  `CREATE TABLE published_releases (
     id bigserial PRIMARY KEY,
     revision_id text NOT NULL,
     author text NOT NULL,
     republished boolean NOT NULL,
     content jsonb NOT NULL,
     archive bytea,
     published_at timestamptz NOT NULL DEFAULT now()
   )`,
  // Why a payment is kept for the owner to review instead of counted as a £99 audit (payments.ts):
  // null when it counts. Payments kept before the checks count only if their lead was stored.
  `ALTER TABLE payments ADD COLUMN review text;
   UPDATE payments AS p SET review = 'no stored lead has its reference'
    WHERE p.paid_at IS NOT NULL AND p.erased_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM leads AS l WHERE l.id = p.lead_id);
   UPDATE payments SET review = 'paid in ' || upper(currency) || ', not GBP'
    WHERE review IS NULL AND paid_at IS NOT NULL AND lower(currency) <> 'gbp'`,
  // The one-time sign-in links emailed to the owner (sign-in-link-digests.ts): only each token's
  // digest, until it is used or has expired.
  `CREATE TABLE sign_in_links (
     token_hash text PRIMARY KEY,
     expires_at timestamptz NOT NULL
   )`,
  // /healthz counts the failed deliveries on every call (deliveries.ts backlog): through this
  // index, as the pending ones go through deliveries_due, instead of reading every delivery (on a
  // 400 MB store, 3 to 14 s a call, which held the engine from the leads meanwhile).
  "CREATE INDEX deliveries_failed ON deliveries (lead_id) WHERE state = 'failed'",
];

/**
 * Words of the refusal below, which every server build since the guard carries: a release whose
 * server has none of them would run on a newer store unchecked, so pruning removes it
 * (scripts/release/release-folders.ts). Keep them in the message.
 */
export const STORE_GUARD_MARK = "newer code has run on this store";

/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 7_201_001;

/**
 * The store was last migrated by newer code than this: an older release (a rollback, an old
 * checkout) must not write into a schema it does not know, so it stops instead.
 */
export class StoreTooNewError extends Error {
  constructor(
    readonly storeVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `The lead store's schema is at version ${storeVersion}, but this code knows only up to ` +
        `version ${codeVersion}: ${STORE_GUARD_MARK}. Deploy the newer code again, ` +
        `or restore a backup taken with this version (npm run restore).`,
    );
  }
}

/** `log` gets a line for each step applied, once the transaction holding them has committed. */
export async function migrate(db: Database, { log }: { log?: Logger } = {}): Promise<void> {
  const applied = await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const [row] = await tx.query<{ version: number }>(
      "SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations",
    );
    const current = row?.version ?? 0;
    if (current > MIGRATIONS.length) throw new StoreTooNewError(current, MIGRATIONS.length);
    const versions: number[] = [];
    for (let version = current + 1; version <= MIGRATIONS.length; version += 1) {
      for (const statement of splitStatements(MIGRATIONS[version - 1] ?? "")) {
        await tx.query(statement);
      }
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
      versions.push(version);
    }
    return versions;
  });
  for (const version of applied) log?.("store", { status: "migrated", version });
}

/** The extended protocol takes one statement per query; the migrations hold no literal `;`. */
function splitStatements(sql: string): string[] {
  return sql
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);
}
