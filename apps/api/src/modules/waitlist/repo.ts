// The waitlist_entries rows (db/schema/waitlist.ts), always scoped by company.
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TWaitlistFilter } from '@agenda/shared/waitlist';
import type { TDb } from '../../db/client.js';
import { calendars, clients, companies, services, waitlistEntries } from '../../db/schema/index.js';

export type TWaitlistRow = typeof waitlistEntries.$inferSelect;
export type TWaitlistWithRefs = {
  row: TWaitlistRow;
  client_name: string | null;
  service_title: string | null;
  calendar_title: string | null;
  /** The company's stored manhã/tarde/noite windows (null: the defaults), naming an entry's window. */
  day_parts: unknown;
};

export async function insertWaitlistEntry(db: TDb, v: typeof waitlistEntries.$inferInsert): Promise<TWaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(v).returning();
  return row!;
}

export async function updateWaitlistEntry(db: TDb, id: string, patch: Partial<typeof waitlistEntries.$inferInsert>) {
  const [row] = await db.update(waitlistEntries).set(patch).where(eq(waitlistEntries.id, id)).returning();
  return row;
}

/** The entry, locked until the transaction ends (an offer, its answer and its expiry never interleave). */
export async function lockWaitlistEntry(db: TDb, companyId: string | null, id: string): Promise<TWaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), companyId ? eq(waitlistEntries.company_id, companyId) : undefined))
    .for('update');
  return row;
}

/**
 * The first waiting entry (first come, first served) that wants this freed slot: same service, the
 * slot's professional or any, the slot's local day in its range and its local start time in the
 * entry's window (if any), the slot not let pass before. Locked (SKIP LOCKED: two processes offering
 * two slots take two clients). Bounded: LIMIT 1 on the (company_id, status, created_at) index.
 */
export async function lockFirstMatching(
  db: TDb,
  q: { companyId: string; serviceId: string; calendarId: string; day: string; time: string; slotKey: string },
): Promise<TWaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.company_id, q.companyId),
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistEntries.service_id, q.serviceId),
        or(isNull(waitlistEntries.calendar_id), eq(waitlistEntries.calendar_id, q.calendarId)),
        lte(waitlistEntries.from_date, q.day),
        gte(waitlistEntries.to_date, q.day),
        // "HH:mm" compared byte-wise (collation C): zero-padded, so text order is time order.
        sql`(${waitlistEntries.from_time} is null or ${waitlistEntries.from_time} collate "C" <= ${q.time})`,
        sql`(${waitlistEntries.to_time} is null or ${waitlistEntries.to_time} collate "C" > ${q.time})`,
        sql`not (${waitlistEntries.passed_slots} @> ${JSON.stringify([q.slotKey])}::jsonb)`,
      ),
    )
    .orderBy(asc(waitlistEntries.created_at))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The client's entry holding an offer now (at most one: an offer goes to a waiting entry only). */
export async function openOfferOf(db: TDb, companyId: string, clientId: string, now: Date): Promise<TWaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.company_id, companyId),
        eq(waitlistEntries.client_id, clientId),
        eq(waitlistEntries.status, 'offered'),
        gte(waitlistEntries.offer_expires_at, now),
      ),
    )
    .orderBy(asc(waitlistEntries.offer_expires_at))
    .limit(1)
    .for('update');
  return row;
}

const withRefs = (db: TDb) =>
  db
    .select({
      row: waitlistEntries,
      client_name: clients.name,
      service_title: services.title,
      calendar_title: calendars.title,
      day_parts: companies.day_parts,
    })
    .from(waitlistEntries)
    .innerJoin(companies, eq(companies.id, waitlistEntries.company_id))
    .leftJoin(clients, eq(clients.id, waitlistEntries.client_id))
    .leftJoin(services, eq(services.id, waitlistEntries.service_id))
    .leftJoin(calendars, eq(calendars.id, waitlistEntries.calendar_id));

export function listWaitlistEntries(db: TDb, companyId: string, f: TWaitlistFilter): Promise<TWaitlistWithRefs[]> {
  return withRefs(db)
    .where(
      and(
        eq(waitlistEntries.company_id, companyId),
        f.status ? eq(waitlistEntries.status, f.status) : undefined,
        f.date ? and(lte(waitlistEntries.from_date, f.date), gte(waitlistEntries.to_date, f.date)) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.created_at))
    .limit(500);
}

export async function findWaitlistWithRefs(db: TDb, companyId: string, id: string): Promise<TWaitlistWithRefs | undefined> {
  const [row] = await withRefs(db).where(and(eq(waitlistEntries.company_id, companyId), eq(waitlistEntries.id, id)));
  return row;
}

/** The service and (optional) professional of the company, for checking a new entry. */
export async function serviceAndCalendarOf(db: TDb, companyId: string, serviceId: string, calendarId: string | null) {
  const [service] = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.id, serviceId)));
  if (!calendarId) return { service, calendar: null };
  const [calendar] = await db
    .select({ id: calendars.id, title: calendars.title })
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), eq(calendars.id, calendarId)));
  return { service, calendar };
}

export async function clientOfCompany(db: TDb, companyId: string, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)));
  return row;
}

/** The client's entries still on the list (waiting or holding an offer), first joined first. */
export function activeEntriesOfClient(db: TDb, companyId: string, clientId: string): Promise<TWaitlistWithRefs[]> {
  return withRefs(db)
    .where(
      and(
        eq(waitlistEntries.company_id, companyId),
        eq(waitlistEntries.client_id, clientId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(waitlistEntries.created_at))
    .limit(100);
}

/** One join of a client at a time (no duplicate entry from a double click or two tabs). */
export async function lockClientWaitlist(db: TDb, clientId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${clientId}`}, 0))`);
}

/**
 * The services clients wait for on this calendar (or any) on a day between fromDay and toDay, each
 * with the first and last day waited for (company-local YYYY-MM-DD); at most `limit` services.
 */
export function waitingServicesOn(
  db: TDb,
  q: { companyId: string; calendarId: string; fromDay: string; toDay: string; limit: number },
): Promise<{ service_id: string; from_date: string; to_date: string }[]> {
  return db
    .select({
      service_id: waitlistEntries.service_id,
      from_date: sql<string>`min(${waitlistEntries.from_date})`,
      to_date: sql<string>`max(${waitlistEntries.to_date})`,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.company_id, q.companyId),
        eq(waitlistEntries.status, 'waiting'),
        or(isNull(waitlistEntries.calendar_id), eq(waitlistEntries.calendar_id, q.calendarId)),
        lte(waitlistEntries.from_date, q.toDay),
        gte(waitlistEntries.to_date, q.fromDay),
      ),
    )
    .groupBy(waitlistEntries.service_id)
    .orderBy(asc(sql`min(${waitlistEntries.created_at})`))
    .limit(q.limit);
}

/**
 * Whether an offer still held on this professional overlaps [start, end) (with its own service's
 * duration): that time is promised to a client, so an overlapping one is not offered to another.
 */
export async function overlapsHeldOffer(
  db: TDb,
  q: { companyId: string; calendarId: string; start: Date; end: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.service_id))
    .where(
      and(
        eq(waitlistEntries.company_id, q.companyId),
        eq(waitlistEntries.status, 'offered'),
        eq(waitlistEntries.offer_calendar_id, q.calendarId),
        gt(waitlistEntries.offer_expires_at, q.now),
        lt(waitlistEntries.offer_start_at, q.end),
        sql`${waitlistEntries.offer_start_at} + ${services.duration_in_minutes} * interval '1 minute' > ${q.start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
