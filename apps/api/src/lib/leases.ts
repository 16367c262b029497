// Leases on claimed rows (outgoing messages, stored webhook events, schedule events). A claim writes a
// fresh token (`lease_owner`) and an expiry (`locked_until`) in database time, never a process's clock,
// so processes with skewed clocks agree on who holds what. While the work runs, a heartbeat pushes the
// expiry forward; a process that dies stops renewing and another one takes the row over once
// WORKER_LEASE_MS has passed. Outcome writes match on the token, so a process that lost its lease
// (stalled longer than the lease) cannot overwrite the new holder's work.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { TAppContext } from './context.js';

type TLeaseTable = 'messages' | 'inbound_events' | 'schedule_events' | 'jobs';

const MAX_BACKOFF_MS = 15 * 60_000;

/** Delay before the next try of work that failed `attempts` times (doubling from `base`, at most 15 min). */
export function backoffMs(base: number, attempts: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** A token for one claim. */
export const newLeaseToken = (): string => randomUUID();

/** `locked_until` of a lease taken or renewed now. */
export function leaseExpiry(ctx: TAppContext): SQL {
  return sql`clock_timestamp() + ${ctx.config.WORKER_LEASE_MS}::integer * interval '1 millisecond'`;
}

/** The condition of a lease that ran out (its holder died or stalled). */
export function leaseExpired(column: SQL | string = 'locked_until'): SQL {
  return sql`${typeof column === 'string' ? sql.identifier(column) : column} < clock_timestamp()`;
}

/** Rows returned by `db.execute` on node-postgres ({ rows }) and PGlite (an array or { rows }). */
export function rowsOf<T>(res: unknown): T[] {
  return (((res as { rows?: T[] }).rows ?? res) as T[]) ?? [];
}

async function renew(ctx: TAppContext, table: TLeaseTable, ids: string[], token: string): Promise<boolean> {
  const res = await ctx.db.execute(
    sql`update ${sql.identifier(table)} set locked_until = ${leaseExpiry(ctx)}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and lease_owner = ${token} returning id`,
  );
  // A claim of many rows is held while any of them is (the finished ones no longer carry the token).
  return rowsOf(res).length > 0;
}

/**
 * Runs `fn` while renewing the lease of the claimed row (or rows of one claim) every WORKER_HEARTBEAT_MS.
 * `lost()` tells whether a renewal found a row taken by someone else (the caller's outcome write will not match).
 */
export async function withLease<T>(
  ctx: TAppContext,
  table: TLeaseTable,
  id: string | string[],
  token: string,
  fn: (lease: { lost: () => boolean }) => Promise<T>,
): Promise<T> {
  let lost = false;
  let renewing: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A renewal still waiting on a slow database is not stacked with another one.
    if (renewing || lost) return;
    renewing = renew(ctx, table, Array.isArray(id) ? id : [id], token)
      .then((held) => {
        if (!held) lost = true;
      })
      // A failed renewal (database briefly away) is tried again at the next beat.
      .catch(() => undefined)
      .finally(() => {
        renewing = null;
      });
  }, ctx.config.WORKER_HEARTBEAT_MS);
  timer.unref?.();
  try {
    return await fn({ lost: () => lost });
  } finally {
    clearInterval(timer);
    // Nothing of this lease may still be running when the caller (or the app's shutdown) moves on.
    if (renewing) await renewing;
  }
}
