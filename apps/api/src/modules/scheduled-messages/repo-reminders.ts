// The reminders of a batch of schedules brought in step with what each schedule wants, in two statements
// for the whole batch (reminders.ts): the schedules' locks, then the read, the cancels, the inserts and
// their send jobs as one statement. Per schedule this used to be four statements and a transaction.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';

export interface TWantedReminder {
  schedule_id: string;
  company_id: string;
  client_id: string;
  /** When its reminder goes out; null: it should have none (a pending one is canceled). */
  due_at: string | null;
  content: string | null;
}

/**
 * Takes the reminder locks of these schedules until the transaction ends: the key each schedule's
 * reminder has always been reconciled under (one reconciliation at a time per schedule), taken in one
 * order, so two batches sharing schedules wait for each other instead of deadlocking.
 */
export async function lockScheduleReminders(db: TDb, scheduleIds: string[]): Promise<void> {
  const keys = [...new Set(scheduleIds)].sort().map((id) => `scheduled-messages:${id}`);
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(k, 0))
    from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as u(k, n) order by n`);
}

/**
 * In the caller's transaction, after lockScheduleReminders (so its snapshot sees every earlier run's rows):
 * a schedule's pending reminder due at another time than wanted is canceled; a wanted one that no live
 * row (pending or sent) has at that time is inserted with its send job (the key and payload enqueueSend
 * gives). One schedule at most once in `wanted`. Returns how many were planned.
 */
export async function syncScheduleReminders(db: TDb, wanted: TWantedReminder[], now: Date, sendJob: string): Promise<number> {
  const at = now.toISOString();
  const res = await db.execute(sql`
    with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        as w(schedule_id uuid, company_id uuid, client_id uuid, due_at text, content text)
    ),
    existing as (
      select m.id, m.schedule_id, m.status, m.due_at from scheduled_messages m join wanted w on w.schedule_id = m.schedule_id
      where m.type = 'schedule_reminder' and m.status <> 'canceled'
    ),
    canceled as (
      update scheduled_messages m set status = 'canceled', canceled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      from existing e join wanted w on w.schedule_id = e.schedule_id
      where m.id = e.id and e.status = 'pending' and e.due_at is distinct from w.due_at::timestamptz
      returning m.id
    ),
    planned as (
      insert into scheduled_messages (company_id, client_id, schedule_id, type, source, content, due_at, created_at, updated_at)
      select w.company_id, w.client_id, w.schedule_id, 'schedule_reminder', 'schedule', w.content, w.due_at::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz
      from wanted w
      where w.due_at is not null
        and not exists (select 1 from existing e where e.schedule_id = w.schedule_id and e.due_at = w.due_at::timestamptz)
      returning id, schedule_id, due_at
    ),
    queued as (
      insert into jobs (name, key, payload, run_at)
      select ${sendJob}, p.id::text || '@' || w.due_at, jsonb_build_object('id', p.id, 'due_at', w.due_at), p.due_at
      from planned p join wanted w on w.schedule_id = p.schedule_id
      on conflict (name, key) where state in ('pending', 'running') and key is not null do nothing
      returning id
    )
    select (select count(*) from planned) as planned, (select count(*) from canceled) as canceled, (select count(*) from queued) as queued`);
  return Number(rowsOf<{ planned: number | string }>(res)[0]?.planned ?? 0);
}
