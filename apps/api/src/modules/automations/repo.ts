// The automations rows (db/schema/automations.ts), always scoped by company.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { automations, clients, scheduledMessages, schedules, services } from '../../db/schema/index.js';
import { insertTagDiffRows } from '../clients/repo-tag-history.js';

export type TAutomationRow = typeof automations.$inferSelect;
type TAutomationInsert = typeof automations.$inferInsert;

export const listAutomationRows = (db: TDb, companyId: string, onlyActive = false) =>
  db
    .select()
    .from(automations)
    .where(and(eq(automations.company_id, companyId), onlyActive ? eq(automations.is_active, true) : undefined))
    .orderBy(asc(automations.created_at));

export async function findAutomationRow(db: TDb, companyId: string, id: string): Promise<TAutomationRow | undefined> {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.company_id, companyId), eq(automations.id, id)));
  return row;
}

export async function insertAutomationRow(db: TDb, v: TAutomationInsert): Promise<TAutomationRow> {
  const [row] = await db.insert(automations).values(v).returning();
  return row!;
}

export async function updateAutomationRow(db: TDb, companyId: string, id: string, patch: Partial<TAutomationInsert>) {
  const [row] = await db
    .update(automations)
    .set(patch)
    .where(and(eq(automations.company_id, companyId), eq(automations.id, id)))
    .returning();
  return row;
}

export async function deleteAutomationRow(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(automations)
    .where(and(eq(automations.company_id, companyId), eq(automations.id, id)))
    .returning({ id: automations.id });
  return rows.length > 0;
}

/** An automation's messages for one schedule (or, without one, one client) that are not canceled. */
export function automationMessages(db: TDb, automationId: string, target: { scheduleId?: string; clientId?: string }) {
  return db
    .select()
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.automation_id, automationId),
        target.scheduleId ? eq(scheduledMessages.schedule_id, target.scheduleId) : undefined,
        target.clientId ? eq(scheduledMessages.client_id, target.clientId) : undefined,
        sql`${scheduledMessages.status} <> 'canceled'`,
      ),
    );
}

export async function serviceRecurrenceDays(db: TDb, companyId: string, serviceId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: services.expected_recurrence_in_days })
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.id, serviceId)));
  return row?.days ?? null;
}

export async function serviceTitle(db: TDb, companyId: string, serviceId: string): Promise<string | null> {
  const [row] = await db
    .select({ title: services.title })
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.id, serviceId)));
  return row?.title ?? null;
}

/** Whether the client booked anything (not canceled) created after `since`: interest turned into a booking. */
export async function bookedSince(db: TDb, companyId: string, clientId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.company_id, companyId),
        eq(schedules.client_id, clientId),
        sql`${schedules.created_at} >= ${since.toISOString()}::timestamptz`,
        sql`${schedules.status} <> 'canceled'`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Adds a tag to the client (once), with its history row; the caller's transaction holds both. */
export async function tagClient(db: TDb, companyId: string, clientId: string, tag: string, now: Date): Promise<void> {
  const added = await db
    .update(clients)
    .set({ tags: sql`array_append(${clients.tags}, ${tag}::text)` })
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId), sql`not (${tag}::text = any(${clients.tags}))`))
    .returning({ id: clients.id });
  if (added.length) await insertTagDiffRows(db, companyId, clientId, { before: [], after: [tag] }, { kind: 'system', id: null }, now);
}

export async function clientName(db: TDb, companyId: string, clientId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)));
  return row ? row.name : undefined;
}

/** The client's next upcoming appointment, else the latest one: what the preview's schedule variables show. */
export async function previewScheduleOf(db: TDb, companyId: string, clientId: string, now: Date) {
  const refs = () =>
    db
      .select({ start_at: schedules.start_at, service_title: services.title })
      .from(schedules)
      .leftJoin(services, eq(services.id, schedules.service_id));
  const mine = and(eq(schedules.company_id, companyId), eq(schedules.client_id, clientId));
  const upcoming = sql`${schedules.start_at} >= ${now.toISOString()}::timestamptz`;
  const [next] = await refs().where(and(mine, upcoming)).orderBy(asc(schedules.start_at)).limit(1);
  if (next) return next;
  const [last] = await refs().where(mine).orderBy(sql`${schedules.start_at} desc`).limit(1);
  return last ?? null;
}

/** One reconciliation of a schedule's (or a client's) automations at a time: replays never plan twice. */
export async function lockAutomationTarget(db: TDb, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`automations:${target}`}, 0))`);
}

/** How many of these ids are services of the company. */
export async function countOwnServices(db: TDb, companyId: string, ids: string[]): Promise<number> {
  const own = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.company_id, companyId), inArray(services.id, ids)));
  return own.length;
}
