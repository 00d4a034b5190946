/**
 * `npm run leads [-- --limit N] [-- --spam]`: the stored leads in the terminal, newest first,
 * with each webhook's delivery state. Reads the same store as the server (DATABASE_URL, or the
 * embedded one in DATA_DIR or data/). The embedded store opens in one process at a time: stop
 * `npm start` first, or use the admin page at /admin/leads.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { configuredHooks, HOOK_VARIABLES, parseServerConfig } from "../server/config";
import { deliveryStatus } from "../server/leads/delivery-status";
import { personOf } from "../server/leads/lead-forms";
import { openDatabase } from "../server/store/database";
import { createLeadStore, type DeliveryView } from "../server/store/lead-store";
import { migrate } from "../server/store/migrations";

// The project root: above scripts/print-leads.ts, or above build/node/print-leads.js once built.
const root = new URL(import.meta.url.endsWith(".ts") ? "../" : "../../", import.meta.url);
const envFile = fileURLToPath(new URL(".env", root));
if (existsSync(envFile)) process.loadEnvFile(envFile);

const { values } = parseArgs({
  options: { limit: { type: "string", default: "50" }, spam: { type: "boolean", default: false } },
});
const limit = Math.max(1, Number(values.limit) || 50);
const config = parseServerConfig(process.env, {
  defaultDataDir: fileURLToPath(new URL("data", root)),
});

const configured = configuredHooks(config.webhooks);

function state(delivery: DeliveryView): string {
  const status = deliveryStatus(delivery, configured);
  switch (status.kind) {
    case "delivered":
      return `${delivery.hook}: delivered`;
    case "failed":
      return `${delivery.hook}: FAILED after ${delivery.attempts} attempts (${status.last})`;
    case "not-configured":
      return `${delivery.hook}: not sent, ${HOOK_VARIABLES[delivery.hook]} is not set`;
    case "queued":
      return `${delivery.hook}: queued`;
    case "retrying":
      return `${delivery.hook}: retrying at ${delivery.nextAttemptAt.toISOString()} (${status.last})`;
  }
}

const cut = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text;

let db;
try {
  // A running server holds the embedded store: say so at once rather than wait for its lock.
  db = await openDatabase({
    ...config,
    lockWaitMs: 0,
    onLockLost: () => process.exit(1),
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  await migrate(db);
  const store = createLeadStore(db);
  const { leads, total } = await store.listLeads({ limit, spam: values.spam });
  const backlog = await store.backlog();
  console.log(
    `${total} ${values.spam ? "spam leads" : "leads"} in the ${db.kind} store; ` +
      `${backlog.pending} deliveries pending, ${backlog.failed} failed. Newest first:`,
  );
  for (const lead of leads) {
    const person = personOf(lead.form, lead.fields);
    const subject = typeof lead.fields.subject === "string" ? lead.fields.subject : "";
    console.log(
      [
        lead.receivedAt.toISOString().replace("T", " ").slice(0, 19),
        lead.form.padEnd(11),
        cut(person.name, 28).padEnd(28),
        cut(person.email, 36).padEnd(36),
        person.phone.padEnd(13),
        cut(subject, 30),
      ].join("  "),
    );
    for (const delivery of lead.deliveries) console.log(`    ${state(delivery)}`);
  }
} finally {
  await db.close();
}
