// The one appointment an .ics link names, with what its calendar entry shows.
import { eq } from 'drizzle-orm';
import { calendars, companies, schedules, services } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function findIcsSchedule(db: TDb, scheduleId: string) {
  const [row] = await db
    .select({
      id: schedules.id,
      start_at: schedules.start_at,
      end_at: schedules.end_at,
      status: schedules.status,
      service: services.title,
      professional: calendars.title,
      company: companies.name,
      slug: companies.slug,
      address: companies.address,
      phone: companies.phone,
    })
    .from(schedules)
    .innerJoin(services, eq(services.id, schedules.service_id))
    .innerJoin(calendars, eq(calendars.id, schedules.calendar_id))
    .innerJoin(companies, eq(companies.id, schedules.company_id))
    .where(eq(schedules.id, scheduleId))
    .limit(1);
  return row;
}
