/**
 * The only reader of `VITE_*` variables. They are public: Vite writes them into the JavaScript
 * every visitor downloads, so only addresses belong here, never keys or tokens.
 *
 * Validated while prerendering (import.meta.env.SSR): a malformed URL stops `npm run build`
 * with a message naming the variable instead of shipping a broken form. The browser gets the
 * same values already checked, so the validator itself never ships to visitors.
 */
import * as z from "zod/mini";
import { LEAD_INBOX_PATHS } from "./lead-inbox";

const optionalUrl = () =>
  z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })]),
    ),
  );

/** Built on demand: a schema made at module level would keep zod in the browser bundle. */
function envSchema() {
  return z.object({
    VITE_SITE_URL: optionalUrl(),
    VITE_CONTACT_WEBHOOK_URL: optionalUrl(),
    VITE_EXIT_INTENT_WEBHOOK_URL: optionalUrl(),
    VITE_AUDIT_WEBHOOK_URL: optionalUrl(),
    VITE_AUDIT_PAYMENT_URL: optionalUrl(),
    VITE_GAS_BOOKING_EMBED_URL: optionalUrl(),
    VITE_ENTERPRISE_BOOKING_URL: optionalUrl(),
    VITE_SALES_PHOENIX_URL: optionalUrl(),
    VITE_GTM_ID: z.optional(
      z.string().check(z.trim(), z.regex(/^(GTM-[A-Z0-9]{4,12})?$/, "must look like GTM-XXXXXXX")),
    ),
  });
}

type RawEnv = Partial<Record<keyof z.infer<ReturnType<typeof envSchema>>, string>>;

export const DEFAULT_SITE_URL = "https://www.kestrel-ai.co.uk";
export const DEFAULT_SALES_PHOENIX_URL = "https://www.salesphoenix.co.uk";

/** Validates raw variables; exported for tests, the app uses `env` below. */
export type SiteEnv = ReturnType<typeof withDefaults>;

export function parseEnv(raw: RawEnv) {
  const result = envSchema().safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .map(
        (issue) =>
          `  ${issue.path.join(".")}: ${issue.message} (got "${String(raw[issue.path[0] as keyof RawEnv])}")`,
      )
      .join("\n");
    throw new Error(`Invalid site configuration in the environment or .env:\n${problems}`);
  }
  return withDefaults(raw);
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
    contactWebhookUrl: orUndefined(v.VITE_CONTACT_WEBHOOK_URL) ?? LEAD_INBOX_PATHS.contact,
    exitIntentWebhookUrl:
      orUndefined(v.VITE_EXIT_INTENT_WEBHOOK_URL) ?? LEAD_INBOX_PATHS.exitIntent,
    auditWebhookUrl: orUndefined(v.VITE_AUDIT_WEBHOOK_URL) ?? LEAD_INBOX_PATHS.audit,
    auditPaymentUrl: orUndefined(v.VITE_AUDIT_PAYMENT_URL),
    gasBookingEmbedUrl: orUndefined(v.VITE_GAS_BOOKING_EMBED_URL),
    enterpriseBookingUrl: orUndefined(v.VITE_ENTERPRISE_BOOKING_URL),
    salesPhoenixUrl: orUndefined(v.VITE_SALES_PHOENIX_URL) ?? DEFAULT_SALES_PHOENIX_URL,
    /** Google Tag Manager container; analytics and the cookie banner exist only when set. */
    gtmId: orUndefined(v.VITE_GTM_ID),
  };
}

const rawEnv: RawEnv = {
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_CONTACT_WEBHOOK_URL: import.meta.env.VITE_CONTACT_WEBHOOK_URL,
  VITE_EXIT_INTENT_WEBHOOK_URL: import.meta.env.VITE_EXIT_INTENT_WEBHOOK_URL,
  VITE_AUDIT_WEBHOOK_URL: import.meta.env.VITE_AUDIT_WEBHOOK_URL,
  VITE_AUDIT_PAYMENT_URL: import.meta.env.VITE_AUDIT_PAYMENT_URL,
  VITE_GAS_BOOKING_EMBED_URL: import.meta.env.VITE_GAS_BOOKING_EMBED_URL,
  VITE_ENTERPRISE_BOOKING_URL: import.meta.env.VITE_ENTERPRISE_BOOKING_URL,
  VITE_SALES_PHOENIX_URL: import.meta.env.VITE_SALES_PHOENIX_URL,
  VITE_GTM_ID: import.meta.env.VITE_GTM_ID,
};

export const env = import.meta.env.SSR ? parseEnv(rawEnv) : withDefaults(rawEnv);
