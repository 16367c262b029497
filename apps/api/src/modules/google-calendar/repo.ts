// The google-calendar module's tables: accounts (a user's grant), links (our calendar ↔ a Google
// calendar) and events (where each booking of ours lives in Google).
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';
import { googleCalendarAccounts, googleCalendarEvents, googleCalendarLinks } from '../../db/schema/index.js';

export type TAccountRow = typeof googleCalendarAccounts.$inferSelect;
export type TLinkRow = typeof googleCalendarLinks.$inferSelect;

export async function upsertAccount(db: TDb, row: typeof googleCalendarAccounts.$inferInsert): Promise<void> {
  await db
    .insert(googleCalendarAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: googleCalendarAccounts.user_id,
      set: {
        google_sub: row.google_sub,
        email: row.email,
        refresh_token: row.refresh_token,
        access_token: row.access_token ?? null,
        access_expires_at: row.access_expires_at ?? null,
        scopes: row.scopes,
        updated_at: sql`now()`,
      },
    });
}

export async function findAccount(db: TDb, userId: string): Promise<TAccountRow | undefined> {
  const [row] = await db.select().from(googleCalendarAccounts).where(eq(googleCalendarAccounts.user_id, userId)).limit(1);
  return row;
}

export async function saveAccessToken(db: TDb, userId: string, accessToken: string, expiresAt: Date): Promise<void> {
  await db
    .update(googleCalendarAccounts)
    .set({ access_token: accessToken, access_expires_at: expiresAt, updated_at: sql`now()` })
    .where(eq(googleCalendarAccounts.user_id, userId));
}

export async function deleteAccount(db: TDb, userId: string): Promise<void> {
  await db.delete(googleCalendarAccounts).where(eq(googleCalendarAccounts.user_id, userId));
}

export async function insertLink(db: TDb, row: typeof googleCalendarLinks.$inferInsert): Promise<TLinkRow | undefined> {
  const [link] = await db.insert(googleCalendarLinks).values(row).onConflictDoNothing().returning();
  return link;
}

export async function findLink(db: TDb, id: string): Promise<TLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.id, id)).limit(1);
  return row;
}

/** The link row locked for this transaction: two syncs of one link run one after the other. */
export async function lockLink(db: TDb, id: string): Promise<TLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.id, id)).for('update').limit(1);
  return row;
}

export async function findLinkByChannel(db: TDb, channelId: string): Promise<TLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.channel_id, channelId)).limit(1);
  return row;
}

export async function linkOfCalendar(db: TDb, calendarId: string): Promise<TLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.calendar_id, calendarId)).limit(1);
  return row;
}

export function linksOfCompany(db: TDb, companyId: string): Promise<TLinkRow[]> {
  return db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.company_id, companyId));
}

export function linksOfUser(db: TDb, userId: string): Promise<TLinkRow[]> {
  return db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.user_id, userId));
}

/** Whether any of these calendars is linked (a booking change there needs a push). */
/**
 * For a batch of booking changes, in one read: which of these calendars are linked to Google, and which
 * of these schedules already have their event there (a push follows either).
 */
export async function linkedAndPushed(db: TDb, calendarIds: string[], scheduleIds: string[]) {
  const list = (ids: string[]) =>
    sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    );
  const linked = new Set<string>();
  const pushed = new Set<string>();
  if (!calendarIds.length && !scheduleIds.length) return { linked, pushed };
  const res = await db.execute(sql`
    select 'linked' as kind, calendar_id::text as id from google_calendar_links where calendar_id in (${calendarIds.length ? list(calendarIds) : sql`null`})
    union all
    select 'pushed', schedule_id::text from google_calendar_events where schedule_id in (${scheduleIds.length ? list(scheduleIds) : sql`null`})`);
  for (const row of rowsOf<{ kind: string; id: string }>(res)) (row.kind === 'linked' ? linked : pushed).add(row.id);
  return { linked, pushed };
}

export function allLinkIds(db: TDb): Promise<{ id: string }[]> {
  return db.select({ id: googleCalendarLinks.id }).from(googleCalendarLinks);
}

/** Links whose watch channel is missing or ends before `before`. */
export function linksNeedingChannel(db: TDb, before: Date): Promise<TLinkRow[]> {
  return db
    .select()
    .from(googleCalendarLinks)
    .where(
      or(
        sql`${googleCalendarLinks.channel_id} is null`,
        and(isNotNull(googleCalendarLinks.channel_expires_at), lt(googleCalendarLinks.channel_expires_at, before)),
      ),
    );
}

export async function updateLink(db: TDb, id: string, patch: Partial<typeof googleCalendarLinks.$inferInsert>): Promise<void> {
  await db
    .update(googleCalendarLinks)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(googleCalendarLinks.id, id));
}

export async function deleteLink(db: TDb, id: string): Promise<void> {
  await db.delete(googleCalendarLinks).where(eq(googleCalendarLinks.id, id));
}

export async function findPushedEvent(db: TDb, scheduleId: string) {
  const [row] = await db.select().from(googleCalendarEvents).where(eq(googleCalendarEvents.schedule_id, scheduleId)).limit(1);
  return row;
}

export async function savePushedEvent(db: TDb, scheduleId: string, linkId: string, googleEventId: string): Promise<void> {
  await db
    .insert(googleCalendarEvents)
    .values({ schedule_id: scheduleId, link_id: linkId, google_event_id: googleEventId })
    .onConflictDoUpdate({
      target: googleCalendarEvents.schedule_id,
      set: { link_id: linkId, google_event_id: googleEventId, updated_at: sql`now()` },
    });
}

export async function deletePushedEvent(db: TDb, scheduleId: string): Promise<void> {
  await db.delete(googleCalendarEvents).where(eq(googleCalendarEvents.schedule_id, scheduleId));
}
