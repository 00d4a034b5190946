/**
 * What the server says when it starts: whether leads can be stored yet and where, and, when it
 * cannot start, what to do about it. Plain sentences for the owner reading a terminal or journal.
 */
import { userInfo } from "node:os";
import type { ServerConfig } from "../config";

/** PostgreSQL's address without its credentials: host:port. */
function postgresAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || "localhost"}:${url.port || "5432"}`;
  } catch {
    return "the address in DATABASE_URL";
  }
}

function whereLeadsGo(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): string {
  return config.databaseUrl
    ? `in PostgreSQL at ${postgresAddress(config.databaseUrl)} (DATABASE_URL)`
    : `in the embedded database in ${config.dataDir}`;
}

/**
 * The "Site ready" line, once the first attempt to open the store has ended: the pages are served
 * either way, but leads are taken only once the store is ready, and the line says which.
 */
export function readyLine(
  url: string,
  firstAttempt: "ready" | Error,
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
): string {
  const site = `Site ready at ${url} (Node ${process.version})`;
  if (firstAttempt === "ready") return `${site}: leads are stored ${whereLeadsGo(config)}`;
  const until = config.databaseUrl
    ? `PostgreSQL answers at ${postgresAddress(config.databaseUrl)}`
    : `the embedded database in ${config.dataDir} can open`;
  return (
    `${site}, but leads are refused (503) until ${until}: ${firstAttempt.message}. ` +
    "The pages are served meanwhile, and the store is tried again every 2 s."
  );
}

/** Said when a store that was not ready at start becomes ready. */
export function storeReadyLine(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): string {
  return `Leads are taken now: they are stored ${whereLeadsGo(config)}`;
}

/** Why the server could not start, with the fix when the cause is a known one. */
export function startFailure(error: unknown, { dataDir }: Pick<ServerConfig, "dataDir">): string {
  const { code, path, message } = error as NodeJS.ErrnoException;
  const reason = message ?? String(error);
  if ((code === "EACCES" || code === "EPERM") && path?.startsWith(dataDir)) {
    const { username, uid } = userInfo();
    return (
      `Could not start: the data folder ${dataDir} is not writable by the user this server runs ` +
      `as, ${username} (uid ${uid}): ${reason}.\n` +
      `Make it writable by that user (for example: chown -R ${username} ${dataDir}), ` +
      "or set DATA_DIR to a folder it may write to."
    );
  }
  return `Could not start: ${reason}`;
}
