/** The messages between the embedded engine's worker thread and the server. */
export type EngineRequest =
  { type: "query"; id: number; text: string; params: readonly unknown[] } | { type: "close" };

export type EngineReply =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "failed"; error: EngineError }
  | { type: "result"; id: number; rows?: object[]; error?: EngineError };

export interface EngineError {
  message: string;
  /** PostgreSQL's SQLSTATE, when the engine gave one. */
  code?: string;
}
