// The append-only history of client tags (client_tag_changes). Each writer of clients.tags calls one of these
// inside its own transaction, so the history never misses a change nor records one that rolled back.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clientTagChanges } from '../../db/schema/index.js';

export type TTagActor = { kind: 'user' | 'system'; id: string | null };

/** What `after` adds to and removes from `before`; order and repeats do not count. */
function tagDiff(before: readonly string[], after: readonly string[]) {
  const had = new Set(before);
  const has = new Set(after);
  return { added: [...has].filter((t) => !had.has(t)), removed: [...had].filter((t) => !has.has(t)) };
}

/** One row per tag one client gained or lost (a form save, a merge: at most a few dozen rows). */
export async function insertTagDiffRows(
  db: TDb,
  companyId: string,
  clientId: string,
  change: { before: readonly string[]; after: readonly string[] },
  actor: TTagActor,
  now: Date,
): Promise<void> {
  const { added, removed } = tagDiff(change.before, change.after);
  const base = { company_id: companyId, client_id: clientId, actor_kind: actor.kind, actor_id: actor.id, created_at: now };
  const rows = [
    ...removed.map((tag) => ({ ...base, action: 'removed' as const, tag })),
    ...added.map((tag) => ({ ...base, action: 'added' as const, tag })),
  ];
  if (rows.length) await db.insert(clientTagChanges).values(rows);
}

/**
 * A company tag renamed or deleted: one row for every client holding `name`, set-based (a tag can be on
 * thousands of clients). Runs before the array update, which it mirrors.
 */
export async function insertCompanyTagRows(
  db: TDb,
  companyId: string,
  change: { name: string; renamedTo: string | null },
  actor: TTagActor,
  now: Date,
): Promise<void> {
  const action = change.renamedTo === null ? 'removed' : 'renamed';
  await db.execute(sql`
    insert into client_tag_changes (company_id, client_id, action, tag, previous_tag, actor_kind, actor_id, created_at)
    select c.company_id, c.id, ${action}, ${change.renamedTo ?? change.name}, ${change.renamedTo === null ? null : change.name},
      ${actor.kind}, ${actor.id}::uuid, ${now.toISOString()}::timestamptz
    from clients c
    where c.company_id = ${companyId}::uuid and ${change.name}::text = any(c.tags)`);
}
