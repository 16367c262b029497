// `pnpm bench` (issue 13): the dashboard (six card queries) and the finance summary of a company with 50,000
// schedules, 20,000 transactions and 10,000 secretary messages over a year, for one month against the previous
// one (target p50 ≤ 100 ms on PostgreSQL), printed beside a plain-SQL baseline: one count of the month's
// appointments by status, the least a dashboard can ask. PGlite runs too with BENCH_PGLITE=1.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { dashboard } from '../src/modules/dashboard/service.js';
import { financeSummary } from '../src/modules/finance/repo-summary.js';
import { periodOf } from '../src/modules/finance/repo-period.js';
import { openSession } from '../src/modules/sessions/service.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { onEachDatabase } from './support/databases.js';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 50_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 20_000);
const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'bench' };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function timed(label: string, rounds: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  console.log(`  ${label}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (${rounds} calls)`);
  return pct(times, 50);
}

async function benchOn(kind: string, database: TDatabase) {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  await seedDemo(app.ctx);
  const db = app.ctx.db;
  const found = (await db.execute(sql`select id, owner_id from companies where slug = ${DEMO.companySlug}`)) as unknown as {
    rows: { id: string; owner_id: string }[];
  };
  const company = found.rows[0]!;
  const started = performance.now();
  await db.execute(sql`insert into clients (company_id, name) select ${company.id}::uuid, 'Cliente ' || i from generate_series(1, 5000) i`);
  // Two calendars, 20-minute appointments back to back from 01/01/2025 (local): 25,000 slots each, about a year.
  for (let from = 0; from < SCHEDULES; from += 10_000)
    await db.execute(sql`
      with cal as (select id, row_number() over (order by id) - 1 as n from calendars where company_id = ${company.id}),
        svc as (select id from services where company_id = ${company.id} order by id limit 1),
        cl as (select array_agg(id) as ids from clients where company_id = ${company.id})
      insert into schedules (company_id, calendar_id, service_id, client_id, status, interface, display_name, start_at, end_at,
        duration_in_minutes, created_by_kind, created_at)
      select ${company.id}::uuid, cal.id, svc.id, cl.ids[1 + (i * 7919) % array_length(cl.ids, 1)],
        (array['scheduled','confirmed','confirmed','canceled','confirmed_not_attended'])[1 + i % 5],
        (array['ASSISTANT_CLIENT','PLATFORM_CLIENT','PLATFORM_COMPANY'])[1 + i % 3], 'Bench',
        timestamptz '2025-01-01 00:00-03' + (i / 2) * interval '20 minutes',
        timestamptz '2025-01-01 00:00-03' + (i / 2 + 1) * interval '20 minutes', 20, 'system',
        timestamptz '2025-01-01 00:00-03' + (i / 2) * interval '20 minutes' - interval '2 days'
      from generate_series(${from}::int, ${Math.min(SCHEDULES, from + 10_000) - 1}::int) i, svc, cl
        join cal on true where cal.n = i % 2`);
  await db.execute(sql`
    insert into financial_transactions (company_id, category, amount_cents, occurred_at, description, payment_method, status, calendar_id)
    select ${company.id}::uuid, case when i % 4 = 0 then 'expense' else 'income' end, 1000 + (i * 37) % 20000,
      timestamptz '2025-01-01 12:00-03' + (i % 365) * interval '1 day', 'Bench',
      (array['pix','credit_card','debit_card','cash'])[1 + i % 4], (array['completed','completed','pending','canceled'])[1 + i % 4],
      (select id from calendars where company_id = ${company.id} order by id limit 1 offset i % 2)
    from generate_series(1, ${TRANSACTIONS}) i`);
  await db.execute(sql`
    insert into chats (company_id, client_id, channel, remote_id, display_name, transferred_at)
    select ${company.id}::uuid, c.id, 'whatsapp', 'bench-' || c.id, c.name,
      case when c.n % 10 = 0 then timestamptz '2025-01-01 10:00-03' + (c.n * 7 % 365) * interval '1 day' end
    from (select id, name, row_number() over (order by id) as n from clients where company_id = ${company.id} limit 1000) c`);
  // Each chat on its own day of the year (five exchanges an hour apart), so every month has its conversations.
  await db.execute(sql`
    insert into messages (company_id, chat_id, role, content, created_at)
    select ${company.id}::uuid, ch.id, case when i % 2 = 0 then 'client' else 'ai' end, 'oi',
      timestamptz '2025-01-01 09:00-03' + (ch.n * 7 % 365) * interval '1 day' + (i / 2) * interval '1 hour' + (i % 2) * interval '40 seconds'
    from (select id, row_number() over (order by id) as n from chats where company_id = ${company.id}) ch, generate_series(0, 9) i`);
  // A live database is vacuumed by autovacuum; the fresh one is vacuumed here so index-only scans see the same pages.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `\n${kind}: ${SCHEDULES.toLocaleString('pt-BR')} schedules, ${TRANSACTIONS.toLocaleString('pt-BR')} transactions, 10.000 messages in ${Math.round(performance.now() - started)} ms`,
  );
  const access = { companyId: company.id, userId: company.owner_id, role: 'owner' as const, calendarIds: [] };
  const june = periodOf('America/Sao_Paulo', '2025-06-01', '2025-06-30');
  const baseline = await timed('baseline: plain count by status of the month', 30, () =>
    db.execute(sql`select status, count(*) from schedules where company_id = ${company.id}
      and start_at >= ${june.start}::timestamptz and start_at < ${june.end}::timestamptz group by status`),
  );
  await timed('dashboard, June vs May (six card queries)', 30, () => dashboard(app.ctx, access, { from: '2025-06-01', to: '2025-06-30' }));
  // The call as the page makes it: session, membership and role check, the six cards, the DTO as JSON.
  const { token } = await openSession(app.ctx, { kind: 'user', subjectId: company.owner_id, origin: ORIGIN });
  const http = await timed('GET /user/:id/dashboard, June vs May (through the route)', 30, async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/user/${company.id}/dashboard?from=2025-06-01&to=2025-06-30`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body}`);
  });
  // The machine's load beside the figures: on a shared box the same code measures several times slower.
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`  → dashboard p50 ${http.toFixed(1)} ms against the target of 100 ms; baseline p50 ${baseline.toFixed(1)} ms (${load})`);
  if (process.env.BENCH_CARDS === '1') {
    const may = periodOf('America/Sao_Paulo', '2025-05-01', '2025-05-31');
    const cards = await import('../src/modules/dashboard/repo.js');
    await timed('card appointments', 10, () => cards.appointmentsCard(db, company.id, june, may));
    await timed('card occupancy', 10, () => cards.occupancyCard(db, company.id, june));
    await timed('card revenue', 10, () => cards.revenueCard(db, company.id, june, may));
    await timed('card clients', 10, () => cards.clientsCard(db, company.id, june, may));
    await timed('card secretary', 10, () => cards.secretaryCard(db, company.id, june, may));
    await timed('card busiest', 10, () => cards.busiestCard(db, company.id, june));
  }
  await timed('finance summary, June', 30, () => financeSummary(db, company.id, june));
  await app.close();
}

await onEachDatabase('agenda_bench_dashboard', benchOn, { pglite: process.env.BENCH_PGLITE === '1' });
