// The team of a company: members (company_users), pending invitations by phone and their acceptance.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { calendars, companies, companyInvites, companyUsers, users } from '../../db/schema/index.js';

export async function teamMemberRows(db: TDb, companyId: string) {
  return db
    .select({
      user_id: companyUsers.user_id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: companyUsers.role,
      calendar_ids: companyUsers.calendar_ids,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(eq(companyUsers.company_id, companyId))
    .orderBy(asc(users.name));
}

export async function pendingInviteRows(db: TDb, companyId: string) {
  return db
    .select()
    .from(companyInvites)
    .where(and(eq(companyInvites.company_id, companyId), isNull(companyInvites.accepted_at)))
    .orderBy(asc(companyInvites.created_at));
}

/** The ids among `ids` that are calendars of the company. */
export async function companyCalendarIds(db: TDb, companyId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), inArray(calendars.id, ids)));
  return rows.map((r) => r.id);
}

/** One pending invitation per company and phone: a new one replaces the old. */
export async function upsertInviteRow(
  db: TDb,
  values: { company_id: string; phone: string; name: string; role: 'admin' | 'operation'; calendar_ids: string[]; invited_by: string },
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(companyInvites)
      .where(
        and(eq(companyInvites.company_id, values.company_id), eq(companyInvites.phone, values.phone), isNull(companyInvites.accepted_at)),
      );
    const [row] = await tx.insert(companyInvites).values(values).returning();
    return row!;
  });
}

export async function deleteInviteRow(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyInvites)
    .where(and(eq(companyInvites.company_id, companyId), eq(companyInvites.id, id), isNull(companyInvites.accepted_at)))
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}

export async function updateMemberRow(
  db: TDb,
  companyId: string,
  userId: string,
  data: { role: 'admin' | 'operation'; calendar_ids: string[] },
) {
  const rows = await db
    .update(companyUsers)
    .set(data)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId), sql`${companyUsers.role} <> 'owner'`))
    .returning({ user_id: companyUsers.user_id });
  return rows.length > 0;
}

export async function deleteMemberRow(db: TDb, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId), sql`${companyUsers.role} <> 'owner'`))
    .returning({ user_id: companyUsers.user_id });
  return rows.length > 0;
}

/** Every pending invitation of this phone becomes a membership (a member already keeps their role). */
export async function acceptInviteRows(db: TDb, userId: string, phone: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .update(companyInvites)
      .set({ accepted_at: now })
      .where(and(eq(companyInvites.phone, phone), isNull(companyInvites.accepted_at)))
      .returning();
    for (const inv of pending)
      await tx
        .insert(companyUsers)
        .values({ company_id: inv.company_id, user_id: userId, role: inv.role, calendar_ids: inv.calendar_ids })
        .onConflictDoNothing();
    return pending.map((p) => p.company_id);
  });
}

export async function companyNameRow(db: TDb, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The company passes to `toUserId` (a member): companies.owner_id and the two membership roles change together. */
export async function transferOwnershipRows(db: TDb, companyId: string, fromUserId: string, toUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .update(companyUsers)
      .set({ role: 'owner', calendar_ids: [] })
      .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, toUserId), sql`${companyUsers.role} <> 'owner'`))
      .returning({ user_id: companyUsers.user_id });
    if (!target) return false;
    await tx
      .update(companyUsers)
      .set({ role: 'admin', calendar_ids: [] })
      .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, fromUserId)));
    await tx
      .update(companies)
      .set({ owner_id: toUserId })
      .where(and(eq(companies.id, companyId), eq(companies.owner_id, fromUserId)));
    return true;
  });
}

export async function userPhoneRow(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}
