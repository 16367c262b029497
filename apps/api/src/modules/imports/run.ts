// One pass over a parsed sheet: map and check every row, then plan against the company's clients.
// Any broken row stops the whole file (all or nothing): the report lists each broken row, nothing is written.
import type { TImportOptions, TImportReport } from '@agenda/shared/schemas/imports';
import type { TDb } from '../../db/client.js';
import { mapRow, type TImportCandidate } from './map-rows.js';
import type { TSheet } from './parse-sheet.js';
import { planImport, type TImportPlan } from './plan.js';

export type TChecked = { ok: true; candidates: TImportCandidate[] } | { ok: false; report: TImportReport };

export function checkRows(sheet: TSheet, options: Pick<TImportOptions, 'mapping'>): TChecked {
  const candidates: TImportCandidate[] = [];
  const broken: TImportReport['rows'] = [];
  sheet.rows.forEach((cells, i) => {
    const mapped = mapRow(cells, i, options.mapping);
    if (mapped.ok) candidates.push(mapped.client);
    else broken.push({ line: mapped.line, outcome: 'error', name: mapped.name, reason: mapped.reason });
  });
  if (broken.length) return { ok: false, report: { imported: 0, updated: 0, skipped: 0, errors: broken.length, rows: broken } };
  return { ok: true, candidates };
}

export function reportOf(plan: TImportPlan): TImportReport {
  const count = (o: string) => plan.rows.filter((r) => r.outcome === o).length;
  return { imported: count('imported'), updated: count('updated'), skipped: count('skipped'), errors: 0, rows: plan.rows };
}

/** The report a run would give, writing nothing (the dry run). */
export async function dryRun(db: TDb, companyId: string, sheet: TSheet, options: TImportOptions): Promise<TImportReport> {
  const checked = checkRows(sheet, options);
  if (!checked.ok) return checked.report;
  return reportOf(await planImport(db, companyId, checked.candidates, options.duplicates));
}
