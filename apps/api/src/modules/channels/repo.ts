// Reads and writes of company_integrations and integration_credentials (owned by this module).
import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { chats, companyIntegrations, integrationCredentials, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TIntegrationRow = typeof companyIntegrations.$inferSelect;
export type TCredentialsRow = typeof integrationCredentials.$inferSelect;

export async function findIntegration(db: TDb, id: string): Promise<TIntegrationRow | undefined> {
  const [row] = await db.select().from(companyIntegrations).where(eq(companyIntegrations.id, id)).limit(1);
  return row;
}

export async function findCompanyIntegration(db: TDb, companyId: string, id: string): Promise<TIntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.company_id, companyId), eq(companyIntegrations.id, id)))
    .limit(1);
  return row;
}

export async function listCompanyIntegrations(db: TDb, companyId: string): Promise<TIntegrationRow[]> {
  return db
    .select()
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.company_id, companyId), ne(companyIntegrations.connection_status, 'removed')))
    .orderBy(companyIntegrations.created_at);
}

/**
 * The live integration whose meta[key] equals value (phone_number_id, ig_account_id, instance_name).
 * Unique indexes (migration 0007) allow one live row per id, so routing by it is unambiguous.
 */
export async function findIntegrationByMeta(
  db: TDb,
  identifier: string | string[],
  key: string,
  value: string,
): Promise<TIntegrationRow | undefined> {
  const ids = Array.isArray(identifier) ? identifier : [identifier];
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        sql`${companyIntegrations.identifier} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
        sql`${companyIntegrations.meta} ->> ${key} = ${value}`,
        ne(companyIntegrations.connection_status, 'removed'),
      ),
    )
    .limit(1);
  return row;
}

/** `onlyIf` conditions of updateIntegration. */
export const whileConnected = (): SQL => eq(companyIntegrations.connection_status, 'connected');
export const whileNotStalled = (): SQL => sql`${companyIntegrations.connection_status_info} is distinct from 'stalled'`;

export async function insertIntegration(db: TDb, values: typeof companyIntegrations.$inferInsert): Promise<TIntegrationRow> {
  const [row] = await db.insert(companyIntegrations).values(values).returning();
  return row!;
}

/**
 * `metaPatch` is merged into meta in the statement (meta || patch), so keys written meanwhile by
 * another request or process survive. With `onlyIf`, nothing changes (and undefined comes back)
 * unless the row still matches it: the caller that made the change is the one that acts on it.
 */
export async function updateIntegration(
  db: TDb,
  id: string,
  values: Partial<typeof companyIntegrations.$inferInsert>,
  opts: { metaPatch?: Record<string, unknown>; onlyIf?: SQL } = {},
): Promise<TIntegrationRow | undefined> {
  const set = opts.metaPatch ? { ...values, meta: sql`${companyIntegrations.meta} || ${JSON.stringify(opts.metaPatch)}::jsonb` } : values;
  const [row] = await db
    .update(companyIntegrations)
    .set(set)
    .where(and(eq(companyIntegrations.id, id), opts.onlyIf))
    .returning();
  return row;
}

export async function credentialsOf(db: TDb, integrationId: string): Promise<TCredentialsRow | undefined> {
  const [row] = await db.select().from(integrationCredentials).where(eq(integrationCredentials.integration_id, integrationId)).limit(1);
  return row;
}

export async function saveCredentials(
  db: TDb,
  integrationId: string,
  accessToken: string | null,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(integrationCredentials)
    .values({ integration_id: integrationId, access_token: accessToken, data, updated_at: now })
    .onConflictDoUpdate({ target: integrationCredentials.integration_id, set: { access_token: accessToken, data, updated_at: now } });
}

/** Gateway sessions that say they are connected (the periodic health check). */
export async function connectedGateways(db: TDb, now: Date): Promise<TIntegrationRow[]> {
  return db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        inArray(companyIntegrations.identifier, ['whatsapp_baileys', 'whatsapp_miau']),
        eq(companyIntegrations.connection_status, 'connected'),
        lt(companyIntegrations.updated_at, now),
      ),
    );
}

/** Since `since`, on the integration's chats: our sends unacknowledged past `cutoff`, acknowledged sends and client messages. */
export async function gatewayDeliveryStats(db: TDb, integrationId: string, cutoff: Date, since: Date) {
  const [stats] = await db
    .select({
      unacked: sql<number>`count(*) filter (where ${messages.delivery_status} = 'sent' and ${messages.sent_at} < ${cutoff.toISOString()}::timestamptz)`,
      acked: sql<number>`count(*) filter (where ${messages.delivery_status} in ('delivered', 'read'))`,
      inbound: sql<number>`count(*) filter (where ${messages.role} = 'client')`,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(and(eq(chats.integration_id, integrationId), gte(messages.created_at, since)));
  return stats;
}
