import type { Context } from "hono";
import type * as z from "zod/mini";
import { MAX_LEAD_BYTES } from "../../lead-forms/lead-api";
import { paymentLinkFor } from "../../lead-forms/payment-link";
import type { FormPageId } from "../../lead-forms";
import { AUDIT_THANK_YOU_PATH } from "../../lead-forms/gas-audit";
import { isPlainText } from "../../lead-forms/lead-fields";
import type { FeedbackStore, FormFeedback } from "./feedback-tokens";
import { feedbackDetailsHtml } from "./form-page-html";
import { formPageUrl, isFormPage, plainFormPage, SENT_TOKEN } from "./form-pages";

/** What the lead API needs to answer a form posted without scripts. */
export interface FormPostOptions {
  feedback: FeedbackStore;
  /** Where the £99 form sends a buyer once the lead is stored; unset, the thank-you page. */
  auditPaymentUrl: string | undefined;
}

/** How the API answers one lead: JSON for the page's script, redirects for a plain form post. */
export interface LeadAnswers {
  invalid(error: z.core.$ZodError): Response | Promise<Response>;
  refused(status: 429 | 503, message: string, retryAfterS: number): Response | Promise<Response>;
  stored(id: string | undefined): Response;
}

export const FORM_INVALID_MESSAGE =
  "Nothing has been sent yet. Please correct the fields marked below and send it again.";
const FORM_TOO_LARGE_MESSAGE = `That was too much to send: a message must be under ${MAX_LEAD_BYTES / 1024} KB. Go back with your browser's back button, shorten it, and send it again.`;
export const FORM_FOREIGN_MESSAGE =
  "The form was sent from a page that is not ours, so we did not accept it. Please use the form on our site.";
export const FORM_UNREADABLE_MESSAGE =
  "We could not read what the form sent. Please go back and send it again.";

/** How a browser sends a `<form method="post">`. */
export function isFormMediaType(mediaType: string | undefined): boolean {
  return mediaType === "application/x-www-form-urlencoded" || mediaType === "multipart/form-data";
}

/**
 * Whether a plain form post comes from a page of this site. CORS guards only the script's JSON
 * (it needs a preflight); a form post from another site arrives without one, but a browser names
 * the page's origin in `Origin` (or, in older ones, `Referer`). A browser that sends neither is
 * let through, as anything that is not a browser could post anyway.
 */
export function fromOwnPage(c: Context, siteOrigin: string): boolean {
  const source = c.req.header("origin") ?? c.req.header("referer");
  if (source === undefined) return true;
  try {
    const { origin, host } = new URL(source);
    return origin === siteOrigin || host === new URL(c.req.url).host;
  } catch {
    // "null" from a sandboxed frame or a privacy setting: nothing shows the post is ours.
    return false;
  }
}

/**
 * Whether the page that posted is on a host other than this API's. fromOwnPage let it through, so
 * that page is on VITE_SITE_URL's origin: the pages sit on a static host, the API on its own.
 */
function postedFromAnotherHost(c: Context): boolean {
  const source = c.req.header("origin") ?? c.req.header("referer");
  if (source === undefined) return false;
  try {
    return new URL(source).host !== new URL(c.req.url).host;
  } catch {
    return false;
  }
}

/**
 * Where an answer to a form post sends the visitor for one of the site's pages: on VITE_SITE_URL's
 * origin when the post came from a page on another host (the pages on a static host), where a
 * relative address would leave them on this API's host; else on this host.
 */
function onSiteOf(c: Context, siteOrigin: string): (path: string) => string {
  return postedFromAnotherHost(c) ? (path) => `${siteOrigin}${path}` : (path) => path;
}

/** The form's page on the site, or its home page for a form with no page of its own. */
const formOnSite = (c: Context, siteOrigin: string, form: string) =>
  onSiteOf(c, siteOrigin)(isFormPage(form) ? formPageUrl(form) : "/");

/** A short page for a form post refused before it is read as a lead, linking back to its form. */
export function refusedFormPost(
  c: Context,
  siteOrigin: string,
  status: 400 | 403 | 413,
  form: string,
  text: string,
) {
  return plainFormPage(c, status, form, text, { back: formOnSite(c, siteOrigin, form) });
}

/** The text without the characters the store refuses (isPlainText), one code point at a time. */
export function plainTextOf(value: string): string {
  let plain = "";
  for (const character of value) if (isPlainText(character)) plain += character;
  return plain;
}

/** The first message for each field the schema refused. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form post's answers: a 303 the browser follows with a GET. A problem goes back to the form,
 * whose page shows the message and the typed values kept in the store under a random token
 * (never in the URL). A stored lead goes where the form's script would go: the contact form's
 * page saying it was sent, the £99 form's payment link or thank-you page. A bot's spam is
 * answered alike.
 *
 * When the store cannot keep the feedback (it is down, or not yet open), a redirect would lose
 * it: the answer is then a short page of its own, with the problem's status, that says what went
 * wrong, which fields to correct and what was typed, and sends the visitor back to the form with
 * the back button, which keeps the form as it was. Not the form's own page written here: on a
 * static-host deployment this API's host does not serve the site's pages.
 */
export function formAnswers(
  c: Context,
  form: FormPageId,
  fields: Record<string, unknown>,
  known: readonly string[],
  {
    feedback,
    auditPaymentUrl,
    sender,
    siteOrigin,
    onKeepFailed,
  }: FormPostOptions & {
    /** A hash of the poster's address: whose feedback it is. */
    sender: string;
    /** VITE_SITE_URL's origin: where the pages are, when this API is on a host of its own. */
    siteOrigin: string;
    /** The store could not keep the feedback: to log it, and tell /healthz. */
    onKeepFailed: (error: unknown) => void;
  },
): LeadAnswers {
  const onSite = onSiteOf(c, siteOrigin);
  // Only what the store can hold (jsonb refuses NUL and lone surrogates): the fields refused
  // for such characters come back without them.
  const values = Object.fromEntries(
    known.flatMap((key) => {
      const value = fields[key];
      return typeof value === "string" ? [[key, plainTextOf(value)]] : [];
    }),
  );
  const back = async (
    status: 400 | 429 | 503,
    message: string,
    errors: Record<string, string> = {},
    retryAfterS?: number,
  ) => {
    const shown: FormFeedback = { form, outcome: "problem", message, errors, values };
    try {
      return c.redirect(onSite(formPageUrl(form, await feedback.keep(shown, sender))), 303);
    } catch (error) {
      onKeepFailed(error);
      return plainFormPage(c, status, form, message, {
        back: formOnSite(c, siteOrigin, form),
        details: feedbackDetailsHtml(shown),
        retryAfterS,
      });
    }
  };
  return {
    invalid: (error) => back(400, FORM_INVALID_MESSAGE, fieldErrors(error)),
    refused: (status, message, retryAfterS) => back(status, message, {}, retryAfterS),
    stored(id) {
      if (form === "audit") {
        // The lead's id goes with the buyer, so Stripe's webhook says which lead paid.
        const next = auditPaymentUrl
          ? paymentLinkFor(auditPaymentUrl, id)
          : onSite(AUDIT_THANK_YOU_PATH);
        return c.redirect(next, 303);
      }
      return c.redirect(onSite(formPageUrl(form, SENT_TOKEN)), 303);
    },
  };
}

/** The body of a plain form post, or undefined when it cannot be read. */
export async function readFormBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
}

export const formTooLarge = (c: Context, siteOrigin: string) =>
  refusedFormPost(c, siteOrigin, 413, c.req.param("form") ?? "", FORM_TOO_LARGE_MESSAGE);
