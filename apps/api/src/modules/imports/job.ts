// The background import: in the job's transaction (lib/jobs/table-queue.ts) the checked rows are read back
// from the file store, planned against the clients as they are now, and written in chunks.
// A failure rolls the writes back (savepoint) and marks the import failed; nothing half-imported remains.
import type { TImportOptions, TImportReport } from '@agenda/shared/schemas/imports';
import type { TAppContext } from '../../lib/context.js';
import type { TJobDefinition } from '../../lib/jobs/table-queue.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { applyImportPlan } from './repo-apply.js';
import type { TImportCandidate } from './map-rows.js';
import { planImport } from './plan.js';
import { findImportRow, updateImportRow } from './repo.js';
import { reportOf } from './run.js';
import { IMPORT_JOB, importProgress } from './service.js';

type TStoredOptions = Pick<TImportOptions, 'mapping' | 'duplicates'> & { file_key: string };

async function runImport(tx: TAppContext, importId: string): Promise<void> {
  const row = await findImportRow(tx.db, null, importId);
  if (!row || (row.status !== 'pending' && row.status !== 'running')) return;
  const options = row.options as unknown as TStoredOptions;
  const store = fileStoreOf(tx.config);
  const fail = (reason: string) => {
    const report: TImportReport = {
      imported: 0,
      updated: 0,
      skipped: 0,
      errors: 1,
      rows: [{ line: 0, outcome: 'error', name: row.file_name, reason }],
    };
    return updateImportRow(tx.db, row.id, { status: 'failed', report, finished_at: tx.now() });
  };
  const file = await store.get(options.file_key);
  if (!file) return fail('Arquivo da importação não encontrado; envie de novo.');
  importProgress.set(row.id, 0);
  try {
    const report = await tx.db.transaction(async (db) => {
      const candidates = JSON.parse(file.data.toString('utf8')) as TImportCandidate[];
      const plan = await planImport(db, row.company_id, candidates, options.duplicates);
      await applyImportPlan(db, row.company_id, plan, { now: tx.now(), actorId: row.created_by }, (done) =>
        importProgress.set(row.id, done),
      );
      return reportOf(plan);
    });
    await updateImportRow(tx.db, row.id, { status: 'done', report, processed: row.total, finished_at: tx.now() });
  } catch (error) {
    tx.log.error({ err: error, importId }, 'client import failed');
    await fail('A importação falhou e nada foi gravado. Tente de novo.');
  } finally {
    importProgress.delete(row.id);
  }
  await store.delete(options.file_key);
}

export const clientImportJob: TJobDefinition<{ import_id: string }> = {
  name: IMPORT_JOB,
  handler: (tx, job) => runImport(tx, job.payload.import_id),
};
