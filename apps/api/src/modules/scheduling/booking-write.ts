// How a booking writes its schedules and their "booked" events (service-booking.ts decides which calendar).
import { randomUUID } from 'node:crypto';
import type { TDb } from '../../db/client.js';
import { StaleBookingContext } from './booking-kept-context.js';
import { insertGuarded } from './repo-booking-guarded.js';
import { calendarTimeLock, calendarTimeLockKeys } from './repo-locks.js';
import { insertSchedulesWithEvents, type insertSchedules } from './repo-schedules.js';
import type { TCompanySettings } from './support.js';
import type { TBookScheduleInput } from './types.js';

/** How the write is guarded: kept rows' `versions` (one prepared statement), the client's cap it counts. */
export type TWriteGuard = { versions: string | null; cap: number | null; capAfter: Date };

/**
 * The schedules and their "booked" events, after the calendar-time locks (in the same statement with
 * `lockFirst`; with its `versions`, one schedule by the prepared statement that checks them and the client,
 * which then comes back with it).
 */
export async function writeSchedules(
  db: TDb,
  company: TCompanySettings,
  input: TBookScheduleInput,
  rows: Parameters<typeof insertSchedules>[1],
  lockFirst: TWriteGuard | null,
) {
  const claims = rows.map((r) => ({ calendarId: r.calendar_id, start: r.start_at, end: r.end_at }));
  const eventOf = (s: (typeof rows)[number]) => ({
    company_id: s.company_id,
    type: 'booked' as const,
    actor_kind: input.actor.kind,
    actor_id: input.actor.id,
    data: { currency: company.currency },
    created_at: s.created_at,
  });
  const lockKeys = calendarTimeLockKeys(claims);
  if (lockFirst?.versions && rows.length === 1 && lockKeys) {
    const [row, eventId] = [{ ...rows[0]!, id: randomUUID() }, randomUUID()];
    const { versions, cap, capAfter } = lockFirst;
    const inserted = await insertGuarded(db, { row, eventId, event: eventOf(row), lockKeys, versions, cap, capAfter });
    if (!inserted) throw new StaleBookingContext();
    return { inserted: [inserted.row], eventIds: [eventId], client: inserted.client };
  }
  if (lockFirst?.versions) throw new StaleBookingContext();
  const lock = calendarTimeLock(claims);
  if (!lockFirst && lock) await db.execute(lock);
  // The client is the one the caller read.
  return { ...(await insertSchedulesWithEvents(db, rows, eventOf, lockFirst ? lock : null)), client: null };
}
