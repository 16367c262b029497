// /admin/notifications: notices the staff sends to the users of one company or of every company that is
// not blocked. They are ordinary "general" notifications (the app's bell, /app/notificacoes), marked in
// data.sent_by_admin, so the back-office lists them with who read them.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminNotificationBody, ZAdminNotificationsQuery } from '@agenda/shared/schemas/admin-platform';
import { companies, companyUsers, notifications, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';

const PAGE = 50;
const sentByAdmin = sql`${notifications.data}->>'sent_by_admin' is not null`;

export async function sendAdminNotification(
  ctx: TAppContext,
  admin: { id: string; email: string },
  body: z.infer<typeof ZAdminNotificationBody>,
) {
  if (body.company_id) {
    const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, body.company_id));
    if (!company) throw notFound('Empresa não encontrada.');
  }
  const members = await ctx.db
    .select({ company_id: companyUsers.company_id, user_id: companyUsers.user_id })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(body.company_id ? eq(companyUsers.company_id, body.company_id) : eq(companies.is_blocked, false));
  if (members.length) {
    const data = { sent_by_admin: admin.id, sent_by_email: admin.email };
    const now = ctx.now();
    await ctx.db
      .insert(notifications)
      .values(members.map((m) => ({ ...m, type: 'general' as const, title: body.title, body: body.body, data, created_at: now })));
    for (const companyId of new Set(members.map((m) => m.company_id)))
      ctx.hub.emit(`company_update:${companyId}`, {
        toast: { message: body.title, type: 'info' },
        events: [{ name: 'notification', data: { type: 'general', title: body.title, body: body.body, data } }],
      });
  }
  return { recipients: members.length, companies: new Set(members.map((m) => m.company_id)).size };
}

export async function listAdminNotifications(ctx: TAppContext, q: z.infer<typeof ZAdminNotificationsQuery>) {
  const where: SQL[] = [sentByAdmin];
  if (q.status === 'read') where.push(isNotNull(notifications.read_at));
  if (q.status === 'unread') where.push(isNull(notifications.read_at));
  const rows = await ctx.db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      created_at: notifications.created_at,
      read_at: notifications.read_at,
      sent_by_email: sql<string | null>`${notifications.data}->>'sent_by_email'`,
      company_id: companies.id,
      company_name: companies.name,
      user_name: users.name,
      user_email: users.email,
    })
    .from(notifications)
    .innerJoin(companies, eq(companies.id, notifications.company_id))
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(and(...where))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [totals] = await ctx.db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.read_at} is null)` })
    .from(notifications)
    .where(sentByAdmin);
  const [filtered] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(...where));
  return {
    notifications: rows,
    total: filtered?.n ?? 0,
    all: totals?.total ?? 0,
    unread: Number(totals?.unread ?? 0),
    page: q.page,
    page_size: PAGE,
  };
}
