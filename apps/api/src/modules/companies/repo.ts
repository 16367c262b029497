// Reads and writes of companies and of what the app shell lists with them.
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import { preparedOnce } from '../../lib/prepared.js';

export type TCompanyRow = typeof companies.$inferSelect;

/** Slugs equal to `base` or derived from it (`base-2`, …). */
export async function slugsLike(db: TDb, base: string): Promise<string[]> {
  const taken = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  return taken.map((t) => t.slug);
}

/** Inserts the company and makes `ownerId` its owner (call inside a transaction). */
export async function insertCompanyWithOwner(tx: TDb, values: typeof companies.$inferInsert & { owner_id: string }): Promise<TCompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  await tx.insert(companyUsers).values({ company_id: row!.id, user_id: values.owner_id, role: 'owner' });
  return row!;
}

export async function updateCompanyRow(
  db: TDb,
  id: string,
  patch: Partial<typeof companies.$inferInsert>,
): Promise<TCompanyRow | undefined> {
  const [row] = await db.update(companies).set(patch).where(eq(companies.id, id)).returning();
  return row;
}

export async function findCompanyRow(db: TDb, id: string): Promise<TCompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

const byIdQuery = preparedOnce((db: TDb) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('company_by_id'),
);

/** findCompanyRow as a named statement (the app's own db only, lib/prepared.ts). */
export async function findCompanyRowPrepared(db: TDb, id: string): Promise<TCompanyRow | undefined> {
  return (await byIdQuery(db).execute({ id }))[0];
}

/** An active company by id or (lower-case) slug. */
export async function findActiveCompanyRow(db: TDb, by: { id: string } | { slug: string }): Promise<TCompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and('id' in by ? eq(companies.id, by.id) : eq(companies.slug, by.slug), eq(companies.is_active, true)))
    .limit(1);
  return row;
}

/** The user's companies with their membership, by name. */
export async function companiesOfUser(db: TDb, userId: string) {
  return db
    .select({ company: companies, member: companyUsers })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, userId))
    .orderBy(companies.name);
}

/** Records that the purchase tracking event was sent; true only for the first caller (docs/spec.md §4). */
export async function markPurchaseEventSent(db: TDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ last_purchase_event_sent_at: at })
    .where(and(eq(companies.id, id), isNull(companies.last_purchase_event_sent_at)))
    .returning({ id: companies.id });
  return rows.length > 0;
}
