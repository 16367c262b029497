// The record of each brain run (ai_model_runs): tokens, latency and tool calls, for the owner's report.
import { desc, eq } from 'drizzle-orm';
import { aiModelRuns } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function insertModelRun(db: TDb, values: typeof aiModelRuns.$inferInsert): Promise<void> {
  await db.insert(aiModelRuns).values(values);
}

export async function listModelRuns(db: TDb, companyId: string, limit: number) {
  return db.select().from(aiModelRuns).where(eq(aiModelRuns.company_id, companyId)).orderBy(desc(aiModelRuns.created_at)).limit(limit);
}
