// Reads of stored inbound provider events and the one write a replay makes.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { inboundEvents } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

const PAGE = 50;

export async function listInboundEvents(
  ctx: TAppContext,
  q: { status?: (typeof inboundEvents.$inferSelect)['status']; company_id?: string; page: number },
) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(inboundEvents.status, q.status));
  if (q.company_id) where.push(eq(inboundEvents.company_id, q.company_id));
  const rows = await ctx.db
    .select()
    .from(inboundEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(inboundEvents.created_at), desc(inboundEvents.id))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  return { events: rows.slice(0, PAGE), has_more: rows.length > PAGE };
}

export async function findInboundEvent(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(inboundEvents).where(eq(inboundEvents.id, id)).limit(1);
  return row;
}

/** Back to pending only while failed (one conditional update): undefined when it was not failed. */
export async function requeueFailedEvent(ctx: TAppContext, id: string) {
  const [row] = await ctx.db
    .update(inboundEvents)
    .set({ status: 'pending', attempts: 0, error: null, locked_until: null, lease_owner: null })
    .where(and(eq(inboundEvents.id, id), eq(inboundEvents.status, 'failed')))
    .returning();
  return row;
}
