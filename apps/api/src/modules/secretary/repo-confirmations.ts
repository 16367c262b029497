// The writes of a batch of booking confirmations (confirmations.ts), in the caller's transaction: the
// events' locks, which already have their message, the messages, the chats' previews — four statements
// for a round of them instead of four per booking.
import { inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { chats, messages } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/leases.js';
import type { TScheduleEvent } from '../scheduling/types.js';
import type { TChatRow, TMessageRow } from './repo.js';

export interface TConfirmation {
  event: TScheduleEvent;
  chat: TChatRow;
  text: string;
}

/** The per-event locks a confirmation was always written under, in one order (two batches never deadlock). */
async function lockEvents(db: TDb, eventIds: string[]): Promise<void> {
  const keys = [...new Set(eventIds)].sort();
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(k, 0))
    from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as u(k, n) order by n`);
}

/** `chat:event` of the items whose message is already in their chat (a replay of the event). */
async function alreadyQueued(db: TDb, items: TConfirmation[]): Promise<Set<string>> {
  const list = (ids: string[]) =>
    sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    );
  const res = await db.execute(sql`
    select chat_id, meta ->> 'schedule_event_id' as event_id from messages
    where chat_id in (${list(items.map((i) => i.chat.id))})
      and meta ->> 'schedule_event_id' in (${list(items.map((i) => i.event.id))})`);
  return new Set(rowsOf<{ chat_id: string; event_id: string }>(res).map((r) => `${r.chat_id}:${r.event_id}`));
}

/**
 * Writes the round's messages (each chat at most once in it) and their chats' previews, skipping an event
 * whose message is already in its chat; null when nothing was left to write.
 */
export async function writeConfirmations(
  db: TDb,
  round: TConfirmation[],
  now: Date,
): Promise<{ rows: TMessageRow[]; updated: TChatRow[] } | null> {
  // Two runs of one event (a replay racing a process that lost its lease) queue one message.
  await lockEvents(
    db,
    round.map((i) => i.event.id),
  );
  const done = await alreadyQueued(db, round);
  const fresh = round.filter((i) => !done.has(`${i.chat.id}:${i.event.id}`));
  if (!fresh.length) return null;
  const rows = await db
    .insert(messages)
    .values(
      fresh.map(({ event, chat, text }) => ({
        company_id: chat.company_id,
        chat_id: chat.id,
        role: 'ai' as const,
        content: text,
        delivery_status: 'pending' as const,
        next_attempt_at: now,
        meta: { schedule_event_id: event.id, kind: `schedule_${event.type}` },
        created_at: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const preview = sql.join(
    fresh.map((i) => sql`when ${chats.id} = ${i.chat.id} then ${i.text.slice(0, 140)}`),
    sql` `,
  );
  const updated = await db
    .update(chats)
    .set({ last_message_at: now, last_message_preview: sql`(case ${preview} end)` })
    .where(
      inArray(
        chats.id,
        fresh.map((i) => i.chat.id),
      ),
    )
    .returning();
  return { rows, updated };
}
