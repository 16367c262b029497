// What the app shell loads on every start (GraphQL `loggedUser`), in one round trip: the user, each of
// their companies with the membership (role, calendars), the newest subscription with its plan and the
// integrations. One row per company and integration (at least one per user: the joins are outer).
// Membership and role are read here on every call, never cached: a removal or a role change shows at once.
// The statement is built and named once per database: building this six-table select per call cost more
// CPU than the rest of the request (docs/performance.md), and a named statement is parsed once per connection.
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { companies, companyIntegrations, companyUsers, plans, subscriptions, users } from '../../db/schema/index.js';

function build(db: TDb) {
  // The newest subscription of each company, picked by a correlated scalar subquery (the same index as before).
  const newest = sql`(select x.id from ${subscriptions} x where x.company_id = ${companies.id} order by x.created_at desc limit 1)`;
  return db
    .select({
      user: users,
      member: companyUsers,
      company: companies,
      subscription: subscriptions,
      plan: plans,
      integration: companyIntegrations,
    })
    .from(users)
    .leftJoin(companyUsers, eq(companyUsers.user_id, users.id))
    .leftJoin(companies, eq(companies.id, companyUsers.company_id))
    .leftJoin(subscriptions, eq(subscriptions.id, newest))
    .leftJoin(plans, eq(plans.id, subscriptions.plan_id))
    .leftJoin(companyIntegrations, eq(companyIntegrations.company_id, companies.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(companies.name), asc(companies.id))
    .prepare('logged_user_read');
}

const prepared = new WeakMap<TDb, ReturnType<typeof build>>();

export async function readLoggedUser(db: TDb, userId: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = build(db)));
  return query.execute({ userId });
}
