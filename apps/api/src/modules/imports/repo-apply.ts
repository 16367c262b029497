// Writes an import plan in chunks (one multi-row insert, one set-based update per chunk) inside the
// caller's transaction, so 10,000 rows are a few dozen statements and a failure leaves nothing behind.
import { sql } from 'drizzle-orm';
import { CLIENT_TAG_COLORS } from '@agenda/shared/schemas/clients';
import type { TDb } from '../../db/client.js';
import { clientTags } from '../../db/schema/index.js';
import type { TImportPlan } from './plan.js';

const CHUNK = 1000;

/** `actorId`: the member who started the import (null when they left), written on the tag history rows. */
export async function applyImportPlan(
  db: TDb,
  companyId: string,
  plan: TImportPlan,
  run: { now: Date; actorId: string | null },
  onProgress: (done: number) => void,
): Promise<void> {
  const { now, actorId } = run;
  let done = 0;
  const stamp = now.toISOString();
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    const chunk = plan.inserts.slice(i, i + CHUNK);
    // One JSON parameter per chunk: thousands of bound parameters cost far more to parse than the rows.
    const rows = chunk.map((c) => ({ ...c, jid: c.phone ? c.phone.replace(/\D/g, '') : null }));
    // The new clients' tags go to the tag history in the same statement (no round trip per client).
    await db.execute(sql`
      with created as (
        insert into clients (company_id, name, phone, email, whatsapp_remote_jid, birthday, gender, notes, tags, created_at, updated_at)
        select ${companyId}::uuid, v.name, v.phone, v.email, v.jid, v.birthday, v.gender, v.notes,
          array(select jsonb_array_elements_text(v.tags)), ${stamp}::timestamptz, ${stamp}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(name text, phone text, email text, jid text, birthday date, gender text, notes text, tags jsonb)
        returning id, tags
      )
      insert into client_tag_changes (company_id, client_id, action, tag, actor_kind, actor_id, created_at)
      select distinct ${companyId}::uuid, created.id, 'added', t.tag, 'user', ${actorId}::uuid, ${stamp}::timestamptz
      from created, unnest(created.tags) as t(tag)`);
    onProgress((done += chunk.length));
  }
  for (let i = 0; i < plan.updates.length; i += CHUNK) {
    const chunk = plan.updates.slice(i, i + CHUNK);
    // `prior` reads the tags as they were (every part of one statement sees the same snapshot); the tags an
    // update gains go to the tag history. The plan only ever adds tags (the file's are merged into the client's).
    await db.execute(sql`
      with v as (
        select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as v(id uuid, name text, email text, birthday date, gender text, notes text, tags jsonb)
      ),
      prior as (select c.id, c.tags from clients c join v on v.id = c.id where c.company_id = ${companyId}::uuid),
      updated as (
        update clients c set name = v.name, email = v.email, birthday = v.birthday, gender = v.gender, notes = v.notes,
          tags = array(select jsonb_array_elements_text(v.tags)), updated_at = ${stamp}::timestamptz
        from v
        where c.id = v.id and c.company_id = ${companyId}::uuid
        returning c.id, c.tags
      )
      insert into client_tag_changes (company_id, client_id, action, tag, actor_kind, actor_id, created_at)
      select distinct ${companyId}::uuid, updated.id, 'added', t.tag, 'user', ${actorId}::uuid, ${stamp}::timestamptz
      from updated join prior on prior.id = updated.id, unnest(updated.tags) as t(tag)
      where not (t.tag = any(prior.tags))`);
    onProgress((done += chunk.length));
  }
  // Tags named in the file become the company's tags (first colour of the palette, editable later).
  const names = [...new Set([...plan.inserts, ...plan.updates].flatMap((r) => r.tags))];
  if (names.length)
    await db
      .insert(clientTags)
      .values(names.map((name) => ({ company_id: companyId, name, color: CLIENT_TAG_COLORS[0] })))
      .onConflictDoNothing();
}
