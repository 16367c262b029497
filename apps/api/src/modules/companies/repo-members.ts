// Who belongs to a company, with which role and calendars (company_users).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCompanyUserRole } from '@agenda/shared/company';
import type { TDb } from '../../db/client.js';
import { companyUsers } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export interface TCompanyMember {
  user_id: string;
  role: TCompanyUserRole;
  calendar_ids: string[];
}

/** Every member of a company with their role and the calendars they may use. */
export async function listCompanyMembers(ctx: TAppContext, companyId: string): Promise<TCompanyMember[]> {
  return ctx.db
    .select({ user_id: companyUsers.user_id, role: companyUsers.role, calendar_ids: companyUsers.calendar_ids })
    .from(companyUsers)
    .where(eq(companyUsers.company_id, companyId));
}

/**
 * Makes exactly `userIds` (members of the company) hold `calendarId` in their calendar_ids.
 * Ids that are not members of the company are ignored.
 */
export async function setCalendarMembers(db: TDb, companyId: string, calendarId: string, userIds: string[]): Promise<void> {
  await db
    .update(companyUsers)
    .set({ calendar_ids: sql`array_remove(${companyUsers.calendar_ids}, ${calendarId}::uuid)` })
    .where(eq(companyUsers.company_id, companyId));
  if (userIds.length === 0) return;
  await db
    .update(companyUsers)
    .set({ calendar_ids: sql`array_append(${companyUsers.calendar_ids}, ${calendarId}::uuid)` })
    .where(and(eq(companyUsers.company_id, companyId), inArray(companyUsers.user_id, userIds)));
}

/** The caller's membership of a company (role and calendars), or undefined when not a member. */
export async function findMembership(db: TDb, companyId: string, userId: string): Promise<Omit<TCompanyMember, 'user_id'> | undefined> {
  const [row] = await db
    .select({ role: companyUsers.role, calendar_ids: companyUsers.calendar_ids })
    .from(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)))
    .limit(1);
  return row;
}
