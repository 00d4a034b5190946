import nodemailer from "nodemailer";
import type { OwnerEmailConfig, ServerConfig } from "../config";
import type { Logger } from "../log";
import { redactSmtpSecrets, smtpSettings } from "../leads/owner-email";
import type { Lockout } from "./sign-in-limits";

/** Tells the owner that the sign-in limits refused someone (admin-routes.ts). */
export type LockoutAlert = (lockout: Lockout) => void;

/**
 * The owner's email about a sign-in lockout, sent straight through SMTP_URL rather than the
 * outbox: the outbox's deliveries each belong to a stored lead (`deliveries.lead_id` is required),
 * and a lockout is not one. One attempt, no retries: the log line is the record that stays, and
 * the next episode sends again. Never awaited by the sign-in, so a slow mail server holds up nobody.
 */
function createLockoutAlerts({
  config,
  timeoutMs,
  adminUrl,
  log,
}: {
  config: OwnerEmailConfig;
  timeoutMs: number;
  adminUrl: string;
  log: Logger;
}): LockoutAlert {
  const transport = nodemailer.createTransport(smtpSettings(config.smtpUrl, timeoutMs));
  const host = new URL(adminUrl).host;
  return (lockout) => {
    const who =
      lockout === "site-wide"
        ? "Too many wrong passwords from many addresses reached the site-wide ceiling"
        : "Too many wrong passwords from one address locked that address out";
    transport
      .sendMail({
        from: config.from,
        to: config.to,
        subject: `Sign-in to ${host} locked: someone is guessing the password`,
        text: [
          `${who} of the owner's page, ${adminUrl}.`,
          "",
          "A browser you have signed in with before still gets in with the right password.",
          "From a new browser, wait 15 minutes or run `npm run admin:unlock` on the server.",
          "If this was not you, think about changing ADMIN_PASSWORD.",
        ].join("\n"),
      })
      .then(
        () => log("admin", { status: "lockout-emailed", lockout }),
        (error: unknown) =>
          log("admin", {
            status: "lockout-email-failed",
            lockout,
            error: redactSmtpSecrets(String((error as Error).message ?? error), config.smtpUrl),
          }),
      );
  };
}

/** The runtime's alerts: none without the owner's email. */
export function lockoutAlertsFor(
  config: Pick<ServerConfig, "ownerEmail" | "webhookTimeoutMs" | "siteOrigin">,
  log: Logger,
): LockoutAlert | undefined {
  if (!config.ownerEmail) return undefined;
  return createLockoutAlerts({
    config: config.ownerEmail,
    timeoutMs: config.webhookTimeoutMs,
    adminUrl: `${config.siteOrigin}/admin/login`,
    log,
  });
}
