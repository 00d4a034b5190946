import { Worker } from "node:worker_threads";
import { StoreUnavailableError } from "./store-faults";
import type { EngineError, EngineReply, EngineRequest } from "./embedded-protocol";

/** One PGlite instance in a worker thread, with a deadline on every call. */
export interface Engine {
  /** `deadlineMs` replaces the usual one for a call known to be slow (a checkpoint). */
  query(text: string, params: readonly unknown[], deadlineMs?: number): Promise<object[]>;
  /** False once the worker has exited, been terminated or failed. */
  readonly alive: boolean;
  /** Closes PGlite cleanly; terminates the worker if that misses its deadline. */
  close(): Promise<void>;
  /** Terminates the worker at once, whatever PGlite is doing (a spin included). */
  kill(reason: string): Promise<void>;
}

export interface EngineOptions {
  /** A call that has not answered by then is taken for a stuck engine. */
  callDeadlineMs: number;
  /** Opening replays the WAL after a crash: slower than any call. */
  openDeadlineMs: number;
  onKilled?: (reason: string) => void;
}

function workerFile(): { file: string | URL; eval: boolean } {
  // Built, this module and embedded-worker.js sit side by side (scripts/build-server.ts).
  if (!import.meta.url.endsWith(".ts")) {
    return { file: new URL("./embedded-worker.js", import.meta.url), eval: false };
  }
  // Development and tests run the TypeScript itself: the worker registers tsx before loading it.
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = new URL("./embedded-worker.ts", import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)})
    .then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return { file: bootstrap, eval: true };
}

function toError(error: EngineError): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

export async function startEngine(path: string, options: EngineOptions): Promise<Engine> {
  const { file, eval: isEval } = workerFile();
  const worker = new Worker(file, { eval: isEval, workerData: { path } });
  const pending = new Map<
    number,
    { resolve: (rows: object[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let alive = true;
  let ended: Error | null = null;
  let onReady: ((error: Error | null) => void) | undefined;
  let onClosed: (() => void) | undefined;

  function end(error: Error) {
    if (!alive) return;
    alive = false;
    ended = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    onReady?.(error);
    onClosed?.();
  }

  worker.on("message", (message: EngineReply) => {
    if (message.type === "ready") onReady?.(null);
    else if (message.type === "closed") onClosed?.();
    else if (message.type === "failed") onReady?.(toError(message.error));
    else {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(toError(message.error));
      else call?.resolve(message.rows ?? []);
    }
  });
  worker.on("error", (error: unknown) =>
    end(
      new StoreUnavailableError(
        `engine failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    ),
  );
  worker.on("exit", (code) => end(new StoreUnavailableError(`engine stopped (exit ${code})`)));

  async function kill(reason: string) {
    if (!alive) return;
    end(new StoreUnavailableError(`engine terminated: ${reason}`));
    options.onKilled?.(reason);
    await worker.terminate();
  }

  const opened = await new Promise<Error | null>((resolve) => {
    const timer = setTimeout(
      () => resolve(new StoreUnavailableError("engine did not open in time")),
      options.openDeadlineMs,
    );
    onReady = (error) => {
      clearTimeout(timer);
      resolve(error ?? ended);
    };
  });
  onReady = undefined;
  if (opened) {
    await kill(opened.message);
    throw opened;
  }

  const send = (request: EngineRequest) => worker.postMessage(request);

  function call(request: (id: number) => EngineRequest, deadlineMs: number): Promise<object[]> {
    if (!alive) return Promise.reject(ended ?? new StoreUnavailableError("engine stopped"));
    const id = nextId++;
    return new Promise<object[]>((resolve, reject) => {
      const timer = setTimeout(() => void kill(`a call took over ${deadlineMs} ms`), deadlineMs);
      pending.set(id, {
        resolve: (rows) => {
          clearTimeout(timer);
          resolve(rows);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      send(request(id));
    });
  }

  return {
    get alive() {
      return alive;
    },
    query: (text, params, deadlineMs = options.callDeadlineMs) =>
      call((id) => ({ type: "query", id, text, params }), deadlineMs),
    async close() {
      if (!alive) return;
      const closed = new Promise<void>((resolve) => (onClosed = resolve));
      send({ type: "close" });
      const timer = setTimeout(() => void kill("close took too long"), options.callDeadlineMs);
      await closed;
      clearTimeout(timer);
      alive = false;
      await worker.terminate();
    },
    kill,
  };
}
