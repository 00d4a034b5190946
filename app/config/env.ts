/**
 * The only reader of `VITE_*` variables. They are public: Vite writes them into the JavaScript
 * every visitor downloads, so only addresses belong here, never keys or tokens.
 *
 * Validated while prerendering (import.meta.env.SSR): a malformed URL stops `npm run build`
 * with a message naming the variable instead of shipping a broken form. The browser gets the
 * same values already checked, so the validator itself never ships to visitors.
 */
import * as z from "zod/mini";
import { MOVED_TO_SERVER, type VITE_VARIABLES } from "../../shared/env-names";
import { DEFAULT_SITE_URL } from "./site";

const optionalUrl = () =>
  z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })]),
    ),
  );

/** A whole, positive number of milliseconds, or nothing. */
const optionalMs = () =>
  z.optional(
    z.string().check(z.trim(), z.regex(/^([1-9]\d*)?$/, "must be a whole number of milliseconds")),
  );

/** Built on demand: a schema made at module level would keep zod in the browser bundle. */
function envSchema() {
  const shape = {
    /** Vite's mode: `production` for `npm run build`, `e2e` for the browser tests' build. */
    MODE: z.optional(z.string()),
    VITE_SITE_URL: optionalUrl(),
    VITE_LEAD_API_ORIGIN: optionalUrl(),
    VITE_AUDIT_PAYMENT_URL: optionalUrl(),
    VITE_GAS_BOOKING_EMBED_URL: optionalUrl(),
    VITE_ENTERPRISE_BOOKING_URL: optionalUrl(),
    VITE_SALES_PHOENIX_URL: optionalUrl(),
    VITE_GTM_ID: z.optional(
      z.string().check(z.trim(), z.regex(/^(GTM-[A-Z0-9]{4,12})?$/, "must look like GTM-XXXXXXX")),
    ),
    VITE_E2E_LEAD_TIMEOUT_MS: optionalMs(),
    VITE_E2E_URGENCY_MODE: z.optional(
      z.enum(["", "weekday", "capacity"], "must be weekday or capacity"),
    ),
  } satisfies Record<(typeof VITE_VARIABLES)[number] | "MODE", unknown>;
  return z.object(shape);
}

type RawEnv = Partial<Record<keyof z.infer<ReturnType<typeof envSchema>>, string>>;

export const DEFAULT_SALES_PHOENIX_URL = "https://www.salesphoenix.co.uk";

/** Validates raw variables; exported for tests, the app uses `env` below. */
export type SiteEnv = ReturnType<typeof withDefaults>;

export function parseEnv(raw: RawEnv & Record<string, unknown>) {
  const result = envSchema().safeParse(raw);
  const problems = result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `  ${issue.path.join(".")}: ${issue.message} (got "${String(raw[issue.path[0] as keyof RawEnv])}")`,
      );
  // The brief gives the lead API 15 s; only the browser tests' build may wait less, so a test of
  // an API that never answers does not take 15 s. A real build that sets it stops here.
  if (raw.VITE_E2E_LEAD_TIMEOUT_MS?.trim() && raw.MODE !== "e2e") {
    problems.push(
      `  VITE_E2E_LEAD_TIMEOUT_MS: only the browser tests' build (--mode e2e) may change the lead timeout`,
    );
  }
  // Where "spots left" comes from is the business's fact (site.urgency.mode), never a build's.
  if (raw.VITE_E2E_URGENCY_MODE?.trim() && raw.MODE !== "e2e") {
    problems.push(
      `  VITE_E2E_URGENCY_MODE: only the browser tests' build (--mode e2e) may change site.urgency.mode`,
    );
  }
  for (const name of MOVED_TO_SERVER) {
    if (typeof raw[name] === "string" && raw[name].trim()) {
      const serverName = name.replace(/^VITE_/, "");
      problems.push(
        `  ${name}: webhook addresses must not reach the browser; set ${serverName} on the server instead`,
      );
    }
  }
  if (problems.length) {
    throw new Error(
      `Invalid site configuration in the environment or .env:\n${problems.join("\n")}`,
    );
  }
  return withDefaults(raw);
}

/** Only the origin counts: a path or a trailing slash on the variable is dropped. */
function leadApiOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function withDefaults(raw: RawEnv) {
  // Vite's env also carries booleans (DEV, PROD, SSR): only strings are settings.
  const v = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      typeof value === "string" ? value.trim() : undefined,
    ]),
  ) as RawEnv;
  const orUndefined = (value: string | undefined) => (value ? value : undefined);
  return {
    siteUrl: (orUndefined(v.VITE_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, ""),
    /**
     * Origin of the lead API when the pages sit on a static host and the API on a Node host;
     * unset, forms post to the pages' own origin. Never a webhook: those stay on the server.
     */
    leadApiOrigin: leadApiOrigin(orUndefined(v.VITE_LEAD_API_ORIGIN)),
    auditPaymentUrl: orUndefined(v.VITE_AUDIT_PAYMENT_URL),
    gasBookingEmbedUrl: orUndefined(v.VITE_GAS_BOOKING_EMBED_URL),
    enterpriseBookingUrl: orUndefined(v.VITE_ENTERPRISE_BOOKING_URL),
    salesPhoenixUrl: orUndefined(v.VITE_SALES_PHOENIX_URL) ?? DEFAULT_SALES_PHOENIX_URL,
    /** Google Tag Manager container; analytics and the cookie banner exist only when set. */
    gtmId: orUndefined(v.VITE_GTM_ID),
    /** How long a form waits for the lead API; unset, the brief's 15 s (lib/post-lead.ts). */
    leadTimeoutMs: v.VITE_E2E_LEAD_TIMEOUT_MS ? Number(v.VITE_E2E_LEAD_TIMEOUT_MS) : undefined,
    /** The browser tests' build of site.urgency.mode, so one build shows each mode; unset, site's. */
    urgencyMode: orUndefined(v.VITE_E2E_URGENCY_MODE) as "weekday" | "capacity" | undefined,
  };
}

const rawEnv: RawEnv = {
  MODE: import.meta.env.MODE,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_LEAD_API_ORIGIN: import.meta.env.VITE_LEAD_API_ORIGIN,
  VITE_AUDIT_PAYMENT_URL: import.meta.env.VITE_AUDIT_PAYMENT_URL,
  VITE_GAS_BOOKING_EMBED_URL: import.meta.env.VITE_GAS_BOOKING_EMBED_URL,
  VITE_ENTERPRISE_BOOKING_URL: import.meta.env.VITE_ENTERPRISE_BOOKING_URL,
  VITE_SALES_PHOENIX_URL: import.meta.env.VITE_SALES_PHOENIX_URL,
  VITE_GTM_ID: import.meta.env.VITE_GTM_ID,
  VITE_E2E_LEAD_TIMEOUT_MS: import.meta.env.VITE_E2E_LEAD_TIMEOUT_MS,
  VITE_E2E_URGENCY_MODE: import.meta.env.VITE_E2E_URGENCY_MODE,
};

export const env = import.meta.env.SSR ? parseEnv(rawEnv) : withDefaults(rawEnv);
