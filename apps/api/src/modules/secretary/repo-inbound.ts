// The processing side of inbound_events (stored by channels/repo-inbound.ts): claimed with a lease
// so a crashed process's events come back, then marked with their outcome.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { inboundEvents } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';

export type TEventRow = typeof inboundEvents.$inferSelect;

/** Claims up to `limit` stored events under one lease token; `lockedUntil` and `expired` are the lease's SQL (lib/leases.ts). */
export async function claimInboundEvents(db: TDb, token: string, lockedUntil: SQL, expired: SQL, limit: number): Promise<TEventRow[]> {
  const res = await db.execute(sql`
    update inbound_events set status = 'processing', lease_owner = ${token}, locked_until = ${lockedUntil}, attempts = attempts + 1
    where id in (
      select id from inbound_events
      where (status = 'pending' or (status = 'processing' and ${expired}))
      order by created_at limit ${limit} for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: string }>(res).map((r) => r.id);
  if (!ids.length) return [];
  return db.select().from(inboundEvents).where(inArray(inboundEvents.id, ids)).orderBy(inboundEvents.created_at);
}

/** Updates the event only while `token` still holds its claim; false when another process took it over. */
export async function updateClaimedInboundEvent(
  db: TDb,
  id: string,
  token: string,
  patch: Partial<typeof inboundEvents.$inferInsert>,
): Promise<boolean> {
  const [held] = await db
    .update(inboundEvents)
    .set(patch)
    .where(and(eq(inboundEvents.id, id), eq(inboundEvents.lease_owner, token)))
    .returning({ id: inboundEvents.id });
  return Boolean(held);
}
