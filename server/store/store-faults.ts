/** The store cannot take work right now (disk nearly full, engine restarting): try again later. */
export class StoreUnavailableError extends Error {}

/**
 * The longest one store call may take before the store gives up on it: the embedded engine's
 * deadline (then it is restarted) and PostgreSQL's statement timeout. Every real query takes
 * milliseconds; whatever waits on the store (the outbox's leases) allows for a stall this long.
 */
export const STORE_CALL_DEADLINE_MS = 10_000;
