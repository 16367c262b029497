// Reads and writes of calendars, services and their links. No rules here: service-*.ts decide.
import { and, asc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { calendars, serviceCalendars, services } from '../../db/schema/index.js';

export type TCalendarRow = typeof calendars.$inferSelect;
export type TServiceRow = typeof services.$inferSelect;

export async function listCalendarRows(
  db: TDb,
  companyId: string,
  opts: { ids?: string[] | null; activeOnly?: boolean } = {},
): Promise<TCalendarRow[]> {
  if (opts.ids && opts.ids.length === 0) return [];
  return db
    .select()
    .from(calendars)
    .where(
      and(
        eq(calendars.company_id, companyId),
        isNull(calendars.deleted_at),
        opts.ids ? inArray(calendars.id, opts.ids) : undefined,
        opts.activeOnly ? eq(calendars.is_active, true) : undefined,
      ),
    )
    .orderBy(asc(calendars.created_at), asc(calendars.title));
}

/** Active calendars of the company that perform the service (optionally among `ids`), in the company's order. */
export async function calendarsPerformingService(
  db: TDb,
  companyId: string,
  serviceId: string,
  ids?: string[] | null,
): Promise<TCalendarRow[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ calendar: calendars })
    .from(calendars)
    .innerJoin(serviceCalendars, and(eq(serviceCalendars.calendar_id, calendars.id), eq(serviceCalendars.service_id, serviceId)))
    .where(
      and(
        eq(calendars.company_id, companyId),
        isNull(calendars.deleted_at),
        eq(calendars.is_active, true),
        ids ? inArray(calendars.id, ids) : undefined,
      ),
    )
    .orderBy(asc(calendars.created_at), asc(calendars.title));
  return rows.map((r) => r.calendar);
}

export async function findCalendarRow(db: TDb, companyId: string, id: string): Promise<TCalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), eq(calendars.id, id), isNull(calendars.deleted_at)))
    .limit(1);
  return row;
}

export async function insertCalendar(db: TDb, values: typeof calendars.$inferInsert): Promise<TCalendarRow> {
  const [row] = await db.insert(calendars).values(values).returning();
  return row!;
}

export async function updateCalendarRow(
  db: TDb,
  companyId: string,
  id: string,
  patch: Partial<typeof calendars.$inferInsert>,
): Promise<TCalendarRow | undefined> {
  const [row] = await db
    .update(calendars)
    .set(patch)
    .where(and(eq(calendars.company_id, companyId), eq(calendars.id, id), isNull(calendars.deleted_at)))
    .returning();
  return row;
}

export async function listServiceRows(
  db: TDb,
  companyId: string,
  opts: { ids?: string[]; activeOnly?: boolean } = {},
): Promise<TServiceRow[]> {
  if (opts.ids && opts.ids.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.company_id, companyId),
        isNull(services.deleted_at),
        opts.ids ? inArray(services.id, opts.ids) : undefined,
        opts.activeOnly ? eq(services.is_active, true) : undefined,
      ),
    )
    .orderBy(asc(services.title));
}

export async function findServiceRow(db: TDb, companyId: string, id: string): Promise<TServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.id, id), isNull(services.deleted_at)))
    .limit(1);
  return row;
}

export async function takenServiceSlugs(db: TDb, companyId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: services.slug })
    .from(services)
    .where(and(eq(services.company_id, companyId), or(eq(services.slug, base), like(services.slug, `${base}-%`))));
  return new Set(rows.map((r) => r.slug));
}

export async function insertService(db: TDb, values: typeof services.$inferInsert): Promise<TServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

export async function updateServiceRow(
  db: TDb,
  companyId: string,
  id: string,
  patch: Partial<typeof services.$inferInsert>,
): Promise<TServiceRow | undefined> {
  const [row] = await db
    .update(services)
    .set(patch)
    .where(and(eq(services.company_id, companyId), eq(services.id, id), isNull(services.deleted_at)))
    .returning();
  return row;
}

/** service_id → calendar_id pairs of the given services or calendars. */
export async function serviceCalendarLinks(db: TDb, by: { serviceIds?: string[]; calendarIds?: string[] }) {
  if (by.serviceIds?.length === 0 || by.calendarIds?.length === 0) return [];
  return db
    .select()
    .from(serviceCalendars)
    .where(
      and(
        by.serviceIds ? inArray(serviceCalendars.service_id, by.serviceIds) : undefined,
        by.calendarIds ? inArray(serviceCalendars.calendar_id, by.calendarIds) : undefined,
      ),
    );
}

export async function replaceServiceCalendars(db: TDb, serviceId: string, calendarIds: string[]): Promise<void> {
  await db.delete(serviceCalendars).where(eq(serviceCalendars.service_id, serviceId));
  if (calendarIds.length)
    await db.insert(serviceCalendars).values(calendarIds.map((calendar_id) => ({ service_id: serviceId, calendar_id })));
}

export async function replaceCalendarServices(db: TDb, calendarId: string, serviceIds: string[]): Promise<void> {
  await db.delete(serviceCalendars).where(eq(serviceCalendars.calendar_id, calendarId));
  if (serviceIds.length)
    await db.insert(serviceCalendars).values(serviceIds.map((service_id) => ({ service_id, calendar_id: calendarId })));
}
