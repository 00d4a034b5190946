/**
 * Who hears about a lead: each form's webhook and the owner's email. A form whose leads reach
 * nobody (no webhook and no email) stops the launch; the admin page is where they can be read.
 */
import { MIN_ADMIN_PASSWORD_LENGTH } from "../../server/config";
import { OWNER_EMAIL_VARIABLES } from "../../server/delivery-channels";
import { checkVariable, fail, note, pass, RESTART, type CheckRow } from "./rows";

export const LEAD_CHANNEL_VARIABLES = [
  "AUDIT_WEBHOOK_URL",
  "CONTACT_WEBHOOK_URL",
  "EXIT_INTENT_WEBHOOK_URL",
  ...OWNER_EMAIL_VARIABLES,
  "ADMIN_PASSWORD",
] as const;
type LeadChannelVariable = (typeof LEAD_CHANNEL_VARIABLES)[number];
type Values = Partial<Record<LeadChannelVariable, string>>;

const WEBHOOKS = [
  {
    item: "Audit leads webhook",
    name: "AUDIT_WEBHOOK_URL",
    leads: "audit-form leads and popup report requests",
  },
  { item: "Contact leads webhook", name: "CONTACT_WEBHOOK_URL", leads: "contact-form leads" },
  { item: "Exit-intent leads webhook", name: "EXIT_INTENT_WEBHOOK_URL", leads: "popup leads" },
] as const;

const emailSet = (values: Values) => OWNER_EMAIL_VARIABLES.every((name) => values[name]);

function checkWebhook({ item, name, leads }: (typeof WEBHOOKS)[number], values: Values): CheckRow {
  if (values[name] || !emailSet(values)) {
    return checkVariable(
      item,
      name,
      values[name],
      `${leads} are stored, but nobody is told`,
      RESTART,
    );
  }
  return {
    ...note(
      item,
      `${name} is unset: ${leads} are emailed to the owner, and reach no CRM`,
      `To send them to a CRM too, set ${name} ${RESTART}`,
    ),
    variables: [name],
  };
}

function checkOwnerEmail(values: Values): CheckRow {
  return { ...ownerEmailRow(values), variables: OWNER_EMAIL_VARIABLES };
}

function ownerEmailRow(values: Values): CheckRow {
  const item = "Owner's lead email";
  // The addresses are the owner's own, not secrets; SMTP_URL holds a password and is never shown.
  if (emailSet(values)) return pass(item, `every lead is emailed to ${values.LEAD_NOTIFY_TO}`);
  const finding = `${OWNER_EMAIL_VARIABLES.join(", ")} are not all set: nobody is emailed about a lead`;
  const fix = `Set ${OWNER_EMAIL_VARIABLES.join(", ")} together ${RESTART}`;
  // With no webhook either, every lead is stored and nobody is told.
  const anyWebhook = WEBHOOKS.some(({ name }) => values[name]);
  return anyWebhook ? note(item, finding, fix) : fail(item, finding, fix);
}

export function leadChannelChecks(values: Values): CheckRow[] {
  return [
    ...WEBHOOKS.map((webhook) => checkWebhook(webhook, values)),
    checkOwnerEmail(values),
    checkVariable(
      "Owner's lead page",
      "ADMIN_PASSWORD",
      values.ADMIN_PASSWORD,
      "/admin/leads answers 404; stored leads show only in npm run leads on the server",
      `(${MIN_ADMIN_PASSWORD_LENGTH} characters or more) ${RESTART}`,
    ),
  ];
}
