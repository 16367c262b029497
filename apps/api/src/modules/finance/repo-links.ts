// The company's rows a finance entry links to (client, professional, appointment), read under its company id.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { calendars, clients, schedules, services } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function clientOfCompany(db: TDb, companyId: string, id: string): Promise<boolean> {
  const [c] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, id)));
  return !!c;
}

export async function calendarOfCompany(db: TDb, companyId: string, id: string): Promise<boolean> {
  const [c] = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), eq(calendars.id, id)));
  return !!c;
}

/** The appointment with its service's title and price, or undefined outside the company. */
export async function scheduleForPayment(db: TDb, companyId: string, id: string) {
  const [s] = await db
    .select({
      status: schedules.status,
      start_at: schedules.start_at,
      end_at: schedules.end_at,
      price: schedules.price,
      service_price: services.price,
      service_title: services.title,
      client_id: schedules.client_id,
      calendar_id: schedules.calendar_id,
    })
    .from(schedules)
    .innerJoin(services, eq(services.id, schedules.service_id))
    .where(and(eq(schedules.company_id, companyId), eq(schedules.id, id)));
  return s;
}

export async function setCommissionRow(db: TDb, companyId: string, calendarId: string, percent: number): Promise<boolean> {
  const rows = await db
    .update(calendars)
    .set({ commission_percent: percent })
    .where(and(eq(calendars.company_id, companyId), eq(calendars.id, calendarId)))
    .returning({ id: calendars.id });
  return rows.length > 0;
}

/** Every professional (calendar) of the company with its commission, by title. */
export function commissionRows(db: TDb, companyId: string) {
  return db
    .select({ calendar_id: calendars.id, title: calendars.title, commission_percent: calendars.commission_percent })
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), isNull(calendars.deleted_at)))
    .orderBy(asc(calendars.title));
}
