/** The launch check's inputs as the shipped site has them, and as a site ready to go live. */
import { DEFAULT_SITE_URL } from "../../app/config/site";
import { launchItems } from "../../app/content-model/launch-items";
import { defaultSiteContent } from "../../app/content-model/registry";
import type { CheckRow, LaunchInputs, SiteFacts } from "./checks";
import { SHIPPED_FACTS } from "./shipped-defaults";

export const REAL_FOUNDER = {
  name: "Alex Real",
  profileUrl: "https://www.linkedin.com/in/alex-real",
};
export const REAL_SITE: SiteFacts = {
  companyNumber: "09876543",
  address: { street: "12 Example Road", postcode: "M1 2AB" },
  email: "hello@real-agency.co.uk",
  phone: { display: "0161 123 4567", href: "tel:+441611234567" },
  founders: [REAL_FOUNDER],
  profiles: ["https://www.linkedin.com/company/real-agency"],
  offers: { auditPrice: 99 },
  urgency: { enabled: true, mode: "capacity", weeklyCapacity: 8 },
};

export const READY: LaunchInputs = {
  site: REAL_SITE,
  contentItems: [],
  defaultSiteUrl: DEFAULT_SITE_URL,
  build: {
    values: {
      VITE_SITE_URL: "https://www.real-agency.co.uk",
      VITE_AUDIT_PAYMENT_URL: "https://pay.example.com/audit",
      VITE_GAS_BOOKING_EMBED_URL: "https://calendly.com/real-agency/audit",
      VITE_ENTERPRISE_BOOKING_URL: "https://calendly.com/real-agency/discovery",
    },
  },
  server: {
    values: {
      AUDIT_WEBHOOK_URL: "https://hook.make.com/audit-secret",
      CONTACT_WEBHOOK_URL: "https://hook.make.com/contact-secret",
      EXIT_INTENT_WEBHOOK_URL: "https://hook.make.com/exit-secret",
      SMTP_URL: "smtps://apikey:smtp-secret@smtp.example.com:465",
      LEAD_NOTIFY_TO: "owner@real-agency.co.uk",
      LEAD_NOTIFY_FROM: "leads@real-agency.co.uk",
      ADMIN_PASSWORD: "a long and secret password",
      STRIPE_WEBHOOK_SECRET: "whsec_secret_signing_value",
    },
  },
};

/** What the content ships with (the facts the check knows, and a drama number). */
const SHIPPED_SITE: SiteFacts = {
  ...SHIPPED_FACTS,
  email: "hello@kestrel-ai.co.uk",
  phone: { display: "020 7946 0958", href: "tel:+442079460958" },
  offers: { auditPrice: 99 },
  urgency: { enabled: true },
};

export const SHIPPED: LaunchInputs = {
  site: SHIPPED_SITE,
  contentItems: launchItems(defaultSiteContent()),
  defaultSiteUrl: DEFAULT_SITE_URL,
  build: { values: {} },
  server: { values: {} },
};

export function row(rows: CheckRow[], item: string | RegExp): CheckRow {
  const found = rows.find((r) => (typeof item === "string" ? r.item === item : item.test(r.item)));
  if (!found) throw new Error(`no row ${String(item)}`);
  return found;
}

export const failed = (rows: CheckRow[]) =>
  rows.filter((r) => r.status === "fail").map((r) => r.item);
