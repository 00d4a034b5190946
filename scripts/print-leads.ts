/**
 * `npm run leads [-- --limit N] [-- --spam]`: the stored leads in the terminal, newest first,
 * with each lead's id, details and each webhook's delivery state. Reads the same store as the server (DATABASE_URL, or the
 * embedded one in DATA_DIR or data/). The embedded store opens in one process at a time: stop
 * `npm start` first, or use the admin page at /admin/leads.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { configuredChannels, parseServerConfig } from "../server/config";
import { openDatabase } from "../server/store/database";
import { createLeadStore } from "../server/store/lead-store";
import { migrate } from "../server/store/migrations";
import { leadLines, unmatchedLines } from "./print-leads-lines";

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

const configured = configuredChannels(config.webhooks, config.ownerEmail);

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
  for (const lead of leads) for (const line of leadLines(lead, configured)) console.log(line);
  for (const line of unmatchedLines(await store.unmatchedPayments())) console.log(line);
} finally {
  await db.close();
}
