import * as z from "zod/mini";
import { DEFAULT_SITE_URL } from "../app/config/site";
import { parseTrustProxy, TRUST_PROXY_PROBLEM, type TrustProxy } from "./client-address";
import {
  HOOK_NAMES,
  HOOK_VARIABLES,
  OWNER_EMAIL_VARIABLES,
  type HookName,
} from "./delivery-channels";

/**
 * The server's settings, read from the environment when it starts (no rebuild needed). Webhook
 * addresses are credentials, so they live here and never in a `VITE_*` variable.
 */
export interface ServerConfig {
  host: string;
  port: number;
  /** postgres://… for a PostgreSQL server; unset for the embedded store under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  webhooks: Record<HookName, string | undefined>;
  /** Unit of the retry schedule: first retry within 1–2 units, give up after 8,640 (24 h). */
  retryBaseMs: number;
  webhookTimeoutMs: number;
  /** Leads per form and per client address in ten minutes; 0 turns the limit off. */
  leadRateLimit: number;
  adminPassword: string | undefined;
  /** The origin the pages are served from: the only one allowed to post leads across origins. */
  siteOrigin: string;
  /** Whose X-Forwarded-For gives the client's address (client-address.ts). */
  trustProxy: TrustProxy;
  /** Embedded store: below this much free space on its volume, leads are refused with 503. */
  minFreeBytes: number;
  /** A bearer token with which a monitor reads the outbox backlog from /healthz. */
  healthToken: string | undefined;
  /** LEAD_WEBHOOK_ATTRIBUTION=1: each webhook body gets an `attribution` object as well. */
  webhookAttribution: boolean;
  /** The owner's email about every lead; undefined when SMTP_URL and its partners are unset. */
  ownerEmail: OwnerEmailConfig | undefined;
  /**
   * The build's payment link (the same VITE_AUDIT_PAYMENT_URL, from the environment or .env), where
   * the £99 form posted without scripts is sent, as its script would send it.
   */
  auditPaymentUrl: string | undefined;
  /**
   * The signing secret of Stripe's webhook endpoint (whsec_…): with it, POST /api/payments/stripe
   * marks leads paid; without it that path answers 404.
   */
  stripeWebhookSecret: string | undefined;
}

export interface OwnerEmailConfig {
  /** smtp:// or smtps://, with the credentials inside: never printed (redactSmtpUrl). */
  smtpUrl: string;
  to: string[];
  from: string;
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_RETRY_BASE_MS = 10_000;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
export const DEFAULT_LEAD_RATE_LIMIT = 5;
/** Room for PGlite to finish any write it has started, new WAL segments (16 MB) included. */
export const DEFAULT_STORE_MIN_FREE_MB = 64;
const MB = 1024 * 1024;
/** Long enough that it cannot be guessed from the outside. */
const MIN_HEALTH_TOKEN_LENGTH = 24;

const emailAddressSchema = z.email({ error: "must be an email address" });
const addressList = z
  .string()
  .check(
    z.refine(
      (value) =>
        value.split(",").every((part) => emailAddressSchema.safeParse(part.trim()).success),
      "must be one or more email addresses, separated by commas",
    ),
  );
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const optionalUrl = z.optional(z.union([z.literal(""), httpUrl]));
const wholeNumber = (min: number) =>
  z
    .optional(z.string().check(z.regex(/^\d+$/, "must be a whole number")))
    .check(
      z.refine((value) => value === undefined || Number(value) >= min, `must be at least ${min}`),
    );

const schema = z.object({
  HOST: z.optional(z.string()),
  PORT: wholeNumber(0),
  DATABASE_URL: z.optional(
    z.union([
      z.literal(""),
      z.string().check(z.regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
    ]),
  ),
  DATA_DIR: z.optional(z.string()),
  ...Object.fromEntries(Object.values(HOOK_VARIABLES).map((variable) => [variable, optionalUrl])),
  LEAD_RETRY_BASE_MS: wholeNumber(1),
  LEAD_WEBHOOK_TIMEOUT_MS: wholeNumber(100),
  LEAD_RATE_LIMIT: wholeNumber(0),
  ADMIN_PASSWORD: z.optional(z.string()),
  VITE_SITE_URL: optionalUrl,
  VITE_AUDIT_PAYMENT_URL: optionalUrl,
  TRUST_PROXY: z.optional(
    z
      .string()
      .check(z.refine((value) => parseTrustProxy(value) !== undefined, TRUST_PROXY_PROBLEM)),
  ),
  LEAD_WEBHOOK_ATTRIBUTION: z.optional(z.enum(["0", "1", "true", "false"], "must be 1 or 0")),
  STORE_MIN_FREE_MB: wholeNumber(0),
  SMTP_URL: z.optional(
    z.url({ protocol: /^smtps?$/, hostname: /./, error: "must be an smtp:// or smtps:// URL" }),
  ),
  LEAD_NOTIFY_TO: z.optional(addressList),
  LEAD_NOTIFY_FROM: z.optional(emailAddressSchema),
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^whsec_\S+$/, "must be the endpoint's signing secret, whsec_…")),
  ),
  HEALTHZ_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(
          MIN_HEALTH_TOKEN_LENGTH,
          `must be at least ${MIN_HEALTH_TOKEN_LENGTH} characters`,
        ),
      ),
  ),
});

/** Every variable the server reads at start, from its parser: what the unknown-name check knows. */
export const SERVER_VARIABLES = Object.keys(schema.shape);

/** Minimum length that makes a password worth the name on a page anyone can reach. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** One setting the server refuses, and why; `message` is the line the owner reads. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Invalid server configuration:\n${problems.map((problem) => `  ${problem.message}`).join("\n")}`,
    );
  }
}

/** Webhook addresses and the database URL are credentials: an error never prints them. */
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "HEALTHZ_TOKEN",
  "SMTP_URL",
  "STRIPE_WEBHOOK_SECRET",
  ...Object.values(HOOK_VARIABLES),
]);

function describeValue(name: string, value: string): string {
  return SECRET_VARIABLES.has(name)
    ? `got ${value.length} characters, not shown because it is a credential`
    : `got "${value}"`;
}

/** Where a variable's value came from ("the environment" or ".env"), for the error messages. */
export type SourceOf = (name: string) => string;

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function parseServerConfig(
  raw: Record<string, string | undefined>,
  { defaultDataDir, sourceOf }: { defaultDataDir: string; sourceOf?: SourceOf },
): ServerConfig {
  const trimmed = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, raw[key]?.trim() || undefined]),
  );
  const problems: ConfigProblem[] = [];
  const problem = (variable: string, text: string) => {
    const where = sourceOf && trimmed[variable] !== undefined ? ` (in ${sourceOf(variable)})` : "";
    problems.push({ variable, message: `${variable}${where}: ${text}` });
  };
  const result = schema.safeParse(trimmed);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]);
      problem(name, `${issue.message} (${describeValue(name, trimmed[name] ?? "")})`);
    }
  }
  const admin = trimmed.ADMIN_PASSWORD;
  if (admin !== undefined && admin.length < MIN_ADMIN_PASSWORD_LENGTH) {
    problem("ADMIN_PASSWORD", `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const emailSet = OWNER_EMAIL_VARIABLES.filter((name) => trimmed[name] !== undefined);
  if (emailSet.length > 0 && emailSet.length < OWNER_EMAIL_VARIABLES.length) {
    const missing = OWNER_EMAIL_VARIABLES.filter((name) => !emailSet.includes(name));
    problems.push({
      variable: missing.join(", "),
      message: `${missing.join(", ")}: the owner's email needs all of ${OWNER_EMAIL_VARIABLES.join(", ")} set, or none of them (${emailSet.join(", ")} is set)`,
    });
  }
  if (problems.length || !result.success) throw new ConfigError(problems);
  const env = result.data;
  const webhookUrls = result.data as Record<string, string | undefined>;
  const number = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Number(value);
  return {
    host: env.HOST ?? "127.0.0.1",
    port: number(env.PORT, DEFAULT_PORT),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    webhooks: Object.fromEntries(
      HOOK_NAMES.map((hook) => [hook, webhookUrls[HOOK_VARIABLES[hook]] || undefined]),
    ) as Record<HookName, string | undefined>,
    retryBaseMs: number(env.LEAD_RETRY_BASE_MS, DEFAULT_RETRY_BASE_MS),
    webhookTimeoutMs: number(env.LEAD_WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_TIMEOUT_MS),
    leadRateLimit: number(env.LEAD_RATE_LIMIT, DEFAULT_LEAD_RATE_LIMIT),
    adminPassword: admin,
    siteOrigin: new URL(env.VITE_SITE_URL || DEFAULT_SITE_URL).origin,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    minFreeBytes: number(env.STORE_MIN_FREE_MB, DEFAULT_STORE_MIN_FREE_MB) * MB,
    healthToken: env.HEALTHZ_TOKEN,
    webhookAttribution:
      env.LEAD_WEBHOOK_ATTRIBUTION === "1" || env.LEAD_WEBHOOK_ATTRIBUTION === "true",
    ownerEmail:
      env.SMTP_URL && env.LEAD_NOTIFY_TO && env.LEAD_NOTIFY_FROM
        ? {
            smtpUrl: env.SMTP_URL,
            to: env.LEAD_NOTIFY_TO.split(",").map((address) => address.trim()),
            from: env.LEAD_NOTIFY_FROM,
          }
        : undefined,
    auditPaymentUrl: env.VITE_AUDIT_PAYMENT_URL || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}
