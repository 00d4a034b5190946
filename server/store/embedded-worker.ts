/**
 * The embedded engine (PGlite) in a worker thread of its own. PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously: when it meets a full disk at the wrong moment it can spin at 100 %
 * CPU and never return. Here that stalls only this thread; the main thread keeps serving pages,
 * notices the missed deadline and terminates the worker (docs/decisions/0006-store-faults.md).
 */
import { PGlite } from "@electric-sql/pglite";
import { parentPort, workerData } from "node:worker_threads";
import type { EngineReply, EngineRequest } from "./embedded-protocol";

const port = parentPort;
if (!port) throw new Error("embedded-worker.ts runs only as a worker thread");
const { path } = workerData as { path: string };

function describe(error: unknown): { message: string; code?: string } {
  const { message, code } = error as { message?: unknown; code?: unknown };
  return {
    message: typeof message === "string" ? message : String(error),
    ...(typeof code === "string" ? { code } : {}),
  };
}

const reply = (message: EngineReply) => port.postMessage(message);

let db: PGlite;
try {
  db = await PGlite.create(path);
  reply({ type: "ready" });
} catch (error) {
  reply({ type: "failed", error: describe(error) });
  throw error;
}

port.on("message", (request: EngineRequest) => {
  if (request.type === "close") {
    db.close().then(
      () => reply({ type: "closed" }),
      (error: unknown) => reply({ type: "failed", error: describe(error) }),
    );
    return;
  }
  db.query(request.text, request.params as unknown[]).then(
    (result) => reply({ type: "result", id: request.id, rows: result.rows as object[] }),
    (error: unknown) => reply({ type: "result", id: request.id, error: describe(error) }),
  );
});
