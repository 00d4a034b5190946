import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import { LEAD_INBOX_PATHS } from "../app/config/lead-inbox";
import { auditLeadSchema } from "../app/features/audit-form/audit-schema";
import { contactSchema } from "../app/features/contact-form/contact-schema";
import {
  exitIntentLeadSchema,
  exitIntentReportSchema,
} from "../app/features/exit-intent/exit-intent-schema";

export const MAX_LEAD_BYTES = 16 * 1024;

/** Each inbox validates with the very schema its form uses, so both agree on what a lead is. */
const inboxes = [
  { path: LEAD_INBOX_PATHS.contact, form: "contact", schema: contactSchema },
  { path: LEAD_INBOX_PATHS.exitIntent, form: "exit-intent", schema: exitIntentLeadSchema },
  {
    path: LEAD_INBOX_PATHS.audit,
    form: "audit",
    schema: z.union([exitIntentReportSchema, auditLeadSchema]),
  },
] as const;

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

/**
 * The local lead inbox: while no webhook is configured, forms post here and every lead is kept
 * as one JSON line in `leadsFile` (outside the served folder), and announced on the console.
 */
export function createLeadInbox({ leadsFile }: { leadsFile: string }) {
  const inbox = new Hono();

  for (const { path, form, schema } of inboxes) {
    inbox.post(
      path,
      bodyLimit({
        maxSize: MAX_LEAD_BYTES,
        onError: (c) => c.json({ error: `A lead must be under ${MAX_LEAD_BYTES / 1024} KB.` }, 413),
      }),
      async (c) => {
        if (!c.req.header("content-type")?.includes("application/json")) {
          return c.json({ error: "Send the lead as JSON (Content-Type: application/json)." }, 415);
        }
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return c.json({ error: "The body is not valid JSON." }, 400);
        }
        const result = schema.safeParse(body);
        if (!result.success) {
          return c.json({ error: `Invalid lead: ${describeIssues(result.error)}` }, 400);
        }
        const record = { receivedAt: new Date().toISOString(), form, lead: result.data };
        await mkdir(dirname(leadsFile), { recursive: true });
        await appendFile(leadsFile, `${JSON.stringify(record)}\n`);
        console.log(`lead received: ${form} from ${result.data.email}`);
        return c.json({ ok: true }, 201);
      },
    );
  }

  return inbox;
}
