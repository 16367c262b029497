// Writes of /app/clientes: create and edit, the LGPD erase, merge and CRM stage changes.
import { and, eq, sql } from 'drizzle-orm';
import type { TClientBody } from '@agenda/shared/schemas/clients';
import type { TDb } from '../../db/client.js';
import {
  autoPilotRuns,
  chats,
  clientRecords,
  clients,
  clientStageChanges,
  clientTagChanges,
  financialTransactions,
  scheduledMessages,
  schedules,
  waitlistEntries,
} from '../../db/schema/index.js';
import { rowsOf } from '../../lib/leases.js';
import { insertTagDiffRows, type TTagActor } from './repo-tag-history.js';
import type { TClientRow } from './repo.js';

type TClientValues = Omit<TClientBody, 'crm_stage'> & { whatsapp_remote_jid?: string | null };

/** A new client and, in the same transaction, an `added` history row for each tag it starts with. */
export async function insertClientRow(db: TDb, companyId: string, values: TClientValues & { name: string }, actor: TTagActor, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({ company_id: companyId, ...values, created_at: now, updated_at: now })
      .returning();
    await insertTagDiffRows(tx, companyId, row!.id, { before: [], after: row!.tags }, actor, now);
    return row!;
  });
}

/** Edits a client; when `tags` is sent, the tags it gained and lost are written to the history in the same transaction. */
export async function updateClientRow(db: TDb, companyId: string, id: string, values: Partial<TClientValues>, actor: TTagActor, now: Date) {
  return db.transaction(async (tx) => {
    const where = and(eq(clients.company_id, companyId), eq(clients.id, id), sql`${clients.anonymized_at} is null`);
    // Locked, so two saves at once each diff against the tags the other left.
    const [before] = values.tags === undefined ? [] : await tx.select({ tags: clients.tags }).from(clients).where(where).for('update');
    const [row] = await tx
      .update(clients)
      .set({ ...values, updated_at: now })
      .where(where)
      .returning();
    if (row && before) await insertTagDiffRows(tx, companyId, id, { before: before.tags, after: row.tags }, actor, now);
    return row;
  });
}

/**
 * LGPD erase (docs/spec.md §3): every personal field is cleared; the conversations (message bodies are
 * personal data), the prontuário, the tag history, the waitlist entries, the messages scheduled for them and
 * their auto-pilot are deleted; the appointments stay, under an anonymous name, for the finance history.
 * Answers the file keys of the deleted records (the caller removes the files once this commits), or null when
 * there is no client.
 */
export async function anonymizeClientRow(db: TDb, companyId: string, id: string, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({
        name: 'Cliente removido',
        phone: null,
        email: null,
        whatsapp_remote_jid: null,
        instagram_username: null,
        facebook_username: null,
        telegram_username: null,
        gender: null,
        birthday: null,
        notes: null,
        address: null,
        tags: [],
        anonymized_at: now,
        updated_at: now,
      })
      .where(and(eq(clients.company_id, companyId), eq(clients.id, id), sql`${clients.anonymized_at} is null`))
      .returning({ id: clients.id });
    if (!row) return null;
    // The tag history goes too: tags are what the staff wrote about the person.
    for (const t of [chats, waitlistEntries, scheduledMessages, autoPilotRuns, clientTagChanges] as const)
      await tx.delete(t).where(and(eq(t.company_id, companyId), eq(t.client_id, id)));
    const records = await tx
      .delete(clientRecords)
      .where(and(eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, id)))
      .returning({ file_key: clientRecords.file_key });
    await tx
      .update(schedules)
      .set({ display_name: 'Cliente removido', client_observation: null, updated_at: now })
      .where(and(eq(schedules.company_id, companyId), eq(schedules.client_id, id)));
    return records.flatMap((r) => (r.file_key ? [r.file_key] : []));
  });
}

/** Fields the survivor takes from the merged client when it has none of its own. */
const FILLABLE = [
  'email',
  'whatsapp_remote_jid',
  'instagram_username',
  'facebook_username',
  'telegram_username',
  'gender',
  'birthday',
  'address',
] as const;

/**
 * Moves schedules, chats, stage and tag history, the prontuário, waitlist entries, scheduled messages and
 * finance entries to the survivor (and the auto-pilot run when the survivor has none), then deletes the other
 * one, in one transaction. The tags the survivor gains from the other one are written to its tag history as added.
 */
export async function mergeClientRows(
  db: TDb,
  companyId: string,
  pair: { survivor: TClientRow; merged: TClientRow },
  actor: TTagActor,
  now: Date,
) {
  const { survivor, merged } = pair;
  return db.transaction(async (tx) => {
    const moveTo = { client_id: survivor.id };
    for (const t of [clientRecords, waitlistEntries, scheduledMessages, financialTransactions] as const)
      await tx
        .update(t)
        .set(moveTo)
        .where(and(eq(t.company_id, companyId), eq(t.client_id, merged.id)));
    const survivorRun = await tx.select({ id: autoPilotRuns.id }).from(autoPilotRuns).where(eq(autoPilotRuns.client_id, survivor.id));
    if (!survivorRun.length)
      await tx
        .update(autoPilotRuns)
        .set(moveTo)
        .where(and(eq(autoPilotRuns.company_id, companyId), eq(autoPilotRuns.client_id, merged.id)));
    await tx
      .update(schedules)
      .set(moveTo)
      .where(and(eq(schedules.company_id, companyId), eq(schedules.client_id, merged.id)));
    await tx
      .update(chats)
      .set(moveTo)
      .where(and(eq(chats.company_id, companyId), eq(chats.client_id, merged.id)));
    for (const t of [clientStageChanges, clientTagChanges] as const)
      await tx
        .update(t)
        .set(moveTo)
        .where(and(eq(t.company_id, companyId), eq(t.client_id, merged.id)));
    // The merged row goes first: its phone and WhatsApp id are unique per company.
    await tx.delete(clients).where(and(eq(clients.company_id, companyId), eq(clients.id, merged.id)));
    const fill: Partial<Record<(typeof FILLABLE)[number], string | null>> = {};
    for (const key of FILLABLE) if (!survivor[key] && merged[key]) fill[key] = merged[key];
    const notes = [survivor.notes, merged.notes].filter(Boolean).join('\n\n') || null;
    const [row] = await tx
      .update(clients)
      .set({
        ...fill,
        phone: survivor.phone ?? merged.phone,
        notes,
        tags: [...new Set([...survivor.tags, ...merged.tags])],
        updated_at: now,
      })
      .where(and(eq(clients.company_id, companyId), eq(clients.id, survivor.id)))
      .returning();
    await insertTagDiffRows(tx, companyId, survivor.id, { before: survivor.tags, after: row!.tags }, actor, now);
    return row!;
  });
}

/** Sets the stage and writes the history row in one transaction; undefined when the client is not there. */
export async function setClientStageRow(
  db: TDb,
  companyId: string,
  id: string,
  stage: string,
  actor: { kind: 'user' | 'system'; id: string | null },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ crm_stage: clients.crm_stage })
      .from(clients)
      .where(and(eq(clients.company_id, companyId), eq(clients.id, id), sql`${clients.anonymized_at} is null`))
      .for('update');
    if (!current) return undefined;
    if (current.crm_stage === stage) return { from: current.crm_stage, changed: false };
    await tx.update(clients).set({ crm_stage: stage, updated_at: now }).where(eq(clients.id, id));
    await tx.insert(clientStageChanges).values({
      company_id: companyId,
      client_id: id,
      from_stage: current.crm_stage,
      to_stage: stage,
      actor_kind: actor.kind,
      actor_id: actor.id,
      created_at: now,
    });
    return { from: current.crm_stage, changed: true };
  });
}

/**
 * Moves to `stage` the clients among `ids` still in one of `from` (not erased), with their history rows, in one
 * statement: a batch of bookings moves its clients together instead of a transaction of three statements each.
 * The rows are locked in id order (two batches never deadlock) and re-read under the lock, so a stage changed
 * meanwhile is the one checked and recorded; the lock is the update's own (no key), so a booking's foreign-key
 * check on the client does not wait for it. Returns the moved clients.
 */
export async function moveClientsToStage(db: TDb, companyId: string, ids: string[], from: readonly string[], stage: string, now: Date) {
  const res = await db.execute(sql`
    with old as (
      select id, crm_stage from clients
      where company_id = ${companyId} and id = any(${`{${[...new Set(ids)].join(',')}}`}::uuid[])
        and anonymized_at is null and crm_stage = any(${`{${from.join(',')}}`}::text[])
      order by id
      for no key update
    ), moved as (
      update clients c set crm_stage = ${stage}, updated_at = ${now.toISOString()}::timestamptz
      from old where c.id = old.id
      returning c.id, old.crm_stage as from_stage
    )
    insert into client_stage_changes (company_id, client_id, from_stage, to_stage, actor_kind, actor_id, created_at)
    select ${companyId}, id, from_stage, ${stage}, 'system', null, ${now.toISOString()}::timestamptz from moved
    returning client_id`);
  return rowsOf<{ client_id: string }>(res).map((r) => r.client_id);
}
