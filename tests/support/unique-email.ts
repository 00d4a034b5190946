let counter = 0;

/** Unique across parallel workers (the process id) and across runs (the time). */
function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid}${counter}`;
}

/**
 * A fresh address per lead, so a test finds exactly its own leads and deliveries (and the server's
 * duplicate check never merges two tests' leads). The label leads the address: the browser
 * journeys' receiver answers by it (tests/e2e/webhook-receiver-process.ts).
 */
export function uniqueEmail(label = "ok", domain = "example.co.uk"): string {
  return `${label}+${uniqueTag()}@${domain}`;
}

/** The same kind of address made unique: a tag just before the @ keeps its shape. */
export function uniqueVersionOf(address: string): string {
  return address.replace("@", `${uniqueTag()}@`);
}
