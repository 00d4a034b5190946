import { definitionOf } from "../../lead-forms";
import { html } from "hono/html";
import * as z from "zod/mini";
import { attributionLines, type LeadAttribution } from "../../lead-forms/attribution";
import type { StoredFields } from "../../lead-forms/definition";
import { formLabelOf, subjectNounOf } from "../served-content";
import { personOf } from "./lead-forms";

/** The lead as the outbox reads it back from the store when the email is due. */
export interface OwnerEmailLead {
  id: string;
  form: string;
  receivedAt: Date;
  fields: StoredFields;
  attribution?: LeadAttribution;
  /** Set for the "Paid" email (payments/): what Stripe says was paid, e.g. "£99.00", and when. */
  paid?: { amount: string; at: Date; sessionId: string };
}

export interface OwnerEmailMessage {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, only when it is one, so "Reply" answers the lead. */
  replyTo?: { name: string; address: string };
}

const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "full",
  timeStyle: "short",
});

/**
 * "=?" opens an RFC 2047 encoded word ("=?UTF-8?B?SGFja2Vy?=" shows as "Hacker"), so a visitor
 * could make the subject or the reply name read as something they did not type. A zero-width
 * space after the "=" means no encoded word starts there, and the owner sees what was typed; the
 * space is not ASCII, so the word goes out inside one of nodemailer's own encoded words.
 */
const ENCODED_WORD_START = /=\?/g;

/**
 * A header value from what a visitor typed: no line breaks or other control characters (the
 * only way to start another header), no encoded words, and short enough to read in an inbox.
 */
function headerSafe(value: string, length = 120): string {
  const flat = oneLine(value);
  const short = flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
  return short.replace(ENCODED_WORD_START, "=\u200B?");
}

function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const emailAddress = z.email();

interface Line {
  label: string;
  value: string;
  long?: boolean;
}

/** Who, every field the form's definition shows, and where from: one list for both parts. */
function leadLines(lead: OwnerEmailLead): Line[] {
  const person = personOf(lead.form, lead.fields);
  const details = definitionOf(lead.form)?.details(lead.fields) ?? [];
  const lines: Line[] = [
    { label: "Name", value: person.name },
    { label: "Email", value: person.email },
    { label: "Phone", value: person.phone },
    ...details.map(({ kind, label, value }) => ({ label, value, long: kind === "text" })),
    ...attributionLines(lead.attribution),
  ];
  return lines
    .map((line) => (line.long ? line : { ...line, value: oneLine(line.value) }))
    .filter((line) => line.value !== "");
}

/** The owner's email about one lead: the form and the person in the subject, everything inside. */
export function buildOwnerEmail(lead: OwnerEmailLead, adminUrl: string): OwnerEmailMessage {
  const person = personOf(lead.form, lead.fields);
  const noun = subjectNounOf(lead.form);
  const who = headerSafe(person.name) || headerSafe(person.email) || "someone";
  const formLabel = formLabelOf(lead.form);
  const when = LONDON.format(lead.receivedAt);
  const link = `${adminUrl}#lead-${lead.id}`;
  const lines = leadLines(lead);
  const paid = lead.paid && {
    line: `Paid ${lead.paid.amount} on ${LONDON.format(lead.paid.at)} (London time), Stripe Checkout Session ${lead.paid.sessionId}.`,
  };
  const text = [
    ...(paid ? [paid.line, ""] : []),
    `${formLabel}, received ${when} (London time).`,
    "",
    ...lines.map(({ label, value, long }) =>
      long ? `${label}:\n${value}\n` : `${label}: ${value}`,
    ),
    "",
    `Lead id: ${lead.id}`,
    `See it with its deliveries: ${link}`,
  ].join("\n");
  const body = html`<!doctype html>
    <html lang="en-GB">
      <body style="font-family:sans-serif;line-height:1.5">
        ${paid ? html`<p><strong>${paid.line}</strong></p>` : ""}
        <p>${formLabel}, received ${when} (London time).</p>
        <table>
          ${lines.map(
            ({ label, value, long }) =>
              html`<tr>
                <th style="text-align:left;vertical-align:top;padding-right:1em">${label}</th>
                <td${long ? html` style="white-space:pre-wrap"` : ""}>${value}</td>
              </tr>`,
          )}
        </table>
        <p>Lead id: ${lead.id}<br /><a href="${link}">See it on the leads page</a></p>
      </body>
    </html>`;
  const address = person.email.trim();
  return {
    subject: lead.paid ? `Paid ${lead.paid.amount}: ${noun} from ${who}` : `New ${noun}: ${who}`,
    text,
    // Only plain strings and arrays go in, so hono renders it at once, never as a promise.
    html: String(body as string),
    ...(emailAddress.safeParse(address).success
      ? { replyTo: { name: headerSafe(person.name), address } }
      : {}),
  };
}
