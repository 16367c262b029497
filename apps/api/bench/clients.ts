// `pnpm bench` (issue 12): client search over 100,000 clients of one company (target p50 ≤ 20 ms on PostgreSQL),
// through the service the list route calls (trigram index on the folded name/e-mail/phone column, keyset page of 50).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { listClients } from '../src/modules/clients/service.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { onEachDatabase } from './support/databases.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const FIRST = ['Ana', 'João', 'Maria', 'José', 'Beatriz', 'Carlos', 'Fernanda', 'Lucas', 'Juliana', 'Rafael'];
const LAST = ['Silva', 'Souza', 'Conceição', 'Pereira', 'Almeida', 'Gonçalves', 'Araújo', 'Ribeiro', 'Lima', 'Carvalho'];

async function benchOn(kind: string, database: TDatabase) {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  await seedDemo(app.ctx);
  const found = (await app.ctx.db.execute(sql`select id, owner_id from companies where slug = ${DEMO.companySlug}`)) as unknown as {
    rows: { id: string; owner_id: string }[];
  };
  const company = found.rows[0];
  const started = performance.now();
  // In batches: one statement stays under the API's statement timeout on PostgreSQL.
  for (let from = 1; from <= CLIENTS; from += 10_000)
    await app.ctx.db.execute(sql`
    insert into clients (company_id, name, phone, email)
    select ${company!.id}::uuid,
      (array[${sql.join(
        FIRST.map((f) => sql`${f}`),
        sql`, `,
      )}])[1 + i % 10] || ' ' ||
      (array[${sql.join(
        LAST.map((l) => sql`${l}`),
        sql`, `,
      )}])[1 + (i / 10) % 10] || ' ' || i,
      '+55119' || lpad((10000000 + i)::text, 8, '0'),
      'cliente' || i || '@exemplo.com.br'
    from generate_series(${from}::int, ${Math.min(CLIENTS, from + 9_999)}::int) as i`);
  await app.ctx.db.execute(sql`analyze clients`);
  console.log(`\n${kind}: ${CLIENTS.toLocaleString('pt-BR')} clients inserted in ${Math.round(performance.now() - started)} ms`);
  const access = { companyId: company!.id, userId: company!.owner_id, role: 'owner' as const, calendarIds: [] };
  const searches = ['conceicao 4521', '98765', '11910012345', 'cliente77@', 'gonçalves', 'ana silva 9', 'zzz', '(11) 91004-5678'];
  for (const [label, queries] of [
    ['search (name / phone / e-mail)', searches],
    ['first page, no search', ['']],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 10; round++)
      for (const search of queries) {
        const t0 = performance.now();
        await listClients(app.ctx, access, { search: search || undefined, limit: 50 });
        times.push(performance.now() - t0);
      }
    const p50 = pct(times, 50);
    const verdict =
      kind === 'PostgreSQL' && queries === searches ? (p50 <= 20 ? ' [target p50 ≤ 20 ms met]' : ' [TARGET p50 ≤ 20 ms MISSED]') : '';
    console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (${times.length} calls)${verdict}`);
  }
  await app.close();
}

await onEachDatabase('agenda_bench_clients', benchOn);
