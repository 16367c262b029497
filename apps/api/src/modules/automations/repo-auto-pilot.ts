// The auto_pilot_runs rows (db/schema/auto-pilot.ts), always scoped by company.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { autoPilotRuns, chats, clients, companies, messages } from '../../db/schema/index.js';

export type TAutoPilotRun = typeof autoPilotRuns.$inferSelect;

export async function findRun(db: TDb, companyId: string, clientId: string, lock = false): Promise<TAutoPilotRun | undefined> {
  const q = db
    .select()
    .from(autoPilotRuns)
    .where(and(eq(autoPilotRuns.company_id, companyId), eq(autoPilotRuns.client_id, clientId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function saveRun(db: TDb, v: typeof autoPilotRuns.$inferInsert): Promise<TAutoPilotRun> {
  const [row] = await db
    .insert(autoPilotRuns)
    .values(v)
    .onConflictDoUpdate({ target: autoPilotRuns.client_id, set: { ...v, finished_reason: null } })
    .returning();
  return row!;
}

export async function updateRun(db: TDb, id: string, patch: Partial<typeof autoPilotRuns.$inferInsert>): Promise<TAutoPilotRun> {
  const [row] = await db.update(autoPilotRuns).set(patch).where(eq(autoPilotRuns.id, id)).returning();
  return row!;
}

/** Running runs due by `now` of companies with the auto-pilot on, locked (one walker per run). */
export const dueRuns = (db: TDb, now: Date) =>
  db
    .select({ run: autoPilotRuns, stage: clients.crm_stage, name: clients.name, intensity: companies.auto_pilot_intensity })
    .from(autoPilotRuns)
    .innerJoin(companies, eq(companies.id, autoPilotRuns.company_id))
    .innerJoin(clients, eq(clients.id, autoPilotRuns.client_id))
    .where(and(eq(autoPilotRuns.status, 'running'), lte(autoPilotRuns.next_at, now), eq(companies.is_auto_pilot_enabled, true)))
    .limit(200)
    .for('update', { of: autoPilotRuns, skipLocked: true });

/** Whether the client wrote to the company since `since` (an answer stops the auto-pilot). */
export async function answeredSince(db: TDb, clientId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(
      and(eq(chats.client_id, clientId), eq(messages.role, 'client'), sql`${messages.created_at} > ${since.toISOString()}::timestamptz`),
    )
    .limit(1);
  return !!row;
}

/** The company's runs with the client's name, latest change first. */
export const listRuns = (db: TDb, companyId: string) =>
  db
    .select({ run: autoPilotRuns, client_name: clients.name })
    .from(autoPilotRuns)
    .innerJoin(clients, eq(clients.id, autoPilotRuns.client_id))
    .where(eq(autoPilotRuns.company_id, companyId))
    .orderBy(desc(autoPilotRuns.updated_at))
    .limit(500);
