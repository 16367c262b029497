// Claims of schedule_events rows for their handlers (events.ts): the events of a change (or a batch of
// changes) per claim, the replay's one by one; leased and
// fenced by its token (lib/leases.ts), so every process may dispatch and replay without doubles.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scheduleEvents } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { leaseExpired, leaseExpiry, rowsOf } from '../../lib/leases.js';

export type TScheduleEventRow = typeof scheduleEvents.$inferSelect;

/** Claims just-committed events for their handlers: id → attempts of those not done nor held by another process. */
export async function claimScheduleEvents(ctx: TAppContext, ids: string[], token: string): Promise<Map<string, number>> {
  const res = await ctx.db.execute(sql`
    update schedule_events set lease_owner = ${token}, locked_until = ${leaseExpiry(ctx)}, attempts = attempts + 1
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and dispatched_at is null and (locked_until is null or ${leaseExpired()})
    returning id, attempts`);
  return new Map(rowsOf<{ id: string; attempts: number }>(res).map((r) => [r.id, Number(r.attempts)]));
}

/** Claims one just-committed event; null when it is done or another process holds it. */
export async function claimScheduleEvent(ctx: TAppContext, id: string, token: string): Promise<{ attempts: number } | null> {
  const attempts = (await claimScheduleEvents(ctx, [id], token)).get(id);
  return attempts === undefined ? null : { attempts };
}

/**
 * Claims the oldest event left undispatched: its handlers failed (and its retry time came), the
 * process handling it died (its lease ran out), or it crashed between the commit and the dispatch
 * (created before `createdBefore` and never claimed).
 */
export async function claimDueScheduleEvent(
  ctx: TAppContext,
  token: string,
  opts: { createdBefore: Date; maxAttempts: number },
): Promise<TScheduleEventRow | null> {
  const now = ctx.now().toISOString();
  const res = await ctx.db.execute(sql`
    update schedule_events set lease_owner = ${token}, locked_until = ${leaseExpiry(ctx)}, attempts = attempts + 1
    where id = (
      select id from schedule_events
      where dispatched_at is null and attempts < ${opts.maxAttempts}
        and (locked_until is null or ${leaseExpired()})
        and (next_attempt_at is null or next_attempt_at <= ${now}::timestamptz)
        and (attempts > 0 or created_at < ${opts.createdBefore.toISOString()}::timestamptz)
      order by created_at limit 1 for update skip locked)
    returning id`);
  const [claimed] = rowsOf<{ id: string }>(res);
  if (!claimed) return null;
  const [row] = await ctx.db.select().from(scheduleEvents).where(eq(scheduleEvents.id, claimed.id));
  return row ?? null;
}

/** Every handler ran: the event is done (only by the holder of the claim). */
export async function markScheduleEventDispatched(ctx: TAppContext, id: string, token: string): Promise<boolean> {
  const rows = await ctx.db
    .update(scheduleEvents)
    .set({ dispatched_at: ctx.now(), locked_until: null, lease_owner: null, last_error: null })
    .where(and(eq(scheduleEvents.id, id), eq(scheduleEvents.lease_owner, token)))
    .returning({ id: scheduleEvents.id });
  return rows.length > 0;
}

/** Every handler of these events ran (one statement for a batch; only the holder of their claim). */
export async function markScheduleEventsDispatched(ctx: TAppContext, ids: string[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db
    .update(scheduleEvents)
    .set({ dispatched_at: ctx.now(), locked_until: null, lease_owner: null, last_error: null })
    .where(and(inArray(scheduleEvents.id, ids), eq(scheduleEvents.lease_owner, token)));
}

/** A handler failed: the event is free again, to be replayed at `retryAt`. */
export async function releaseScheduleEvent(ctx: TAppContext, id: string, token: string, retryAt: Date, error: string): Promise<void> {
  await ctx.db
    .update(scheduleEvents)
    .set({ locked_until: null, lease_owner: null, next_attempt_at: retryAt, last_error: error.slice(0, 500) })
    .where(and(eq(scheduleEvents.id, id), eq(scheduleEvents.lease_owner, token)));
}
