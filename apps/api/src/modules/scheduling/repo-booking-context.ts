// What a booking checks before its transaction, in one round trip: the company, the service, the client
// and the active calendars that perform the service (each a query before, ~6 per booking with the route's).
// One row per candidate calendar (at least one: the joins are outer), company/service/client repeated.
import { and, asc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { calendars, clients, companies, serviceCalendars, services } from '../../db/schema/index.js';
import type { TClientRow } from '../clients/repo.js';
import type { TCompanyRow } from '../companies/repo.js';
import type { TCalendarRow, TServiceRow } from './repo-catalog.js';

export interface TBookingContext {
  company: TCompanyRow;
  service: TServiceRow | null;
  client: TClientRow | null;
  /** Active calendars performing the service, among `calendarIds` when given, in the company's order. */
  calendars: TCalendarRow[];
  /**
   * Per calendar (same order): the row versions (`xmin`) of the company, the service and that calendar as
   * read. A statement that finds the same versions knows those rows are unchanged (booking-kept-context.ts).
   */
  versions: string[];
}

type TBy = { companyId: string; serviceId: string; clientId: string; calendarIds: string[] | null };
type TCalendarFilter = SQL | undefined;
type TValue = SQLWrapper | string;

/** A row's xmin changes with every update (a new row version): equal versions, unchanged rows. */
export const rowVersions = sql<string>`concat_ws(',', ${companies}.xmin, ${services}.xmin, ${calendars}.xmin)`;

function query(db: TDb, calendarFilter: TCalendarFilter, companyId: TValue, serviceId: TValue, clientId: TValue) {
  return db
    .select({ company: companies, service: services, client: clients, calendar: calendars, version: rowVersions })
    .from(companies)
    .leftJoin(services, and(eq(services.company_id, companies.id), eq(services.id, serviceId), isNull(services.deleted_at)))
    .leftJoin(clients, and(eq(clients.company_id, companies.id), eq(clients.id, clientId)))
    .leftJoin(serviceCalendars, and(eq(serviceCalendars.service_id, services.id), calendarFilter))
    .leftJoin(
      calendars,
      and(
        eq(calendars.id, serviceCalendars.calendar_id),
        eq(calendars.company_id, companies.id),
        isNull(calendars.deleted_at),
        eq(calendars.is_active, true),
      ),
    )
    .where(eq(companies.id, companyId))
    .orderBy(asc(calendars.created_at), asc(calendars.title));
}

// The two shapes almost every booking has (any calendar; one calendar) are built and named once per
// database: building this five-table select per booking was a fifth of the booking's CPU (docs/performance.md).
const P = { companyId: sql.placeholder('companyId'), serviceId: sql.placeholder('serviceId'), clientId: sql.placeholder('clientId') };
const buildAny = (db: TDb) => query(db, undefined, P.companyId, P.serviceId, P.clientId).prepare('booking_context_any');
const buildOne = (db: TDb) =>
  query(db, eq(serviceCalendars.calendar_id, sql.placeholder('calendarId')), P.companyId, P.serviceId, P.clientId).prepare(
    'booking_context_one',
  );
const preparedAny = new WeakMap<TDb, ReturnType<typeof buildAny>>();
const preparedOne = new WeakMap<TDb, ReturnType<typeof buildOne>>();

function run(db: TDb, by: TBy) {
  const ids = by.calendarIds;
  if (ids && ids.length > 1) return query(db, inArray(serviceCalendars.calendar_id, ids), by.companyId, by.serviceId, by.clientId);
  const params = { companyId: by.companyId, serviceId: by.serviceId, clientId: by.clientId };
  if (ids?.length === 1) {
    let one = preparedOne.get(db);
    if (!one) preparedOne.set(db, (one = buildOne(db)));
    return one.execute({ ...params, calendarId: ids[0] });
  }
  let any = preparedAny.get(db);
  if (!any) preparedAny.set(db, (any = buildAny(db)));
  return any.execute(params);
}

export async function readBookingContext(db: TDb, by: TBy): Promise<TBookingContext | null> {
  // An empty scope (a member with no calendars) performs nothing.
  const none = by.calendarIds !== null && by.calendarIds.length === 0;
  const rows = await run(db, by);
  const first = rows[0];
  if (!first) return null;
  return {
    company: first.company,
    service: first.service,
    client: first.client,
    calendars: none ? [] : rows.flatMap((r) => (r.calendar ? [r.calendar] : [])),
    versions: none ? [] : rows.flatMap((r) => (r.calendar ? [r.version] : [])),
  };
}
