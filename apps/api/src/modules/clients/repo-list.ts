// The client list of /app/clientes: trigram search over one generated column, filters, keyset pages.
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TChannel } from '@agenda/shared/channel';
import type { TClientListQuery } from '@agenda/shared/schemas/clients';
import { chats, clients, schedules } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

/** The start of the last attended (not canceled, already started) appointment of the client. */
const lastVisitSql = (now: Date) =>
  sql<Date | null>`(select max(${schedules.start_at}) from ${schedules} where ${schedules.client_id} = ${clients.id}
    and ${schedules.status} <> 'canceled' and ${schedules.start_at} <= ${now.toISOString()}::timestamptz)`;

const pageColumns = {
  id: clients.id,
  name: clients.name,
  phone: clients.phone,
  email: clients.email,
  crm_stage: clients.crm_stage,
  tags: clients.tags,
  birthday: clients.birthday,
  whatsapp_remote_jid: clients.whatsapp_remote_jid,
  instagram_username: clients.instagram_username,
  facebook_username: clients.facebook_username,
  telegram_username: clients.telegram_username,
  sort_name: clients.sort_name,
};
type TPageRow = Pick<typeof clients.$inferSelect, keyof typeof pageColumns>;

/**
 * The page's rows with their chat channels and last visit, read for the page's ids only (two grouped queries):
 * a search matching many clients never computes them for rows outside the page.
 */
async function withExtras(db: TDb, rows: TPageRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [visits, channels] = await Promise.all([
    db
      .select({ client_id: schedules.client_id, at: sql<Date | string>`max(${schedules.start_at})` })
      .from(schedules)
      .where(
        and(
          inArray(schedules.client_id, ids),
          sql`${schedules.status} <> 'canceled'`,
          sql`${schedules.start_at} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(schedules.client_id),
    db.selectDistinct({ client_id: chats.client_id, channel: chats.channel }).from(chats).where(inArray(chats.client_id, ids)),
  ]);
  return rows.map((r) => ({
    ...r,
    last_visit_at: visits.find((v) => v.client_id === r.id)?.at ?? null,
    chat_channels: channels.filter((c) => c.client_id === r.id).map((c) => c.channel),
  }));
}
export type TClientListRow = Awaited<ReturnType<typeof withExtras>>[number];

const CHANNEL_COLUMN: Partial<Record<TChannel, SQL>> = {
  whatsapp: sql`${clients.whatsapp_remote_jid} is not null`,
  instagram: sql`${clients.instagram_username} is not null`,
  email: sql`${clients.email} is not null`,
  facebook: sql`${clients.facebook_username} is not null`,
  telegram: sql`${clients.telegram_username} is not null`,
};

function lastVisitFilter(filter: TClientListQuery['last_visit'], now: Date): SQL | undefined {
  if (!filter) return undefined;
  const visit = lastVisitSql(now);
  if (filter === 'never') return sql`${visit} is null`;
  const days = filter === '30d' ? 30 : Number(filter.slice(5, 7));
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  return filter === '30d' ? sql`${visit} >= ${since}::timestamptz` : sql`${visit} < ${since}::timestamptz`;
}

export interface TListInput {
  query: Omit<TClientListQuery, 'cursor' | 'search'>;
  /** Folded text (lower case, no accents, LIKE wildcards escaped), or null. */
  text: string | null;
  /** Phone digits typed (3 or more), or null. */
  digits: string | null;
  after: { sort_name: string; id: string } | null;
  now: Date;
}

/** One page in name order; `limit + 1` rows are read so the caller knows whether a next page exists. */
export async function listClientRows(db: TDb, companyId: string, input: TListInput) {
  const { query: q, now } = input;
  const search = [input.text, input.digits].filter((s): s is string => !!s);
  const channel = q.channel ? CHANNEL_COLUMN[q.channel] : undefined;
  const where = and(
    eq(clients.company_id, companyId),
    sql`${clients.anonymized_at} is null`,
    search.length ? or(...search.map((s) => sql`${clients.search_text} like ${`%${s}%`}`)) : undefined,
    q.tag ? sql`${q.tag} = any(${clients.tags})` : undefined,
    q.stage ? eq(clients.crm_stage, q.stage) : undefined,
    q.birthday_month ? sql`extract(month from ${clients.birthday}) = ${q.birthday_month}` : undefined,
    q.channel
      ? or(channel, sql`exists (select 1 from ${chats} where ${chats.client_id} = ${clients.id} and ${chats.channel} = ${q.channel})`)
      : undefined,
    lastVisitFilter(q.last_visit, now),
    input.after
      ? or(gt(clients.sort_name, input.after.sort_name), and(eq(clients.sort_name, input.after.sort_name), gt(clients.id, input.after.id)))
      : undefined,
  );
  const rows = await db
    .select(pageColumns)
    .from(clients)
    .where(where)
    .orderBy(asc(clients.sort_name), asc(clients.id))
    .limit(q.limit + 1);
  return withExtras(db, rows, now);
}

/** Clients of one CRM stage (first page by name) with the stage's count and value. */
export async function crmStageRows(db: TDb, companyId: string, stage: string, limit: number, now: Date) {
  const where = and(eq(clients.company_id, companyId), eq(clients.crm_stage, stage), sql`${clients.anonymized_at} is null`);
  const page = await db.select(pageColumns).from(clients).where(where).orderBy(asc(clients.sort_name), asc(clients.id)).limit(limit);
  const rows = await withExtras(db, page, now);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      value: sql<number>`coalesce(sum((select coalesce(sum(${schedules.price}), 0) from ${schedules}
        where ${schedules.client_id} = ${clients.id} and ${schedules.status} <> 'canceled'
        and ${schedules.start_at} <= ${now.toISOString()}::timestamptz)), 0)::int`,
    })
    .from(clients)
    .where(where);
  return { rows, count: totals?.count ?? 0, value: totals?.value ?? 0 };
}

/** Clients whose phone or WhatsApp id contains these digits (the merge candidates; the caller compares exactly). */
export async function clientsWithDigits(db: TDb, companyId: string, digits: string, now: Date) {
  const rows = await db
    .select(pageColumns)
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        sql`${clients.anonymized_at} is null`,
        or(sql`${clients.search_text} like ${`%${digits}%`}`, sql`${clients.whatsapp_remote_jid} like ${`%${digits}%`}`),
      ),
    )
    .orderBy(asc(clients.sort_name), asc(clients.id))
    .limit(20);
  return withExtras(db, rows, now);
}
