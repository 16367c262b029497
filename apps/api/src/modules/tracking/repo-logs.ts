// The platform_logs table: error reports kept for /admin/logs_plataforma.
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { TErrorReportDelivery } from '@agenda/shared/schemas/admin';
import { platformLogs } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export type TDelivery = TErrorReportDelivery;

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

const PAGE = 50;

/** The stored reports, newest first, 50 a page (optionally only one delivery outcome). */
export async function listReports(ctx: TAppContext, q: { delivery?: TErrorReportDelivery; page: number }) {
  const rows = await ctx.db
    .select()
    .from(platformLogs)
    .where(q.delivery ? eq(platformLogs.delivery, q.delivery) : undefined)
    .orderBy(desc(platformLogs.created_at), desc(platformLogs.id))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  return {
    page: q.page,
    reports: rows.slice(0, PAGE).map((r) => ({
      id: r.id,
      type: r.type,
      message: r.message,
      url: typeof r.payload.url === 'string' ? r.payload.url : null,
      delivery: r.delivery,
      payload: r.payload,
      created_at: r.created_at.toISOString(),
    })),
    has_more: rows.length > PAGE,
  };
}
