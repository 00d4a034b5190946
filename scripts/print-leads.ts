/**
 * `npm run leads [-- --limit N] [-- --spam]`: the stored leads in the terminal, newest first,
 * each with its id, details and each webhook's delivery state. `npm run leads -- --find EMAIL`
 * (or a phone number): one person's leads on every form, spam included, found as the owner's page
 * finds them (/admin/people). Reads the same store as the server (DATABASE_URL, or the
 * embedded one in DATA_DIR or data/). The embedded store opens in one process at a time: stop
 * `npm start` first, or use the admin page at /admin/leads.
 */
import { parseArgs } from "node:util";
import { configuredChannels } from "../server/delivery-channels";
import { loadProjectEnv } from "../server/settings/project-settings";
import { openDatabase } from "../server/store/database";
import { createLeadStore } from "../server/store/lead-store";
import { migrate } from "../server/store/migrations";
import { parsePersonQuery } from "../server/store/person-key";
import { leadLines, unmatchedLines } from "./print-leads-lines";

// The project root: above scripts/, or above the release's node/ folder once built.
const project = loadProjectEnv(import.meta.url);

const { values } = parseArgs({
  options: {
    limit: { type: "string", default: "50" },
    spam: { type: "boolean", default: false },
    find: { type: "string" },
  },
});
const person = values.find === undefined ? undefined : parsePersonQuery(values.find);
if (person === null) {
  console.error("--find takes an email address or a phone number (at least 7 digits).");
  process.exit(2);
}
const limit = Math.max(1, Number(values.limit) || 50);
const config = project.config();

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
  if (person) {
    const found = await store.findPerson(person);
    const leads = found.length === 1 ? "lead" : "leads";
    console.log(`${found.length} ${leads} from that person in the ${db.kind} store, newest first:`);
    for (const lead of found) for (const line of leadLines(lead, configured)) console.log(line);
  } else {
    const { leads, total } = await store.listLeads({ limit, spam: values.spam });
    const backlog = await store.backlog();
    console.log(
      `${total} ${values.spam ? "spam leads" : "leads"} in the ${db.kind} store; ` +
        `${backlog.pending} deliveries pending, ${backlog.failed} failed. Newest first:`,
    );
    for (const lead of leads) for (const line of leadLines(lead, configured)) console.log(line);
    for (const line of unmatchedLines(await store.unmatchedPayments())) console.log(line);
  }
} finally {
  await db.close();
}
