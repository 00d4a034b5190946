/**
 * `npm run leads [-- --limit N] [-- --spam]`: the stored leads in the terminal, newest first,
 * with each lead's id, details and each webhook's delivery state. Reads the same store as the server (DATABASE_URL, or the
 * embedded one in DATA_DIR or data/). The embedded store opens in one process at a time: stop
 * `npm start` first, or use the admin page at /admin/leads.
 */
import { parseArgs } from "node:util";
import { configuredChannels, parseServerConfig } from "../server/config";
import { loadProjectEnv } from "../server/project-root";
import { openDatabase } from "../server/store/database";
import { createLeadStore } from "../server/store/lead-store";
import { migrate } from "../server/store/migrations";
import { leadLines } from "./print-leads-lines";

// The project root: above scripts/, or above the release's node/ folder once built.
const { defaultDataDir } = loadProjectEnv(import.meta.url);

const { values } = parseArgs({
  options: { limit: { type: "string", default: "50" }, spam: { type: "boolean", default: false } },
});
const limit = Math.max(1, Number(values.limit) || 50);
const config = parseServerConfig(process.env, { defaultDataDir });

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
} finally {
  await db.close();
}
