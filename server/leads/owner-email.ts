import nodemailer from "nodemailer";
import { attributionSchema } from "../../lead-forms/attribution";
import { type OwnerEmailConfig } from "../config";
import { OWNER_EMAIL, OWNER_PAID_EMAIL } from "../delivery-channels";
import { paidLine } from "../payments/payment-text";
import type { LeadStore } from "../store/lead-store";
import type { ClaimedDelivery, LeadClaim } from "../store/deliveries";
import { ownerNoticeEmail } from "../admin/lockout-alerts";
import { signInLinkEmail } from "../admin/sign-in-links";
import { refundNoticeEmail } from "../payments/refund-notice";
import { publishNoticeEmail } from "../publish/publish-notices";
import type { EmailChannel } from "./delivery-attempt";
import { emailAttemptDeadlineMs, emailCutoffs } from "./email-cutoff";
import { buildOwnerEmail, type OwnerEmailMessage } from "./owner-email-message";
import type { SendOutcome } from "./webhook-sender";

/** An SMTP answer longer than this is cut on the owner's page and in the log. */
const MAX_ANSWER_LENGTH = 300;
const REDACTED = "[redacted]";

/**
 * Every form of the SMTP_URL's secrets that could show up in a message: the whole URL, and its
 * user name and password both as written and decoded. Longest first, so the URL goes as a whole.
 */
function secretsOf(smtpUrl: string): string[] {
  const url = new URL(smtpUrl);
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return [smtpUrl, url.href, url.password, decode(url.password), url.username, decode(url.username)]
    .filter((secret) => secret !== "")
    .sort((a, b) => b.length - a.length);
}

/**
 * What every message from this server to the owner is sent with: the SMTP_URL, each wait bounded
 * by `timeoutMs`, and no file or URL read on a message's behalf.
 */
function smtpSettings(url: string, timeoutMs: number) {
  return {
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  };
}

/** Text with the SMTP credentials taken out: what nodemailer says may quote the URL or the user. */
export function redactSmtpSecrets(text: string, smtpUrl: string): string {
  return secretsOf(smtpUrl).reduce((clean, secret) => clean.split(secret).join(REDACTED), text);
}

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * An SMTP failure as the outbox records it. An answer from the server says what it is: 4xx
 * (421 busy, 451 try later) is retried, 5xx (550 no such mailbox) fails at once and waits for
 * the owner's "Retry now". No answer at all (refused, unreachable, too slow) is retried.
 */
function smtpOutcome(error: unknown, smtpUrl: string): SendOutcome {
  const { message = String(error), code, responseCode, response } = error as NodemailerError;
  const clip = (text: string) => {
    const clean = redactSmtpSecrets(text.replace(/\s+/g, " ").trim(), smtpUrl);
    return clean.length > MAX_ANSWER_LENGTH ? `${clean.slice(0, MAX_ANSWER_LENGTH - 1)}…` : clean;
  };
  if (typeof responseCode === "number" && responseCode >= 400 && responseCode < 600) {
    const answer = response ?? message;
    const text = answer.startsWith(String(responseCode)) ? answer : `${responseCode} ${answer}`;
    return {
      ok: false,
      status: responseCode,
      error: `SMTP ${clip(text)}`,
      permanent: responseCode >= 500,
    };
  }
  if (code === "EABORT") {
    return { ok: false, status: null, error: "SMTP timeout: no complete answer in time" };
  }
  if (code === "ETIMEDOUT" || /timeout|timed out/i.test(message)) {
    return { ok: false, status: null, error: "SMTP timeout" };
  }
  return { ok: false, status: null, error: `SMTP ${code ?? "error"}: ${clip(message)}` };
}

/** SMTP connections kept open, and so the email attempts the outbox makes at once. */
const SMTP_CONNECTIONS = 2;

export interface OwnerEmailOptions {
  config: OwnerEmailConfig;
  /** Connection, greeting and each wait on the socket: an SMTP server that hangs is retried. */
  timeoutMs: number;
  /** The whole attempt's limit; emailAttemptDeadlineMs(timeoutMs) unless a test sets it. */
  deadlineMs?: number;
  /** The owner's page, linked from every email. */
  adminUrl: string;
  store: Pick<
    LeadStore,
    "leadForDelivery" | "paymentBySession" | "noticeForDelivery" | "keepSignInLink"
  >;
}

/** What an email says, besides who it is from and to; a notice's is plain text. */
type Email = Pick<OwnerEmailMessage, "subject" | "text"> &
  Partial<OwnerEmailMessage> & { messageId: string };

/**
 * The owner's email as a channel of the outbox: reads the lead (or the owner's notice) when its
 * email is due and sends it through SMTP_URL.
 */
export function createOwnerEmail({
  config,
  timeoutMs,
  deadlineMs = emailAttemptDeadlineMs(timeoutMs),
  adminUrl,
  store,
}: OwnerEmailOptions): EmailChannel {
  const transport = nodemailer.createTransport({
    ...smtpSettings(config.smtpUrl, timeoutMs),
    // Two kept-open connections: a burst of leads does not pay for a handshake each (the visitor's
    // requests share this process), and one the server dropped is replaced, its email retried.
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
  });
  const cutoff = emailCutoffs(transport);
  const messageIdHost = new URL(adminUrl).hostname || "localhost";

  /** The email about a claimed lead, or why there is none to send any more. */
  async function leadEmail(claim: LeadClaim): Promise<Email | string> {
    const lead = await store.leadForDelivery(claim.leadId);
    if (!lead) return "lead no longer stored";
    const attribution = attributionSchema.safeParse(lead.attribution ?? undefined);
    // The "Paid" email's body is the Checkout Session it is about (payments.ts).
    const paid = claim.hook === OWNER_PAID_EMAIL ? await paidLine(store, claim.body) : undefined;
    if (paid === null) return "payment no longer stored";
    const message = buildOwnerEmail(
      {
        id: claim.leadId,
        form: lead.form,
        receivedAt: lead.receivedAt,
        fields: lead.fields,
        attribution: attribution.success ? attribution.data : undefined,
        ...(paid ? { paid } : {}),
      },
      adminUrl,
    );
    return {
      ...message,
      messageId: `<${claim.leadId}.${paid ? "paid" : "lead"}@${messageIdHost}>`,
    };
  }

  /**
   * The email about one of the owner's notices (a sign-in lockout or link, a publish), as it is
   * when due; or why there is none to send.
   */
  async function noticeEmail(noticeId: string): Promise<Email | string> {
    const notice = await store.noticeForDelivery(noticeId);
    const message =
      notice &&
      (ownerNoticeEmail(notice, adminUrl) ??
        publishNoticeEmail(notice, adminUrl) ??
        refundNoticeEmail(notice, adminUrl) ??
        (await signInLinkEmail(notice, adminUrl, store)));
    if (typeof message === "string") return message;
    if (!message) return "notice no longer stored";
    return { ...message, messageId: `<notice-${noticeId}@${messageIdHost}>` };
  }

  return {
    concurrency: SMTP_CONNECTIONS,
    async send(claim: ClaimedDelivery): Promise<SendOutcome> {
      // Aborting closes the connection this message was on; the pool opens a new one for the next.
      const { signal, clear } = cutoff(deadlineMs);
      try {
        const email =
          claim.noticeId === undefined ? await leadEmail(claim) : await noticeEmail(claim.noticeId);
        if (typeof email === "string")
          return { ok: false, status: null, error: email, permanent: true };
        // The message id is the same on every attempt: a mail client shows a resent email (sent,
        // then the server died before it was recorded) as the one it already has.
        const info = await transport.sendMail({
          from: config.from,
          to: config.to,
          ...email,
          signal,
        });
        return { ok: true, status: Number(/^\d{3}/.exec(info.response)?.[0] ?? 250) };
      } catch (error) {
        return smtpOutcome(error, config.smtpUrl);
      } finally {
        clear();
      }
    },
    close: () => transport.close(),
  };
}

/**
 * The store the lead API saves through, planning the owner's email with every lead's webhook
 * deliveries, in the same transaction. Spam plans nothing, so it is never emailed.
 */
export function withOwnerEmailDelivery<Store extends Pick<LeadStore, "saveLead">>(
  store: Store,
): Store {
  return {
    ...store,
    saveLead: (lead, rateLimit) =>
      store.saveLead(
        lead.spam
          ? lead
          : { ...lead, deliveries: [...lead.deliveries, { hook: OWNER_EMAIL, body: "" }] },
        rateLimit,
      ),
  };
}
