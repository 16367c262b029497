// Writes an import plan in chunks (one multi-row insert, one set-based update per chunk) inside the
// caller's transaction, so 10,000 rows are a few dozen statements and a failure leaves nothing behind.
import { sql } from 'drizzle-orm';
import { CLIENT_TAG_COLORS } from '@agenda/shared/schemas/clients';
import type { TDb } from '../../db/client.js';
import { clientTags } from '../../db/schema/index.js';
import type { TImportPlan } from './plan.js';

const CHUNK = 1000;

export async function applyImportPlan(
  db: TDb,
  companyId: string,
  plan: TImportPlan,
  now: Date,
  onProgress: (done: number) => void,
): Promise<void> {
  let done = 0;
  const stamp = now.toISOString();
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    const chunk = plan.inserts.slice(i, i + CHUNK);
    // One JSON parameter per chunk: thousands of bound parameters cost far more to parse than the rows.
    const rows = chunk.map((c) => ({ ...c, jid: c.phone ? c.phone.replace(/\D/g, '') : null }));
    await db.execute(sql`
      insert into clients (company_id, name, phone, email, whatsapp_remote_jid, birthday, gender, notes, tags, created_at, updated_at)
      select ${companyId}::uuid, v.name, v.phone, v.email, v.jid, v.birthday, v.gender, v.notes,
        array(select jsonb_array_elements_text(v.tags)), ${stamp}::timestamptz, ${stamp}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(name text, phone text, email text, jid text, birthday date, gender text, notes text, tags jsonb)`);
    onProgress((done += chunk.length));
  }
  for (let i = 0; i < plan.updates.length; i += CHUNK) {
    const chunk = plan.updates.slice(i, i + CHUNK);
    await db.execute(sql`
      update clients c set name = v.name, email = v.email, birthday = v.birthday, gender = v.gender, notes = v.notes,
        tags = array(select jsonb_array_elements_text(v.tags)), updated_at = ${stamp}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(id uuid, name text, email text, birthday date, gender text, notes text, tags jsonb)
      where c.id = v.id and c.company_id = ${companyId}`);
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
