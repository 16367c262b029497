// The processing side of inbound_events (stored by channels/repo-inbound.ts): claimed with a lease
// so a crashed process's events come back, then marked with their outcome.
import { eq, inArray, sql } from 'drizzle-orm';
import { inboundEvents } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TEventRow = typeof inboundEvents.$inferSelect;

/** Claims up to `limit` pending events (or ones whose lease ran out) until `lease`. */
export async function claimInboundEvents(db: TDb, now: Date, lease: Date, limit: number): Promise<TEventRow[]> {
  const res = await db.execute(sql`
    update inbound_events set status = 'processing', locked_until = ${lease.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from inbound_events
      where (status = 'pending' or (status = 'processing' and locked_until < ${now.toISOString()}::timestamptz))
      order by created_at limit ${limit} for update skip locked)
    returning id`);
  const ids = (((res as unknown as { rows?: Array<{ id: string }> }).rows ?? res) as Array<{ id: string }>).map((r) => r.id);
  if (!ids.length) return [];
  return db.select().from(inboundEvents).where(inArray(inboundEvents.id, ids)).orderBy(inboundEvents.created_at);
}

export async function updateInboundEvent(db: TDb, id: string, patch: Partial<typeof inboundEvents.$inferInsert>): Promise<void> {
  await db.update(inboundEvents).set(patch).where(eq(inboundEvents.id, id));
}
