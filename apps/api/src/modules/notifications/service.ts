// In-app notifications of company users (docs/spec.md §3 "Notifications"), pushed live to the company room.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TNotificationType } from '@agenda/shared/notification';
import { companyUsers, notifications, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { batchRead } from '../../lib/batch-reads.js';

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

/** The members a notice goes to: the staff once per batch of booking effects (every booking of a burst notifies the same people). */
async function membersOf(ctx: TAppContext, notice: TCompanyNotice) {
  const { companyId, roles } = notice;
  const all = await batchRead(ctx, `company_users:${companyId}:${roles?.join(',') ?? '*'}`, () =>
    ctx.db
      .select({ user_id: companyUsers.user_id, role: companyUsers.role, calendar_ids: companyUsers.calendar_ids })
      .from(companyUsers)
      .where(and(eq(companyUsers.company_id, companyId), roles ? inArray(companyUsers.role, roles) : undefined)),
  );
  const cal = notice.calendarId;
  return cal ? all.filter((m) => m.role !== 'operation' || m.calendar_ids.length === 0 || m.calendar_ids.includes(cal)) : all;
}

/**
 * One row per member of each notice's company (or per given role), all in one insert (a batch of
 * bookings' notices is one statement, not one per booking), then one live event per notice on its
 * company room.
 */
export async function notifyCompanyUsersMany(ctx: TAppContext, notices: TCompanyNotice[]): Promise<TNotificationRow[]> {
  const now = ctx.now();
  const told: TCompanyNotice[] = [];
  const values: Array<typeof notifications.$inferInsert> = [];
  for (const notice of notices) {
    const members = await membersOf(ctx, notice);
    if (!members.length) continue;
    told.push(notice);
    const { companyId, type, title, body, data } = notice;
    for (const m of members)
      values.push({ company_id: companyId, user_id: m.user_id, type, title, body, data: data ?? {}, created_at: now });
  }
  if (!values.length) return [];
  const rows = await ctx.db.insert(notifications).values(values).returning();
  for (const { companyId, type, title, body, data } of told)
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
