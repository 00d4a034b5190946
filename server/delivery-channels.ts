/**
 * Where a lead is delivered: the forms' webhooks (each address in the variable the form
 * definitions name) and the owner's email channels, as the outbox, the owner's page and the
 * config parser name them.
 */
import { LEAD_FORM_DEFINITIONS, type HookName } from "../lead-forms";

export type { HookName };

/** The owner's email is one more delivery channel of the outbox, next to the webhooks. */
export const OWNER_EMAIL = "owner-email";
/** The owner's second email about a lead, "Paid", planned when Stripe says it was paid. */
export const OWNER_PAID_EMAIL = "owner-email-paid";
/** The owner's email about the site rather than a lead (a sign-in lockout: owner-notices.ts). */
export const OWNER_NOTICE_EMAIL = "owner-email-notice";
/** The channels the owner's email sends (its SMTP settings, its own slots in the outbox). */
const EMAIL_CHANNELS = [OWNER_EMAIL, OWNER_PAID_EMAIL, OWNER_NOTICE_EMAIL] as const;
type EmailChannelName = (typeof EMAIL_CHANNELS)[number];
export type DeliveryChannel = HookName | EmailChannelName;
export const isEmailChannel = (channel: string): channel is EmailChannelName =>
  (EMAIL_CHANNELS as readonly string[]).includes(channel);
/** The settings that must be set together for the owner's email. */
export const OWNER_EMAIL_VARIABLES = ["SMTP_URL", "LEAD_NOTIFY_TO", "LEAD_NOTIFY_FROM"] as const;

/** The variable a channel waits for, as the owner's page names it. */
export function channelVariable(channel: DeliveryChannel): string {
  return isEmailChannel(channel) ? "SMTP_URL" : HOOK_VARIABLES[channel as HookName];
}

/** What the owner's page calls a channel: the webhook's name, or "email to you". */
export function channelName(channel: DeliveryChannel): string {
  if (channel === OWNER_PAID_EMAIL) return "“Paid” email to you";
  if (channel === OWNER_NOTICE_EMAIL) return "sign-in alert email to you";
  return channel === OWNER_EMAIL ? "email to you" : `${channel} webhook`;
}

/** The environment variable that holds each webhook's address, from the forms' deliveries. */
export const HOOK_VARIABLES = hookVariables();
/** Every webhook, in the order the form definitions first name them. */
export const HOOK_NAMES = Object.keys(HOOK_VARIABLES) as HookName[];

function hookVariables(): Record<HookName, string> {
  const variables = new Map<HookName, string>();
  for (const { deliveries } of LEAD_FORM_DEFINITIONS) {
    for (const { hook, variable } of deliveries) {
      // Two forms feeding one hook must agree on where its address lives.
      if ((variables.get(hook) ?? variable) !== variable) {
        throw new Error(
          `Webhook ${hook} is given two variables: ${variables.get(hook)}, ${variable}`,
        );
      }
      variables.set(hook, variable);
    }
  }
  return Object.fromEntries(variables) as Record<HookName, string>;
}

/** The hooks with an address: deliveries to the others wait, stored, until one is set. */
export function configuredHooks(webhooks: Record<HookName, string | undefined>): HookName[] {
  return HOOK_NAMES.filter((hook) => webhooks[hook]);
}

/** Every channel that tells someone: the hooks with an address, and the owner's email if set. */
export function configuredChannels(
  webhooks: Record<HookName, string | undefined>,
  ownerEmail: unknown,
): DeliveryChannel[] {
  return [...configuredHooks(webhooks), ...(ownerEmail ? EMAIL_CHANNELS : [])];
}
