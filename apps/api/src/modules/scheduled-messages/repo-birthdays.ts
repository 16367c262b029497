// The rows the birthday job reads: companies with a birthday message, and their clients born on a
// given month and day who got no birthday message since a given instant.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clients, companies, scheduledMessages } from '../../db/schema/index.js';

export const companiesWithBirthdayMessage = (db: TDb) =>
  db
    .select({ id: companies.id, name: companies.name, timezone: companies.timezone, bday_message: companies.bday_message })
    .from(companies)
    .where(and(isNotNull(companies.bday_message), ne(companies.bday_message, ''), eq(companies.is_active, true)));

/** Clients of the company born on one of the (month, day) pairs, without a birthday message since `since`. */
export function birthdayClients(db: TDb, companyId: string, days: { m: number; d: number }[], since: Date) {
  const born = sql.join(
    days.map((x) => sql`(extract(month from ${clients.birthday}) = ${x.m} and extract(day from ${clients.birthday}) = ${x.d})`),
    sql` or `,
  );
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        isNotNull(clients.birthday),
        sql`(${born})`,
        sql`not exists (select 1 from ${scheduledMessages} s where s.client_id = ${clients.id} and s.type = 'birthday'
              and s.status <> 'canceled' and s.due_at >= ${since.toISOString()}::timestamptz)`,
      ),
    );
}
