// Busy times of external calendars (calendar_external_busy), written by a sync (Google) and read by busyByCalendar.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { calendarExternalBusy } from '../../db/schema/index.js';

export interface TExternalBusy {
  externalId: string;
  start: Date;
  end: Date;
}

/** Upserts `busy` and removes `gone` for one calendar and source; returns how many rows changed. */
export async function writeExternalBusy(
  db: TDb,
  target: { companyId: string; calendarId: string; source: string },
  busy: TExternalBusy[],
  gone: string[],
): Promise<number> {
  let changed = 0;
  if (busy.length) {
    const rows = await db
      .insert(calendarExternalBusy)
      .values(
        busy.map((b) => ({
          company_id: target.companyId,
          calendar_id: target.calendarId,
          source: target.source,
          external_id: b.externalId,
          start_at: b.start,
          end_at: b.end,
        })),
      )
      .onConflictDoUpdate({
        target: [calendarExternalBusy.calendar_id, calendarExternalBusy.source, calendarExternalBusy.external_id],
        set: { start_at: sql`excluded.start_at`, end_at: sql`excluded.end_at`, updated_at: sql`now()` },
        // Only a real move counts as a change (a replayed page rewrites nothing).
        setWhere: sql`(${calendarExternalBusy.start_at}, ${calendarExternalBusy.end_at}) is distinct from (excluded.start_at, excluded.end_at)`,
      })
      .returning({ id: calendarExternalBusy.external_id });
    changed += rows.length;
  }
  if (gone.length) {
    const rows = await db
      .delete(calendarExternalBusy)
      .where(
        and(
          eq(calendarExternalBusy.calendar_id, target.calendarId),
          eq(calendarExternalBusy.source, target.source),
          inArray(calendarExternalBusy.external_id, gone),
        ),
      )
      .returning({ id: calendarExternalBusy.external_id });
    changed += rows.length;
  }
  return changed;
}

/** Forgets every busy time of a calendar from a source (the link was removed, or a full sync starts over). */
export async function clearExternalBusy(db: TDb, calendarId: string, source: string): Promise<number> {
  const rows = await db
    .delete(calendarExternalBusy)
    .where(and(eq(calendarExternalBusy.calendar_id, calendarId), eq(calendarExternalBusy.source, source)))
    .returning({ id: calendarExternalBusy.external_id });
  return rows.length;
}
