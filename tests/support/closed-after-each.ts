import { afterEach } from "vitest";

interface Closable {
  close(): Promise<void>;
}

/**
 * Registers (when called, not on import) an afterEach that closes every server the returned
 * `started` was given in that test: receivers and mail servers a test starts for itself.
 */
export function closedAfterEach() {
  let servers: Closable[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  return async function started<Server extends Closable>(server: Promise<Server>) {
    const ready = await server;
    servers.push(ready);
    return ready;
  };
}
