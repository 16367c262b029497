// The scheduled_messages rows (db/schema/jobs.ts), always scoped by company.
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { TScheduledMessageFilter } from '@agenda/shared/scheduled-message';
import type { TDb } from '../../db/client.js';
import { clients, messages, scheduledMessages } from '../../db/schema/index.js';

export type TScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type TScheduledMessageWithRefs = { row: TScheduledMessageRow; client_name: string | null; delivery_status: string | null };

export async function insertScheduledMessage(db: TDb, v: typeof scheduledMessages.$inferInsert): Promise<TScheduledMessageRow> {
  const [row] = await db.insert(scheduledMessages).values(v).returning();
  return row!;
}

/** The row, locked until the transaction ends (the send job and an edit never interleave). */
export async function lockScheduledMessage(db: TDb, companyId: string | null, id: string): Promise<TScheduledMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.id, id), companyId ? eq(scheduledMessages.company_id, companyId) : undefined))
    .for('update');
  return row;
}

export async function updateScheduledMessage(
  db: TDb,
  id: string,
  patch: Partial<typeof scheduledMessages.$inferInsert>,
): Promise<TScheduledMessageRow | undefined> {
  const [row] = await db.update(scheduledMessages).set(patch).where(eq(scheduledMessages.id, id)).returning();
  return row;
}

/** Messages of the company handed to the outbox in [from, to) (the daily cap counts them). */
export async function countSentBetween(db: TDb, companyId: string, from: Date, to: Date, sources: TScheduledMessageRow['source'][]) {
  const [row] = await db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.company_id, companyId),
        eq(scheduledMessages.status, 'sent'),
        inArray(scheduledMessages.source, sources),
        gte(scheduledMessages.sent_at, from),
        lt(scheduledMessages.sent_at, to),
      ),
    );
  return row?.n ?? 0;
}

export async function listScheduledMessages(db: TDb, companyId: string, f: TScheduledMessageFilter): Promise<TScheduledMessageWithRefs[]> {
  const rows = await db
    .select({ row: scheduledMessages, client_name: clients.name, delivery_status: messages.delivery_status })
    .from(scheduledMessages)
    .leftJoin(clients, eq(clients.id, scheduledMessages.client_id))
    .leftJoin(messages, eq(messages.id, scheduledMessages.message_id))
    .where(
      and(
        eq(scheduledMessages.company_id, companyId),
        f.status ? eq(scheduledMessages.status, f.status) : undefined,
        f.type ? eq(scheduledMessages.type, f.type) : undefined,
        f.client_id ? eq(scheduledMessages.client_id, f.client_id) : undefined,
        f.from ? gte(scheduledMessages.due_at, new Date(f.from)) : undefined,
        f.to ? lt(scheduledMessages.due_at, new Date(f.to)) : undefined,
      ),
    )
    .orderBy(desc(scheduledMessages.due_at))
    .limit(500);
  return rows;
}

export async function findScheduledMessageWithRefs(db: TDb, companyId: string, id: string): Promise<TScheduledMessageWithRefs | undefined> {
  const [row] = await db
    .select({ row: scheduledMessages, client_name: clients.name, delivery_status: messages.delivery_status })
    .from(scheduledMessages)
    .leftJoin(clients, eq(clients.id, scheduledMessages.client_id))
    .leftJoin(messages, eq(messages.id, scheduledMessages.message_id))
    .where(and(eq(scheduledMessages.company_id, companyId), eq(scheduledMessages.id, id)));
  return row;
}

export async function findClientOfCompany(db: TDb, companyId: string, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)));
  return row;
}
