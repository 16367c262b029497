// /admin/company_metrics: per company, over the last `days`: bookings, of them by the secretary, messages,
// conversations handed to a human, and the last message (activity).
import { asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminCompanyMetricsQuery } from '@agenda/shared/schemas/admin-pages';
import { companies } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { DAY_MS } from '../subscriptions/state.js';

const PAGE = 30;
/** Qualified by hand: in a one-table select drizzle writes a bare "id", which a subquery would read as its own. */
const companyId = sql.raw('"companies"."id"');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function companyMetrics(ctx: TAppContext, q: z.infer<typeof ZAdminCompanyMetricsQuery>) {
  const since = new Date(ctx.now().getTime() - q.days * DAY_MS);
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const filter = like ? or(ilike(companies.name, like), ilike(companies.slug, like)) : undefined;
  const bookings = sql<number>`(select count(*) from schedules s where s.company_id = ${companyId} and s.created_at >= ${since})`;
  const rows = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      bookings,
      secretary_bookings: sql<number>`(select count(*) from schedules s where s.company_id = ${companyId} and s.created_at >= ${since} and s.created_by_kind = 'assistant')`,
      messages: sql<number>`(select count(*) from messages m where m.company_id = ${companyId} and m.created_at >= ${since})`,
      handoffs: sql<number>`(select count(*) from chats c where c.company_id = ${companyId} and c.transferred_at >= ${since})`,
      last_activity_at: sql<string | null>`(select max(m.created_at) from messages m where m.company_id = ${companyId})`,
    })
    .from(companies)
    .where(filter)
    .orderBy(desc(bookings), asc(companies.name), asc(companies.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(companies).where(filter);
  return {
    companies: rows.map((r) => ({
      ...r,
      bookings: Number(r.bookings),
      secretary_bookings: Number(r.secretary_bookings),
      messages: Number(r.messages),
      handoffs: Number(r.handoffs),
      last_activity_at: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
    })),
    days: q.days,
    total: total?.n ?? 0,
    page: q.page,
    page_size: PAGE,
  };
}
