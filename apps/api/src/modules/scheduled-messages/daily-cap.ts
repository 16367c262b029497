// The per-company daily cap (max_active_messages_per_day) is exact across processes: a batch that
// counts a company's capped sends of the day holds this lock until it commits, so another process's
// batch of the same company counts after it, seeing what it sent.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

export async function lockDailyCap(db: TDb, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`scheduled-messages:daily-cap:${companyId}`}, 0))`);
}
