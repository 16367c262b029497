// Putting jobs in the `jobs` table: call these with the transaction of the change the job follows
// (the booking, the scheduled message), so the job exists exactly when the change committed.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../leases.js';

export interface TEnqueue {
  name: string;
  payload?: Record<string, unknown>;
  /** Due time (default: now, by the caller's clock). */
  runAt: Date;
  /**
   * One live job per (name, key): enqueuing again does nothing, or with `replace` moves the pending
   * one to the new time and payload (a re-planned reminder).
   */
  key?: string;
  replace?: boolean;
}

/** Inserts a job (or keeps / moves the live one of the same key); returns its id. */
export async function enqueueJob(db: TDb, job: TEnqueue): Promise<string | null> {
  const payload = JSON.stringify(job.payload ?? {});
  const runAt = job.runAt.toISOString();
  const onConflict = !job.key
    ? sql``
    : job.replace
      ? sql`on conflict (name, key) where state in ('pending', 'running') and key is not null
            do update set run_at = excluded.run_at, payload = excluded.payload, attempts = 0, last_error = null
            where jobs.state = 'pending'`
      : sql`on conflict (name, key) where state in ('pending', 'running') and key is not null do nothing`;
  const res = await db.execute(sql`
    insert into jobs (name, key, payload, run_at) values (${job.name}, ${job.key ?? null}, ${payload}::jsonb, ${runAt}::timestamptz)
    ${onConflict} returning id`);
  return rowsOf<{ id: string }>(res)[0]?.id ?? null;
}

/** Cancels the pending job of a key (a running one finishes; its handler re-checks its row). */
export async function cancelJob(db: TDb, name: string, key: string): Promise<boolean> {
  const res = await db.execute(sql`
    update jobs set state = 'canceled', finished_at = now(), lease_owner = null, locked_until = null
    where name = ${name} and key = ${key} and state = 'pending' returning id`);
  return rowsOf(res).length > 0;
}
