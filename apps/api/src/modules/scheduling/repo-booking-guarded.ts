// The statement of a booking on kept rows (booking-kept-context.ts): the insert that checks the rows'
// versions and the signed-in client. Built once per database and sent by name (a prepared statement):
// building the insert per booking was most of drizzle's share of a booking's CPU (docs/performance.md).
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { calendars, clients, companies, scheduleEvents, schedules, serviceCalendars, services } from '../../db/schema/index.js';
import { preparedOnce } from '../../lib/prepared.js';
import { rowVersions } from './repo-booking-context.js';
import { timeLockSelect } from './repo-locks.js';
import { clientTurnCall } from './repo-booking-cap.js';
import { capRefusalOf } from './client-booking-cap.js';
import type { TScheduleRow } from './repo-schedules.js';

/** What a booking shows of its client (the schedule's name and the answer). */
export type TKnownClient = { id: string; name: string; phone: string | null };

// Columns whose value is the table's default on every new booking (the select of an insert names them all).
const DEFAULTED: Partial<Record<keyof TScheduleRow, SQL>> = {
  is_notify_sent: sql`false`,
  canceled_at: sql`null::timestamptz`,
  canceled_reason: sql`null::text`,
  canceled_interface: sql`null::text`,
  client_confirmed_at: sql`null::timestamptz`,
  confirmed_interface: sql`null::text`,
};
const COLUMNS = Object.entries(getTableColumns(schedules));
const GIVEN = COLUMNS.filter(([key]) => !(key in DEFAULTED));
const P = (name: string) => sql.placeholder(name);

const guardedInsert = preparedOnce((db: TDb) => {
  // The rows the checks ran on, unchanged (their versions) and still as the context read finds them, and the
  // signed-in client, of this company (the route's client check, made here instead of a statement before).
  const guard = db
    .$with('booking_guard', { ok: sql<number>`ok`, client_name: sql<string>`client_name`, client_phone: sql<string | null>`client_phone` })
    .as(sql`select 1 as ok, ${clients}.name as client_name, ${clients}.phone as client_phone from ${companies}
      join ${services} on ${services}.id = ${P('service_id')}::uuid and ${services}.company_id = ${companies}.id and ${services}.deleted_at is null
      join ${serviceCalendars} on ${serviceCalendars}.service_id = ${services}.id and ${serviceCalendars}.calendar_id = ${P('calendar_id')}::uuid
      join ${calendars} on ${calendars}.id = ${serviceCalendars}.calendar_id and ${calendars}.company_id = ${companies}.id
        and ${calendars}.deleted_at is null and ${calendars}.is_active
      join ${clients} on ${clients}.id = ${P('client_id')}::uuid and ${clients}.company_id = ${companies}.id
      where ${companies}.id = ${P('company_id')}::uuid and ${rowVersions} = ${P('versions')}`);
  // The client's turn for the per-client cap (null cap: none), only on rows that passed the guard, so the cap
  // it counts against is the company's current one: a refusal raises (the cap's answer), else one row.
  const turn = db.$with('client_turn', { upcoming: sql<number>`upcoming` }).as(
    sql`select ${clientTurnCall({ companyId: P('company_id'), clientId: P('client_id'), cap: P('cap'), after: P('cap_after'), adding: 1 })} as upcoming
      from booking_guard`,
  );
  // The calendar-time locks before any row goes in (as insertSchedulesWithEvents' `lockFirst`): every row
  // below is produced through this one-row aggregate, so PostgreSQL takes all of them first. They come after
  // the client's turn (the uncorrelated scalar subquery is a one-time filter, run before the first lock; an
  // EXISTS would let the planner drop the call), the order of the transactional path (client-booking-cap.ts,
  // then the locks), so the two paths cannot deadlock. Empty guard: no turn, no locks, nothing inserted.
  const locked = db
    .$with('locked_first', { n: sql<number>`n` })
    .as(sql`select count(*) as n from (${timeLockSelect(P('lock_keys'))}) as l where (select upcoming from client_turn) is not null`);
  const events = db.$with('written_events', { id: sql<string>`id` }).as(sql`insert into ${scheduleEvents}
      (id, company_id, schedule_id, type, actor_kind, actor_id, data, created_at)
      select ${P('event_id')}::uuid, ${P('company_id')}::uuid, ${P('id')}::uuid, 'booked', ${P('event_actor_kind')}::text,
        ${P('event_actor_id')}::uuid, ${P('event_data')}::jsonb, ${P('event_created_at')}::timestamptz
      from booking_guard, locked_first returning id`);
  // An empty name is the client's as read here (the caller has not read it; a booking never names '').
  const valueOf = (key: string, type: string) =>
    key === 'display_name' ? sql`coalesce(nullif(${P(key)}::text, ''), booking_guard.client_name)` : sql`${P(key)}::${sql.raw(type)}`;
  const values = sql.join(
    COLUMNS.map(([key, column]) => DEFAULTED[key as keyof TScheduleRow] ?? valueOf(key, column.getSQLType())),
    sql`, `,
  );
  return db
    .with(guard, turn, locked, events)
    .insert(schedules)
    .select(sql`select ${values} from booking_guard, locked_first`)
    .returning({
      ...getTableColumns(schedules),
      client_name: sql<string>`(select client_name from booking_guard)`,
      client_phone: sql<string | null>`(select client_phone from booking_guard)`,
    })
    .prepare('booking_insert_guarded');
});

export interface TGuardedBooking {
  row: typeof schedules.$inferInsert & { id: string };
  eventId: string;
  event: { actor_kind: string; actor_id: string | null; data: Record<string, unknown>; created_at?: Date };
  lockKeys: string;
  versions: string;
  /** The company's per-client cap when the booking is capped (client bookings), counted from `capAfter`. */
  cap: number | null;
  capAfter: Date;
}

/**
 * Inserts the schedule and its event when the checked rows are unchanged and the client is the company's;
 * null when not (nothing written). An empty `display_name` takes the client's name. A capped client
 * already at the cap gets the cap's refusal (ClientCapReached), as in a transaction.
 */
export async function insertGuarded(db: TDb, b: TGuardedBooking): Promise<{ row: TScheduleRow; client: TKnownClient } | null> {
  const params: Record<string, unknown> = {
    event_id: b.eventId,
    event_actor_kind: b.event.actor_kind,
    event_actor_id: b.event.actor_id,
    event_data: JSON.stringify(b.event.data),
    event_created_at: b.event.created_at?.toISOString(),
    lock_keys: b.lockKeys,
    versions: b.versions,
    cap: b.cap,
    cap_after: b.capAfter.toISOString(),
  };
  const row = b.row as Record<string, unknown>;
  if (!b.event.created_at) throw new Error('guarded booking insert: no value for the event created_at');
  for (const [key, column] of GIVEN) {
    const value = row[key];
    // A column the booking does not set would silently take null here, not its default: refuse instead.
    if (value === undefined) throw new Error(`guarded booking insert: no value for ${key}`);
    params[key] = value === null ? null : column.mapToDriverValue(value);
  }
  try {
    const [inserted] = await guardedInsert(db).execute(params);
    if (!inserted) return null;
    const { client_name: name, client_phone: phone, ...row } = inserted;
    return { row, client: { id: row.client_id!, name, phone } };
  } catch (error) {
    throw b.cap ? capRefusalOf(error, b.cap) : error;
  }
}
