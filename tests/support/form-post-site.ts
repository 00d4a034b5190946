import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { expect } from "vitest";
import { Form } from "../../app/components/lead-forms/form";
import { FORM_PAGES } from "../../lead-forms";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { Honeypot } from "../../app/components/lead-forms/honeypot";
import { PersonFields } from "../../app/components/lead-forms/person-fields";
import { TextAreaField, TextField } from "../../app/components/ui/field";
import { feedbackInStore } from "../../server/leads/feedback-tokens";
import { createFormPages } from "../../server/leads/form-pages";
import { createLeadApi } from "../../server/leads/lead-api";
import { loadRelease } from "../../server/publish/served-release";
import { createLeadStore } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import { testWithDatabase } from "./test-databases";

/**
 * The no-script form post specs' `formSite` fixture: the lead API and the form pages over a fresh
 * store, with the visitor's feedback kept in it. A spec asks for it by name from this `test`.
 */
export const SITE = "https://www.example.co.uk";
export const PAYMENT = "https://pay.example.co.uk/audit";

/**
 * The two form pages with their fields as the build renders them (the forms' own components run
 * in the browser tests, tests/e2e/no-javascript.spec.ts): React's markup of the same fields.
 */
function writeFormPages(clientDir: string) {
  // Inside an island's element, as the pages hold them, for the props the server rewrites.
  const form = (action: string, fields: ReactNode) =>
    h(
      "div",
      { "data-island": "form", "data-island-props": "{}" },
      h(Form, { form: null, onValid: () => {}, method: "post", action }, fields, h(Honeypot)),
    );
  const pages: [string, ReactNode][] = [
    [
      FORM_PAGES.contact.path,
      form("/api/leads/contact", [
        h(TextField, { key: 1, label: "Name", name: "name" }),
        h(TextField, { key: 2, label: "Email", type: "email", name: "email" }),
        h(TextField, { key: 3, label: "Subject", name: "subject" }),
        h(TextAreaField, { key: 4, label: "Message", name: "message" }),
      ]),
    ],
    [FORM_PAGES.audit.path, form("/api/leads/audit", h(PersonFields))],
  ];
  for (const [path, page] of pages) {
    mkdirSync(join(clientDir, path), { recursive: true });
    const html = `<!DOCTYPE html><html><body>${renderToString(page)}</body></html>`;
    writeFileSync(join(clientDir, path, "index.html"), html);
  }
  writeFileSync(
    join(clientDir, "_headers"),
    `/*\n  X-Frame-Options: DENY\n\n${FORM_PAGES.contact.path}\n  Content-Security-Policy: default-src 'self'\n`,
  );
}

function formSiteOn(database: Database, formPages: string) {
  const store = createLeadStore(database);
  // Kept in the store, as the server keeps it.
  const feedback = feedbackInStore(() => store);
  return {
    db: database,
    store,
    feedback,
    clientDir: formPages,
    app({ rateLimit = 5, withStore = true, trustProxy = false } = {}) {
      // Without the store, no feedback is kept either, as in a server whose store is not yet open.
      const kept = withStore ? feedback : feedbackInStore(() => null);
      const app = new Hono();
      app.route(
        "/",
        createLeadApi({
          store: () => (withStore ? store : null),
          accepting: () => true,
          onStored: () => undefined,
          onStoreError: () => undefined,
          rateLimit,
          siteOrigin: SITE,
          trustProxy,
          log: () => undefined,
          formPosts: { feedback: kept, auditPaymentUrl: PAYMENT },
        }),
      );
      const release = loadRelease(formPages);
      app.route("/", createFormPages({ release: () => release, feedback: kept }));
      return app;
    },
    async allLeads() {
      const [real, spam] = await Promise.all([
        store.listLeads({ limit: 100 }),
        store.listLeads({ limit: 100, spam: true }),
      ]);
      return [...real.leads, ...spam.leads];
    },
  };
}

export const test = testWithDatabase
  // eslint-disable-next-line no-empty-pattern -- vitest reads what a fixture needs from its first parameter
  .extend("formPages", { scope: "file" }, ({}, { onCleanup }) => {
    const clientDir = mkdtempSync(join(tmpdir(), "form-pages-"));
    onCleanup(() => rmSync(clientDir, { recursive: true, force: true }));
    writeFormPages(clientDir);
    return clientDir;
  })
  .extend("formSite", ({ database, formPages }) => formSiteOn(database, formPages));

export type FormSite = ReturnType<typeof formSiteOn>;

export function postForm(
  app: Hono,
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: SITE },
) {
  // The API on the site's own host, as one server serves both.
  return app.request(`${SITE}/api/leads/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export const CONTACT = {
  name: "Siân Jones",
  email: "sian@example.com",
  subject: "A new website",
  message: "Could you call me back about a new website?",
  [HONEYPOT_FIELD]: "",
};
export const CONTACT_WITHOUT_TRAP = Object.fromEntries(
  Object.entries(CONTACT).filter(([name]) => name !== HONEYPOT_FIELD),
);
export const AUDIT = {
  firstName: "Siân",
  lastName: "Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  [HONEYPOT_FIELD]: "",
};

/** A redirect's target, checked to carry nothing the visitor typed. */
export function location(response: Response): string {
  expect(response.status).toBe(303);
  const target = response.headers.get("location") ?? "";
  // The feedback token is random letters and digits: it may spell "Si" by chance, so it is
  // checked for its shape and left out of the search for what was typed.
  const token = /form-feedback=([^&#]*)/.exec(target)?.[1];
  if (token !== undefined) expect(token).toMatch(/^(sent|[\w-]{16,})$/);
  const rest = decodeURIComponent(target.replace(/form-feedback=[^&#]*/, "form-feedback="));
  for (const typed of ["Si", "sian", "example.com", "07700", "website", "Jones"]) {
    expect(rest).not.toContain(typed);
  }
  return target;
}

export async function followed(app: Hono, target: string) {
  const response = await app.request(target.replace(/#.*/, ""));
  return { response, html: await response.text() };
}
