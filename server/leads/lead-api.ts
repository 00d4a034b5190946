import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type * as z from "zod/mini";
import { HONEYPOT_FIELD, MAX_LEAD_BYTES } from "../../lead-forms/lead-api";
import { cleanAttribution } from "../../lead-forms/attribution";
import { attributionOfFormPage } from "./form-attribution";
import { clientAddress, type TrustProxy } from "../client-address";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import { rateBucket } from "../store/rate-limits";
import {
  formAnswers,
  formTooLarge,
  fromOwnPage,
  FORM_FOREIGN_MESSAGE,
  FORM_UNREADABLE_MESSAGE,
  isFormMediaType,
  plainTextOf,
  readFormBody,
  refusedFormPost,
  type FormPostOptions,
  type LeadAnswers,
} from "./form-answers";
import { isFormPage } from "./form-pages";
import { isLeadForm, leadForms } from "./lead-forms";

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in the last few minutes. Please wait ten minutes and try again, or call us.";
export const UNAVAILABLE_MESSAGE =
  "We could not save your details just now. Please try again in a moment.";

export interface LeadApiOptions {
  /** Null while the store is not yet reachable. */
  store: () => LeadStore | null;
  /** False once the server is shutting down. */
  accepting: () => boolean;
  onStored: () => void;
  /** The store refused or failed a lead: /healthz reports it at once. */
  onStoreError: () => void;
  rateLimit: number;
  siteOrigin: string;
  trustProxy: TrustProxy;
  /** LEAD_WEBHOOK_ATTRIBUTION: the webhook bodies carry the lead's attribution too. */
  webhookAttribution?: boolean;
  log: Logger;
  /** Set to take the contact and £99 forms posted without scripts (form-answers.ts). */
  formPosts?: FormPostOptions;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

/**
 * Whether a bot filled the honeypot, which a person never sees. Anything there but a string
 * (an object, an array, a number, null) is a bot's too; only absent or blank means a person.
 */
function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined;
}

/**
 * What a spam lead keeps: its known text fields, cut short, so the owner can see the pattern.
 * Nothing validated them, so what the store refuses is dropped (cutting can halve an emoji too).
 */
function spamFields(body: Record<string, unknown>, known: readonly string[]) {
  return Object.fromEntries(
    known.flatMap((key) => {
      const value = body[key];
      return typeof value === "string" ? [[key, plainTextOf(value.slice(0, 500))]] : [];
    }),
  );
}

function mediaTypeOf(c: Context): string | undefined {
  return c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
}

/**
 * Refused posts (invalid input) per form and address in the window: a visitor correcting a form
 * is refused a few times, a flood is refused hundreds. Off with LEAD_RATE_LIMIT=0, as leads are.
 */
export const REFUSALS_PER_LEAD = 6;
const REFUSAL_WINDOW_MS = 10 * 60_000;

function refusalLimiter(rateLimit: number) {
  return (store: LeadStore, form: string, sender: string) =>
    rateLimit === 0
      ? Promise.resolve(true)
      : store.takeRateToken(
          rateBucket(`refused:${form}`, sender),
          rateLimit * REFUSALS_PER_LEAD,
          REFUSAL_WINDOW_MS,
        );
}

/** The answers the page's script reads. */
function jsonAnswers(c: Context): LeadAnswers {
  return {
    invalid: (error) => c.json({ error: `Invalid lead: ${describeIssues(error)}` }, 400),
    refused: (status, message, retryAfterS) =>
      c.json({ error: message }, status, { "Retry-After": String(retryAfterS) }),
    // A bot is told exactly what a person is told, and learns nothing from it: its spam
    // lead's own random id, so a repeat gets the same id back, as a person's repeat does.
    stored: (id) => c.json({ ok: true, id }, 201),
  };
}

/**
 * POST /api/leads/:form. Answers 201 only once the lead is committed to the store; delivery to
 * the webhooks happens afterwards, from the outbox, so a webhook outage never reaches the visitor.
 */
export function createLeadApi(options: LeadApiOptions) {
  const { log } = options;
  const refusalAllowed = refusalLimiter(options.rateLimit);
  /** The store failed a request: /healthz reports it at once, and a log line says why. */
  function storeFailed(form: string, error: unknown, status = "store-faults") {
    options.onStoreError();
    log("lead", { id: null, form, status, error: (error as Error).message });
  }
  const api = new Hono();

  // Pages on a static host post here across origins: only the site's own origin may.
  api.use(
    "/api/leads/*",
    cors({
      origin: (origin) => (origin === options.siteOrigin ? origin : null),
      allowMethods: ["POST"],
      allowHeaders: ["Content-Type"],
      maxAge: 86_400,
    }),
  );

  api.post(
    "/api/leads/:form",
    bodyLimit({
      maxSize: MAX_LEAD_BYTES,
      onError: (c) =>
        isFormMediaType(mediaTypeOf(c))
          ? formTooLarge(c, options.siteOrigin)
          : c.json({ error: `A lead must be under ${MAX_LEAD_BYTES / 1024} KB.` }, 413),
    }),
    async (c) => {
      const form = c.req.param("form");
      if (!isLeadForm(form)) return c.json({ error: "No such form." }, 404);
      // Asked once, as the request arrives: one that came in before a SIGTERM is still served
      // while its body is read, as the drain promises.
      const accepting = options.accepting();
      const mediaType = mediaTypeOf(c);
      // A plain form post from a page whose scripts did not run (the contact and £99 forms).
      const formPost =
        isFormMediaType(mediaType) && isFormPage(form) && options.formPosts
          ? { page: form, options: options.formPosts }
          : undefined;
      if (formPost && !fromOwnPage(c, options.siteOrigin)) {
        return refusedFormPost(c, options.siteOrigin, 403, form, FORM_FOREIGN_MESSAGE);
      }
      if (!formPost && !accepting) {
        return c.json({ error: UNAVAILABLE_MESSAGE }, 503, { "Retry-After": "5" });
      }
      if (!formPost && mediaType !== "application/json") {
        return c.json({ error: "Send the lead as application/json." }, 415);
      }
      let body: unknown;
      if (formPost) {
        body = await readFormBody(c);
        if (!body)
          return refusedFormPost(c, options.siteOrigin, 400, form, FORM_UNREADABLE_MESSAGE);
      } else {
        try {
          body = await c.req.json();
        } catch {
          return c.json({ error: "The body is not valid JSON." }, 400);
        }
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return c.json({ error: "The body must be a JSON object." }, 400);
      }
      const fields = body as Record<string, unknown>;
      const definition = leadForms[form];
      const known = Object.keys(definition.schema.shape);
      const sender = clientAddress(c, options.trustProxy);
      const answer = formPost
        ? formAnswers(c, formPost.page, fields, known, {
            ...formPost.options,
            sender: rateBucket("feedback", sender),
            siteOrigin: options.siteOrigin,
            onKeepFailed: (error) => storeFailed(form, error, "feedback-not-kept"),
          })
        : jsonAnswers(c);
      if (!accepting) return answer.refused(503, UNAVAILABLE_MESSAGE, 5);
      const spam = honeypotFilled(fields);
      const parsed = definition.schema.safeParse(fields);
      const store = options.store();
      // Refused as a person's would be, honeypot or not: a filled honeypot changes nothing a
      // client can see, so it tells a bot nothing.
      if (!parsed.success) {
        // A store that fails to count lets the refusal through (it stores nothing anyway): the
        // visitor still learns what to correct.
        const limited =
          store &&
          !(await refusalAllowed(store, form, sender).catch((error: unknown) => {
            storeFailed(form, error);
            return true;
          }));
        return limited
          ? answer.refused(429, RATE_LIMITED_MESSAGE, 600)
          : answer.invalid(parsed.error);
      }
      if (!store) return answer.refused(503, UNAVAILABLE_MESSAGE, 5);

      // Unknown fields are gone here: the schemas keep only what they define.
      const lead = spam ? spamFields(fields, known) : (parsed.data as Record<string, unknown>);
      // Bad values are dropped, never a reason to refuse: the visitor did not type them.
      const attribution = cleanAttribution(
        formPost ? attributionOfFormPage(c, options.siteOrigin) : fields.attribution,
      );
      const hookAttribution = options.webhookAttribution ? (attribution ?? {}) : undefined;
      try {
        const { outcome, id } = await store.saveLead(
          {
            form,
            fields: lead,
            attribution,
            spam,
            deliveries: spam ? [] : definition.deliveries(parsed.data as never, hookAttribution),
            rateBucket: rateBucket(`lead:${form}`, sender),
          },
          options.rateLimit,
        );
        log("lead", { id: id ?? null, form, status: spam ? `spam-${outcome}` : outcome });
        if (outcome === "rate-limited") return answer.refused(429, RATE_LIMITED_MESSAGE, 600);
        if (outcome === "stored" && !spam) options.onStored();
        return answer.stored(id);
      } catch (error) {
        storeFailed(form, error);
        return answer.refused(503, UNAVAILABLE_MESSAGE, 5);
      }
    },
  );

  api.all("/api/leads/:form", (c) => c.json({ error: "Use POST." }, 405, { Allow: "POST" }));
  return api;
}
