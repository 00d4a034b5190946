import { Hono, type Context } from "hono";
import { FORM_PAGES, type FormPageId } from "../../lead-forms";
import type { FormPage } from "../../lead-forms/definition";
import { leadApiPath } from "../../lead-forms/lead-api";
import { phoneHref } from "../../app/content-model/business-format";
import { FEEDBACK_PARAM } from "../../lead-forms/server-feedback";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import type { ServedRelease } from "../publish/served-release";
import { servedContent } from "../served-content";
import type { FeedbackStore, FormFeedback } from "./feedback-tokens";
import { escapeHtml, pageWithFeedback } from "./form-page-html";

/**
 * The token that says "sent" with nothing kept, so it needs no memory and holds on any instance
 * of the server: what typed values a sent message had are no longer needed.
 */
export const SENT_TOKEN = "sent";

/** The contact form once its lead is stored: empty again, under the script's toast's words. */
const SENT: FormFeedback = {
  form: "contact",
  outcome: "sent",
  message: CONTACT_SUCCESS,
  errors: {},
  values: {},
};

export function isFormPage(form: string): form is FormPageId {
  return Object.hasOwn(FORM_PAGES, form);
}

export function formPageUrl(form: FormPageId, token?: string): string {
  const { path, anchor } = FORM_PAGES[form];
  return `${path}${token ? `?${FEEDBACK_PARAM}=${token}` : ""}#${anchor}`;
}

/**
 * Pages made for one visitor: never cached, never indexed, and their token sent to no other site.
 * Not `no-referrer`: that also blanks the `Origin` of the form's next post, which is then refused.
 */
const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

/** Loads nothing and runs nothing: a plain page of text and one link. */
const PLAIN_PAGE_CSP =
  "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A short page for a form post that cannot go back to its form with the values kept (too large
 * to read, not from this site, or the store could not keep them: `details` then says what to
 * correct and what was typed), in place of the JSON a script would get.
 */
export function plainFormPage(
  c: Context,
  status: 400 | 403 | 413 | 429 | 503,
  form: string,
  text: string,
  {
    back = isFormPage(form) ? formPageUrl(form) : "/",
    details = "",
    retryAfterS,
  }: {
    /** The form's page; on the pages' own origin when this API is on a host of its own. */
    back?: string;
    /** HTML, escaped already (feedbackDetailsHtml). */
    details?: string;
    retryAfterS?: number;
  } = {},
) {
  const { brand, email, phone } = servedContent().business;
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Your details were not sent | ${escapeHtml(brand)}</title></head><body><main>`,
    `<h1>Your details were not sent</h1><p>${escapeHtml(text)}</p>${details}`,
    `<p>You can also email <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> or call `,
    `<a href="${escapeHtml(phoneHref(phone))}">${escapeHtml(phone)}</a>.</p>`,
    `<p><a href="${escapeHtml(back)}">Back to the form</a></p></main></body></html>`,
  ].join("");
  return c.html(html, status, {
    ...PRIVATE_PAGE_HEADERS,
    "Content-Security-Policy": PLAIN_PAGE_CSP,
    ...(retryAfterS === undefined ? {} : { "Retry-After": String(retryAfterS) }),
  });
}

/** The feedback is kept, but the store cannot be read just now: a reload finds it later. */
export const FEEDBACK_UNREADABLE_MESSAGE =
  "We could not load what happened to your form just now. Please reload this page in a minute.";

/**
 * GET of a form's page with a feedback token: the prerendered page, with the form showing what
 * happened to the visitor's post and what they typed. Without a token the site's files answer as
 * usual; an unknown or expired token goes back to the plain page. While the store cannot be
 * read, a short page says to reload: the token still holds, for up to ten minutes.
 */
export function createFormPages({
  release,
  feedback,
}: {
  /** The release the request is answered from (served-release.ts): the page comes from it. */
  release: (c: Context) => ServedRelease;
  feedback: FeedbackStore;
}) {
  const pages = new Hono();
  for (const [form, page] of Object.entries(FORM_PAGES) as [FormPageId, FormPage][]) {
    pages.get(page.path, async (c, next) => {
      const token = c.req.query(FEEDBACK_PARAM);
      if (token === undefined) return next();
      let found: FormFeedback | undefined;
      try {
        found = token === SENT_TOKEN ? SENT : await feedback.find(token);
      } catch {
        return plainFormPage(c, 503, form, FEEDBACK_UNREADABLE_MESSAGE, { retryAfterS: 60 });
      }
      if (found?.form !== form) return c.redirect(formPageUrl(form), 303);
      const served = release(c);
      const html = await served.page(page.path);
      return c.html(pageWithFeedback(html, leadApiPath(form), found) ?? html, 200, {
        ...served.headerRules.forPath(page.path),
        ...PRIVATE_PAGE_HEADERS,
      });
    });
  }
  return pages;
}
