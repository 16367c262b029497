// `pnpm bench` (issue 12): importing a 10,000-client CSV (target < 10 s on PGlite and PostgreSQL), through
// the service the import route calls and the background job (parse, check, plan, chunked writes in one
// transaction), then the same file again (all duplicates). Baseline: one plain INSERT … SELECT of 10,000 rows.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { importStatus, startImport } from '../src/modules/imports/service.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { onEachDatabase } from './support/databases.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const FIRST = ['Ana', 'João', 'Maria', 'José', 'Beatriz', 'Carlos', 'Fernanda', 'Lucas', 'Juliana', 'Rafael'];
const LAST = ['Silva', 'Souza', 'Conceição', 'Pereira', 'Almeida', 'Gonçalves', 'Araújo', 'Ribeiro', 'Lima', 'Carvalho'];

function csv(): Buffer {
  const lines = ['Nome;Celular;E-mail;Data de nascimento;Etiquetas'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i};(11) 9${String(70000000 + i).slice(0, 4)}-${String(70000000 + i).slice(4)};cliente${i}@exemplo.com.br;${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/1990;${i % 3 ? 'VIP' : ''}`,
    );
  return Buffer.from(lines.join('\r\n'));
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
  const file = csv();
  const options = JSON.stringify({ mapping: { name: 0, phone: 1, email: 2, birthday: 3, tags: 4 }, duplicates: 'skip', dry_run: false });
  console.log(`\n${kind}: CSV of ${ROWS.toLocaleString('pt-BR')} clients (${(file.length / 1024).toFixed(0)} KB)`);
  for (const label of ['first import (all new)', 'same file again (all duplicates, skip)']) {
    const t0 = performance.now();
    const started = await startImport(app.ctx, access, { fields: { options, file_name: 'clientes.csv' }, data: file });
    if (!('import' in started)) throw new Error('dry run answered');
    await app.jobs.runOnce();
    const row = await importStatus(app.ctx, access, started.import.id);
    const ms = performance.now() - t0;
    const r = row.report as { imported: number; skipped: number; errors: number };
    console.log(
      `  ${label}: ${(ms / 1000).toFixed(2)} s — ${row.status}, ${r.imported} imported, ${r.skipped} skipped, ${r.errors} errors (target < 10 s)`,
    );
  }
  const t1 = performance.now();
  await app.ctx.db.execute(sql`
    insert into clients (company_id, name, phone, email)
    select ${company.id}::uuid, 'Base ' || i, '+55118' || lpad(i::text, 8, '0'), 'base' || i || '@exemplo.com.br'
    from generate_series(1, ${ROWS}::int) as i`);
  console.log(`  baseline, one INSERT … SELECT of ${ROWS.toLocaleString('pt-BR')} rows: ${(performance.now() - t1).toFixed(0)} ms`);
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

await onEachDatabase('agenda_bench_import', benchOn);
