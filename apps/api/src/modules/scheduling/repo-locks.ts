// The locks that make writers of agenda time queue instead of deadlocking (docs/decisions/0002-no-double-booking.md).
// Two inserts racing for one time can each find the other's uncommitted row inside the exclusion
// constraint and wait for it; PostgreSQL breaks that with a deadlock after deadlock_timeout (1 s). Taking
// these transaction-scoped advisory locks first, always in one order, makes such writers wait in line.
// On PGlite (one connection) they never wait.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

// Key spaces of the two-int advisory locks (migrations use the one-bigint space).
const CALENDAR_SPACE = 7_274_501;
const CALENDAR_HOUR_SPACE = 7_274_503;
const BOOKING_TIME_SPACE = 7_274_502;

const HOUR = 3_600_000;
/** Past this many hours on one calendar (long blocked periods, long series), the whole calendar is locked. */
const MAX_HOURS_PER_CALENDAR = 24;

export interface TTimeClaim {
  calendarId: string;
  start: Date;
  end: Date;
}

/**
 * Locks the hours the claims cover on their calendars: writers of overlapping times queue, others do not
 * (a transaction may stay open for a while, such as the secretary's turn around an LLM call). Each
 * calendar is first locked shared (exclusive when a claim is too long to lock hour by hour), then the
 * hours, all in calendar-id and hour order, in one statement.
 */
export async function lockCalendarTime(tx: TDb, claims: TTimeClaim[]): Promise<void> {
  const lock = calendarTimeLock(claims);
  if (lock) await tx.execute(lock);
}

/** The statement lockCalendarTime runs (null when there is nothing to lock), to fold into another statement. */
export function calendarTimeLock(claims: TTimeClaim[]): SQL | null {
  const keys = calendarTimeLockKeys(claims);
  return keys === null ? null : timeLockSelect(keys);
}

/** The advisory keys of the claims, in lock order, as the JSON `timeLockSelect` reads (null: nothing to lock). */
export function calendarTimeLockKeys(claims: TTimeClaim[]): string | null {
  const hoursOf = new Map<string, Set<number>>();
  for (const claim of claims) {
    const hours = hoursOf.get(claim.calendarId) ?? new Set<number>();
    hoursOf.set(claim.calendarId, hours);
    for (let h = Math.floor(claim.start.getTime() / HOUR); h * HOUR < claim.end.getTime() && hours.size <= MAX_HOURS_PER_CALENDAR; h++)
      hours.add(h);
  }
  const calendars = [...hoursOf.keys()].sort();
  const whole = (id: string) => hoursOf.get(id)!.size > MAX_HOURS_PER_CALENDAR;
  const keys = [
    ...calendars.map((id) => ({ space: CALENDAR_SPACE, name: id, shared: !whole(id) })),
    ...calendars
      .filter((id) => !whole(id))
      .flatMap((id) =>
        [...hoursOf.get(id)!].sort((a, b) => a - b).map((h) => ({ space: CALENDAR_HOUR_SPACE, name: `${id}@${h}`, shared: false })),
      ),
  ];
  return keys.length === 0 ? null : JSON.stringify(keys);
}

/**
 * Takes the locks of `keys` (calendarTimeLockKeys' JSON: a value, or a placeholder of a prepared statement).
 * jsonb_to_recordset yields the keys in array order, and each row's lock is taken as the row is produced.
 */
export function timeLockSelect(keys: string | SQLWrapper): SQL {
  return sql`
    select case when k.shared then pg_advisory_xact_lock_shared(k.space, hashtext(k.name)) else pg_advisory_xact_lock(k.space, hashtext(k.name)) end as locked
    from jsonb_to_recordset(${keys}::jsonb) as k(space int, name text, shared boolean)`;
}

/** Same-time "any calendar" bookings of a company queue here (service-booking.ts occupyFirstFree), before any calendar lock. */
export async function lockBookingTime(tx: TDb, companyId: string, startMs: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_TIME_SPACE}, hashtext(${`${companyId}@${startMs}`}))`);
}
