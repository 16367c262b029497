// In-app notifications of company users (docs/spec.md §3 "Notifications"), pushed live to the company room.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TNotificationType } from '@agenda/shared/notification';
import { companyUsers, notifications, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export type TNotificationRow = typeof notifications.$inferSelect;

export const notificationDto = (n: TNotificationRow) => ({
  id: n.id,
  company_id: n.company_id,
  type: n.type,
  title: n.title,
  body: n.body,
  data: n.data,
  read_at: n.read_at?.toISOString() ?? null,
  created_at: n.created_at.toISOString(),
});

export interface TCompanyNotice {
  companyId: string;
  type: TNotificationType;
  title: string;
  body: string;
  data?: Record<string, unknown>;
  roles?: Array<'owner' | 'admin' | 'operation'>;
  /** Operation members are told only about the calendars in their calendar_ids. */
  calendarId?: string;
}

const noticeKey = (companyId: string, type: string, title: string, body: string) => JSON.stringify([companyId, type, title, body]);

/**
 * One row per member of each notice's company (or per given role; operation members only for the
 * calendars in their calendar_ids), every notice of a batch in one statement: the members are read by
 * the insert itself (a batch of bookings' notices was a read and an insert per booking). Then one live
 * event per notice that reached someone, on its company room.
 */
export async function notifyCompanyUsersMany(ctx: TAppContext, notices: TCompanyNotice[]): Promise<TNotificationRow[]> {
  if (!notices.length) return [];
  const input = notices.map((n) => ({
    company_id: n.companyId,
    type: n.type,
    title: n.title,
    body: n.body,
    data: n.data ?? {},
    roles: n.roles ?? null,
    calendar_id: n.calendarId ?? null,
  }));
  const rows = await ctx.db
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), n.company_id, m.user_id, n.type, n.title, n.body, n.data, null::timestamptz, ${ctx.now().toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          as n(company_id uuid, type text, title text, body text, data jsonb, roles text[], calendar_id uuid)
        join company_users m on m.company_id = n.company_id
          and (n.roles is null or m.role = any(n.roles))
          and (n.calendar_id is null or m.role <> 'operation' or cardinality(m.calendar_ids) = 0 or n.calendar_id = any(m.calendar_ids))`,
    )
    .returning();
  const reached = new Set(rows.map((r) => noticeKey(r.company_id, r.type, r.title, r.body)));
  for (const { companyId, type, title, body, data } of notices)
    if (reached.has(noticeKey(companyId, type, title, body)))
      ctx.hub.emit(`company_update:${companyId}`, {
        toast: { message: title, type: 'info' },
        events: [{ name: 'notification', data: { type, title, body, data: data ?? {} } }],
      });
  return rows;
}

/** One row per member of the company (or per given role), then one live event on the company room. */
export function notifyCompanyUsers(
  ctx: TAppContext,
  companyId: string,
  input: Omit<TCompanyNotice, 'companyId'>,
): Promise<TNotificationRow[]> {
  return notifyCompanyUsersMany(ctx, [{ companyId, ...input }]);
}

export async function listNotifications(ctx: TAppContext, companyId: string, userId: string, limit = 50) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.company_id, companyId), eq(notifications.user_id, userId)))
    .orderBy(desc(notifications.created_at))
    .limit(limit);
  return rows.map(notificationDto);
}

export async function markNotificationsRead(ctx: TAppContext, companyId: string, userId: string, ids: string[] | null): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ read_at: ctx.now() })
    .where(
      and(
        eq(notifications.company_id, companyId),
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Phones of the company's users, to tell a staff member writing to the business number from a client. */
export async function companyUserPhones(ctx: TAppContext, companyId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ phone: users.phone, jid: users.whatsapp_remote_jid })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(eq(companyUsers.company_id, companyId));
  return rows
    .flatMap((r) => [r.phone, r.jid])
    .filter((v): v is string => !!v)
    .map((v) => v.replace(/\D/g, ''));
}
