// /admin/eventos_plataforma and /admin/scheduled_messages: platform events and the send queue of every
// company, over one period (at most 92 days, checked by the contract), 50 a page, newest first.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminPlatformEventsQuery, ZAdminScheduledMessagesQuery } from '@agenda/shared/schemas/admin-events';
import { clients, companies, platformEvents, scheduledMessages, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { DAY_MS } from '../subscriptions/state.js';

const PAGE = 50;
const NAMES_SHOWN = 100;

/** [from 00:00, to + 1 day 00:00) in UTC. */
const range = (q: { from: string; to: string }) => ({
  start: new Date(`${q.from}T00:00:00.000Z`),
  end: new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS),
});

export async function listPlatformEvents(ctx: TAppContext, q: z.infer<typeof ZAdminPlatformEventsQuery>) {
  const { start, end } = range(q);
  const inPeriod = [gte(platformEvents.created_at, start), lt(platformEvents.created_at, end)];
  const where: SQL[] = [...inPeriod];
  if (q.event_name) where.push(eq(platformEvents.event_name, q.event_name));
  // Tracking links events to users (a sign-up adopts its device's visits), so a company's events are its
  // own and those of its owner and members.
  if (q.company_id)
    where.push(
      or(
        eq(platformEvents.company_id, q.company_id),
        sql`${platformEvents.user_id} in (select owner_id from companies where id = ${q.company_id}
          union select user_id from company_users where company_id = ${q.company_id})`,
      )!,
    );
  const rows = await ctx.db
    .select({
      event: platformEvents,
      company_name: companies.name,
      user_email: users.email,
    })
    .from(platformEvents)
    .leftJoin(companies, eq(companies.id, platformEvents.company_id))
    .leftJoin(users, eq(users.id, platformEvents.user_id))
    .where(and(...where))
    .orderBy(desc(platformEvents.created_at), desc(platformEvents.id))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  // The type filter's choices: the names seen in the period (a handful; bounded anyway).
  const names = await ctx.db
    .selectDistinct({ name: platformEvents.event_name })
    .from(platformEvents)
    .where(and(...inPeriod))
    .orderBy(asc(platformEvents.event_name))
    .limit(NAMES_SHOWN);
  return {
    page: q.page,
    has_more: rows.length > PAGE,
    event_names: names.map((n) => n.name),
    events: rows.slice(0, PAGE).map(({ event: e, company_name, user_email }) => ({
      id: e.id,
      event_name: e.event_name,
      event_ref: e.event_ref,
      value: e.value,
      unit: e.unit,
      device_hash: e.device_hash,
      company_id: e.company_id,
      company_name,
      user_id: e.user_id,
      user_email,
      utm: e.event_name === 'utm_info' ? utmOf(e.meta) : null,
      created_at: e.created_at.toISOString(),
    })),
  };
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;
const utmOf = (meta: Record<string, unknown>) =>
  Object.fromEntries(UTM_KEYS.map((k) => [k, typeof meta[k] === 'string' ? (meta[k] as string) : null]));

export async function listQueue(ctx: TAppContext, q: z.infer<typeof ZAdminScheduledMessagesQuery>) {
  const { start, end } = range(q);
  const where: SQL[] = [gte(scheduledMessages.due_at, start), lt(scheduledMessages.due_at, end)];
  if (q.status) where.push(eq(scheduledMessages.status, q.status));
  if (q.company_id) where.push(eq(scheduledMessages.company_id, q.company_id));
  const rows = await ctx.db
    .select({
      m: scheduledMessages,
      company_name: companies.name,
      company_timezone: companies.timezone,
      client_name: clients.name,
    })
    .from(scheduledMessages)
    .innerJoin(companies, eq(companies.id, scheduledMessages.company_id))
    .leftJoin(clients, eq(clients.id, scheduledMessages.client_id))
    .where(and(...where))
    .orderBy(desc(scheduledMessages.due_at), desc(scheduledMessages.id))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  return {
    page: q.page,
    has_more: rows.length > PAGE,
    messages: rows.slice(0, PAGE).map(({ m, company_name, company_timezone, client_name }) => ({
      id: m.id,
      company_id: m.company_id,
      company_name,
      company_timezone,
      client_name,
      type: m.type,
      source: m.source,
      channel: m.channel,
      content: m.content,
      status: m.status,
      attempts: m.attempts,
      last_error: m.last_error,
      due_at: m.due_at.toISOString(),
      sent_at: m.sent_at?.toISOString() ?? null,
      canceled_at: m.canceled_at?.toISOString() ?? null,
    })),
  };
}

/** The message's company, or null when the id is unknown (the cancel itself goes through the module's service). */
export async function queuedMessageCompany(ctx: TAppContext, id: string) {
  const [row] = await ctx.db
    .select({ company_id: scheduledMessages.company_id, status: scheduledMessages.status })
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, id));
  return row ?? null;
}
