/** The store cannot take work right now (disk nearly full, engine restarting): try again later. */
export class StoreUnavailableError extends Error {}
