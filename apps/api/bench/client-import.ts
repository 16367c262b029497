// `pnpm bench` (issue 12): importing a 10,000-client spreadsheet (target < 10 s on PGlite and PostgreSQL),
// generated here as CSV and as XLSX, through the service the import route calls and the background job
// (parse, check, plan, chunked writes in one transaction), then the same CSV again (all duplicates).
// Each line gives total time, rows/s and the peak RSS during the step (and its growth). Baselines: the
// same rows in one plain multi-row INSERT, and the floor of a server-side INSERT … SELECT. PostgreSQL runs at BENCH_DATABASE_URL, else DATABASE_URL, when reachable.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { clients } from '../src/db/schema/index.js';
import { importStatus, startImport } from '../src/modules/imports/service.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { onEachDatabase } from './support/databases.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const FIRST = ['Ana', 'João', 'Maria', 'José', 'Beatriz', 'Carlos', 'Fernanda', 'Lucas', 'Juliana', 'Rafael'];
const LAST = ['Silva', 'Souza', 'Conceição', 'Pereira', 'Almeida', 'Gonçalves', 'Araújo', 'Ribeiro', 'Lima', 'Carvalho'];
const HEADER = ['Nome', 'Celular', 'E-mail', 'Data de nascimento', 'Etiquetas'];

/** ROWS spreadsheet rows; `series` keeps the phones and e-mails of different files apart. */
function sheetRows(series: number): string[][] {
  const out: string[][] = [];
  for (let i = 1; i <= ROWS; i++) {
    const n = String(series * 10_000_000 + 60_000_000 + i);
    out.push([
      `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`,
      `(11) 9${n.slice(0, 4)}-${n.slice(4)}`,
      `cliente${series}-${i}@exemplo.com.br`,
      `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/1990`,
      i % 3 ? 'VIP' : '',
    ]);
  }
  return out;
}

const csv = (rows: string[][]) => Buffer.from([HEADER, ...rows].map((r) => r.join(';')).join('\r\n'));

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clientes');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Runs `step`, sampling the RSS every 10 ms: the step's peak, and its growth over the RSS before it. */
async function measured(label: string, rows: number, step: () => Promise<string | void>, targetMs?: number) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const extra = (await step()) ?? '';
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const rate = Math.round(rows / (ms / 1000)).toLocaleString('pt-BR');
  const verdict = targetMs === undefined ? '' : ms < targetMs ? ' [target met]' : ' [TARGET MISSED]';
  console.log(
    `  ${label}: ${(ms / 1000).toFixed(2)} s, ${rate} rows/s, peak RSS ${mb(peak)} MB (+${mb(peak - before)} MB)${extra}${verdict}`,
  );
}

async function benchOn(kind: string, database: TDatabase) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    PRIVATE_FILES_DIR: dir,
    SECRETARY_WORKER: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  await seedDemo(app.ctx);
  const found = (await app.ctx.db.execute(sql`select id, owner_id from companies where slug = ${DEMO.companySlug}`)) as unknown as {
    rows: { id: string; owner_id: string }[];
  };
  const company = found.rows[0]!;
  const access = { companyId: company.id, userId: company.owner_id, role: 'owner' as const, calendarIds: [] };
  const options = JSON.stringify({ mapping: { name: 0, phone: 1, email: 2, birthday: 3, tags: 4 }, duplicates: 'skip', dry_run: false });
  const csvFile = csv(sheetRows(1));
  const xlsxFile = await xlsx(sheetRows(2));
  console.log(
    `\n${kind}: ${ROWS.toLocaleString('pt-BR')} clients — CSV ${(csvFile.length / 1024).toFixed(0)} KB, XLSX ${(xlsxFile.length / 1024).toFixed(0)} KB (target < 10 s each)`,
  );
  const runs = [
    { label: 'CSV, first import (all new)', file: csvFile, name: 'clientes.csv' },
    { label: 'CSV, same file again (all duplicates, skip)', file: csvFile, name: 'clientes.csv' },
    { label: 'XLSX, first import (all new)', file: xlsxFile, name: 'clientes.xlsx' },
  ];
  for (const { label, file, name } of runs) {
    await measured(
      label,
      ROWS,
      async () => {
        const started = await startImport(app.ctx, access, { fields: { options, file_name: name }, data: file });
        if (!('import' in started)) throw new Error('dry run answered');
        await app.jobs.runOnce();
        const row = await importStatus(app.ctx, access, started.import.id);
        const r = row.report as { imported: number; skipped: number; errors: number };
        return ` — ${row.status}, ${r.imported} imported, ${r.skipped} skipped, ${r.errors} errors`;
      },
      10_000,
    );
  }
  // The same rows (phones already normalised, as the import stores them), one statement, no checks.
  const base = sheetRows(3).map(([name, phone, email]) => ({
    company_id: company.id,
    name: name!,
    phone: `+55${phone!.replace(/\D/g, '')}`,
    email: email!,
  }));
  await measured(`baseline, one multi-row INSERT of the same ${ROWS.toLocaleString('pt-BR')} rows`, ROWS, async () => {
    await app.ctx.db.insert(clients).values(base);
  });
  await measured(`floor, one INSERT … SELECT generate_series of ${ROWS.toLocaleString('pt-BR')} rows`, ROWS, async () => {
    await app.ctx.db.execute(sql`
      insert into clients (company_id, name, phone, email)
      select ${company.id}::uuid, 'Base ' || i, '+55118' || lpad(i::text, 8, '0'), 'base' || i || '@exemplo.com.br'
      from generate_series(1, ${ROWS}::int) as i`);
  });
  console.log(`  process peak RSS (boot, migrations and demo seed included): ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

await onEachDatabase('agenda_bench_import', benchOn);
