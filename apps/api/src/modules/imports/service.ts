// /app/empresas/{slug}/importar: preview with column guesses, dry run, and the background import on
// the job runner (lib/jobs) with progress and a per-row report.
import { ZImportOptions, type TImportPreview, type TImportReport, type TImportStatus } from '@agenda/shared/schemas/imports';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { parseInput } from '../../lib/validation.js';
import type { TCompanyAccess } from '../companies/access.js';
import { newFileKey } from '../records/service.js';
import { guessMapping } from './map-rows.js';
import { parseSheet } from './parse-sheet.js';
import { findImportRow, insertImportRow, type TClientImportRow } from './repo.js';
import { checkRows, dryRun } from './run.js';

export const IMPORT_JOB = 'clients.import';
const PREVIEW_ROWS = 10;

/** Rows written so far by imports running in this process (the row holds the rest once done). */
export const importProgress = new Map<string, number>();

export type TUpload = { fields: Record<string, string>; data: Buffer | null };

const fileOf = (upload: TUpload) => {
  if (!upload.data?.length) throw badRequest('Escolha a planilha (CSV ou XLSX).');
  return upload.data;
};
const nameOf = (upload: TUpload) => (upload.fields.file_name ?? 'planilha').slice(0, 200);

export async function previewImport(upload: TUpload): Promise<TImportPreview> {
  const sheet = await parseSheet(fileOf(upload));
  return {
    file_name: nameOf(upload),
    headers: sheet.headers,
    rows: sheet.rows.slice(0, PREVIEW_ROWS),
    total_rows: sheet.rows.length,
    mapping: guessMapping(sheet.headers),
  };
}

function optionsOf(upload: TUpload) {
  let raw: unknown;
  try {
    raw = JSON.parse(upload.fields.options ?? '');
  } catch {
    throw badRequest('Opções da importação inválidas.');
  }
  return parseInput(ZImportOptions, raw);
}

/** While the job's transaction is open its row still reads 'pending'; this process's progress says more. */
export const importStatusDto = (row: TClientImportRow): TImportStatus => ({
  id: row.id,
  status: row.status === 'pending' && importProgress.has(row.id) ? 'running' : row.status,
  file_name: row.file_name,
  total: row.total,
  processed: importProgress.get(row.id) ?? row.processed,
  report: (row.report as TImportReport | null) ?? null,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/**
 * A dry run answers with the report at once. A real run checks every row first: a broken file is
 * recorded as failed with its report and writes nothing; otherwise the checked rows are kept in the file
 * store and the import job writes them in one transaction.
 */
export async function startImport(
  ctx: TAppContext,
  access: TCompanyAccess,
  upload: TUpload,
): Promise<{ report: TImportReport } | { import: TImportStatus }> {
  const data = fileOf(upload);
  const options = optionsOf(upload);
  const sheet = await parseSheet(data);
  if (options.dry_run) return { report: await dryRun(ctx.db, access.companyId, sheet, options) };
  const checked = checkRows(sheet, options);
  const base = {
    company_id: access.companyId,
    file_name: nameOf(upload),
    options: { mapping: options.mapping, duplicates: options.duplicates },
    total: sheet.rows.length,
    created_by: access.userId,
  };
  if (!checked.ok) {
    const row = await insertImportRow(ctx.db, { ...base, status: 'failed', report: checked.report, finished_at: ctx.now() });
    return { import: importStatusDto(row) };
  }
  // The checked rows are kept, not the sheet: the job plans and writes without parsing or checking again.
  const key = newFileKey(access.companyId, 'import', 'json');
  await fileStoreOf(ctx.config).put(key, Buffer.from(JSON.stringify(checked.candidates)), 'application/json');
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertImportRow(tx, { ...base, status: 'pending', options: { ...base.options, file_key: key } });
    await enqueueJob(tx, { name: IMPORT_JOB, payload: { import_id: created.id }, runAt: ctx.now(), key: created.id });
    return created;
  });
  return { import: importStatusDto(row) };
}

export async function importStatus(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<TClientImportRow> {
  const row = await findImportRow(ctx.db, access.companyId, id);
  if (!row) throw notFound('Importação não encontrada.');
  return row;
}

const csvCell = (v: string | number | null) => {
  const s = String(v ?? '');
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const OUTCOME_LABELS = { imported: 'importado', updated: 'atualizado', skipped: 'pulado', error: 'erro' } as const;

/** The report as a CSV to download (semicolons and a BOM, so Excel in pt-BR opens it right). */
export function reportCsv(report: TImportReport): string {
  const lines = [['linha', 'nome', 'resultado', 'motivo'].join(';')];
  for (const r of report.rows) lines.push([r.line, r.name, OUTCOME_LABELS[r.outcome], r.reason].map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
