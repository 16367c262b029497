// Time a blocked period stops covering (removed, shrunk or moved) is freed like a canceled booking's:
// a TIME_FREED_JOB per calendar and freed interval, enqueued in the same transaction as the block's
// change (the job exists exactly when the change committed). Scheduling only announces the time; the
// module that registers the job (the waitlist, modules/index.ts) decides what to do with it.
import type { TDb } from '../../db/client.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';

export const TIME_FREED_JOB = 'scheduling.time_freed';

/** The payload of a TIME_FREED_JOB: [start_at, end_at) of one calendar is no longer blocked. */
export interface TFreedTime {
  company_id: string;
  calendar_id: string;
  start_at: string;
  end_at: string;
}

type TSpan = { start: Date; end: Date };

/** What `before` covered and `after` (null: removed) no longer does: up to two intervals. */
export function uncovered(before: TSpan, after: TSpan | null): TSpan[] {
  if (!after) return [before];
  const parts = [
    { start: before.start, end: new Date(Math.min(before.end.getTime(), after.start.getTime())) },
    { start: new Date(Math.max(before.start.getTime(), after.end.getTime())), end: before.end },
  ];
  return parts.filter((p) => p.end.getTime() > p.start.getTime());
}

/** One job per calendar and freed interval still ahead of `now` (keyed: a replayed change adds none). */
export async function enqueueFreedTime(
  db: TDb,
  now: Date,
  companyId: string,
  freed: { calendar_id: string; start: Date; end: Date }[],
): Promise<void> {
  for (const f of freed) {
    if (f.end.getTime() <= now.getTime()) continue;
    const payload: TFreedTime = {
      company_id: companyId,
      calendar_id: f.calendar_id,
      start_at: f.start.toISOString(),
      end_at: f.end.toISOString(),
    };
    await enqueueJob(db, {
      name: TIME_FREED_JOB,
      key: `${f.calendar_id}@${payload.start_at}/${payload.end_at}`,
      runAt: now,
      payload: { ...payload },
    });
  }
}
