// Reads of the people the scheduling screens pick from: clients and company members. No rules here.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clients, companyUsers, users } from '../../db/schema/index.js';

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyy';
/** lower() + translate(): accent-insensitive without the unaccent extension (PGlite lacks it). */
const folded = (column: SQL | typeof clients.name) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export interface TClientSearch {
  /** Already folded (lower case, no accents) and with LIKE wildcards escaped; empty = everyone. */
  text: string;
  /** Phone digits to look for (only when 3 or more were typed). */
  digits: string | null;
  limit: number;
}

export async function searchClientRows(db: TDb, companyId: string, search: TClientSearch) {
  const match = search.text
    ? or(
        sql`${folded(clients.name)} like ${`%${search.text}%`}`,
        ilike(clients.email, `%${search.text}%`),
        search.digits ? sql`regexp_replace(coalesce(${clients.phone}, ''), '\\D', '', 'g') like ${`%${search.digits}%`}` : undefined,
      )
    : undefined;
  return db
    .select({ id: clients.id, name: clients.name, phone: clients.phone, email: clients.email })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), match))
    .orderBy(asc(folded(clients.name)), asc(clients.id))
    .limit(search.limit);
}

export async function listCompanyUserRows(db: TDb, companyId: string) {
  return db
    .select({
      id: companyUsers.id,
      user_id: companyUsers.user_id,
      name: users.name,
      email: users.email,
      role: companyUsers.role,
      calendar_ids: companyUsers.calendar_ids,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(eq(companyUsers.company_id, companyId))
    .orderBy(asc(users.name), asc(companyUsers.id));
}
