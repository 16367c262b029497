/**
 * How long the API waits on PostgreSQL before answering 503 instead of hanging (config.ts reads the
 * DB_*_MS overrides). The client-side query timeout is longer than the server-side statement timeout,
 * so a live server cancels first (57014) and only a silent network is caught client-side.
 */
export const DB_TIMEOUT_DEFAULTS = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  // Above LLM_TIMEOUT_MS (30 s): the secretary keeps its transaction open while the brain calls the LLM.
  idleInTransactionMs: 60_000,
  healthMs: 2_000,
  startupMs: 60_000,
} as const;

export type TDbTimeouts = { connectMs: number; statementMs: number; queryMs: number; idleInTransactionMs: number };

/** Seconds a client should wait before retrying after a 503 caused by the database. */
export const DB_RETRY_AFTER_SECONDS = 5;
