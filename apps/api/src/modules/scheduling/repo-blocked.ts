// Reads and writes of blocked periods.
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { blockedPeriods, schedules } from '../../db/schema/index.js';

export type TBlockedPeriodRow = typeof blockedPeriods.$inferSelect;

export async function insertBlockedPeriods(db: TDb, rows: (typeof blockedPeriods.$inferInsert)[]): Promise<TBlockedPeriodRow[]> {
  if (rows.length === 0) return [];
  return db.insert(blockedPeriods).values(rows).returning();
}

export async function findBlockedPeriodRow(db: TDb, companyId: string, id: string): Promise<TBlockedPeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(blockedPeriods)
    .where(and(eq(blockedPeriods.company_id, companyId), eq(blockedPeriods.id, id)))
    .limit(1);
  return row;
}

export async function groupRows(db: TDb, companyId: string, groupId: string): Promise<TBlockedPeriodRow[]> {
  return db
    .select()
    .from(blockedPeriods)
    .where(and(eq(blockedPeriods.company_id, companyId), eq(blockedPeriods.group_id, groupId)));
}

export async function updateBlockedPeriodRow(db: TDb, companyId: string, id: string, patch: Partial<typeof blockedPeriods.$inferInsert>) {
  const [row] = await db
    .update(blockedPeriods)
    .set(patch)
    .where(and(eq(blockedPeriods.company_id, companyId), eq(blockedPeriods.id, id)))
    .returning();
  return row;
}

export async function deleteBlockedPeriodRows(db: TDb, companyId: string, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(blockedPeriods).where(and(eq(blockedPeriods.company_id, companyId), inArray(blockedPeriods.id, ids)));
}

export async function listBlockedPeriodRows(
  db: TDb,
  companyId: string,
  calendarIds: string[] | null,
  from: Date,
  to: Date,
): Promise<TBlockedPeriodRow[]> {
  if (calendarIds?.length === 0) return [];
  return db
    .select()
    .from(blockedPeriods)
    .where(
      and(
        eq(blockedPeriods.company_id, companyId),
        calendarIds ? inArray(blockedPeriods.calendar_id, calendarIds) : undefined,
        lt(blockedPeriods.start_at, to),
        gt(blockedPeriods.end_at, from),
      ),
    )
    .orderBy(asc(blockedPeriods.start_at));
}

/** Ids of the schedules that are not canceled and overlap [start, end) on these calendars. */
export async function overlappingScheduleIds(db: TDb, companyId: string, calendarIds: string[], start: Date, end: Date): Promise<string[]> {
  if (calendarIds.length === 0) return [];
  const rows = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.company_id, companyId),
        inArray(schedules.calendar_id, calendarIds),
        ne(schedules.status, 'canceled'),
        lt(schedules.start_at, end),
        // Schedules last at most 24 h: a lower bound on start_at lets the index range-scan.
        gt(schedules.start_at, new Date(start.getTime() - 24 * 3_600_000)),
        gt(schedules.end_at, start),
      ),
    )
    .orderBy(asc(schedules.start_at));
  return rows.map((r) => r.id);
}
