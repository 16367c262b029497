// A new company is bookable from its first minute: the owner becomes its first professional (calendar),
// working the company's hours. Services created later join every active calendar (service-catalog.ts),
// so the public page never offers a service nobody performs.
import { eq } from 'drizzle-orm';
import { CALENDAR_COLORS } from '@agenda/shared/calendar';
import { calendars, companyUsers, users } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TCompanyRow } from './repo.js';

/** Inside the company-creation transaction: the owner's calendar, linked to the owner's membership. */
export async function insertOwnerCalendar(tx: TDb, company: TCompanyRow): Promise<string> {
  const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, company.owner_id)).limit(1);
  const [row] = await tx
    .insert(calendars)
    .values({
      company_id: company.id,
      title: owner?.name?.trim() || company.name,
      color: CALENDAR_COLORS[0],
      workdays: company.workdays ?? [],
    })
    .returning({ id: calendars.id });
  await tx
    .update(companyUsers)
    .set({ calendar_ids: [row!.id] })
    .where(eq(companyUsers.company_id, company.id));
  return row!.id;
}
