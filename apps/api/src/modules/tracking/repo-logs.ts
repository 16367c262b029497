// The platform_logs table: error reports kept for /admin/logs_plataforma.
import { and, count, eq, gte, ne } from 'drizzle-orm';
import { platformLogs } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export type TDelivery = (typeof platformLogs.$inferSelect)['delivery'];

/** Reports of this fingerprint since `since` that were not themselves duplicates. */
export async function countSameReports(ctx: TAppContext, fingerprint: string, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(platformLogs)
    .where(and(eq(platformLogs.fingerprint, fingerprint), ne(platformLogs.delivery, 'duplicate'), gte(platformLogs.created_at, since)));
  return row?.n ?? 0;
}

export async function countSentSince(ctx: TAppContext, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(platformLogs)
    .where(and(eq(platformLogs.delivery, 'sent'), gte(platformLogs.created_at, since)));
  return row?.n ?? 0;
}

export async function insertReport(
  ctx: TAppContext,
  row: { type: string; message: string; fingerprint: string; payload: Record<string, unknown>; delivery: TDelivery; created_at: Date },
): Promise<string> {
  const [inserted] = await ctx.db.insert(platformLogs).values(row).returning({ id: platformLogs.id });
  return inserted!.id;
}

export async function setDelivery(ctx: TAppContext, id: string, delivery: TDelivery): Promise<void> {
  await ctx.db.update(platformLogs).set({ delivery }).where(eq(platformLogs.id, id));
}
