// `pnpm bench` (scheduling part), on PGlite and on PostgreSQL when reachable. Prints figures; asserts nothing.
//  1. availability for 30 days × 5 calendars with 1,000 existing schedules (p50; target ≤ 10 ms):
//     the pure engine alone, and findAvailableSlots end to end (database reads + engine);
//  2. user_get_schedules for one month of a company with 5,000 schedules, through HTTP GraphQL (p50; target ≤ 50 ms);
//  3. booking throughput: 50 concurrent clients booking distinct slots over HTTP (bookings/s).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { onEachDatabase } from './support/databases.js';
import type { TAppContext } from '../src/lib/context.js';
import { seedPlans } from '../src/seed/plans.js';
import { updateCompany } from '../src/modules/companies/service.js';
import { createClient } from '../src/modules/clients/repo.js';
import { openSession } from '../src/modules/sessions/service.js';
import { findAvailableSlots } from '../src/modules/scheduling/service.js';
import { availableSlots } from '../src/modules/scheduling/availability.js';
import { engineSettings } from '../src/modules/scheduling/service-availability.js';
import { busyByCalendar } from '../src/modules/scheduling/repo-schedules.js';
import { company, fill } from './support/bench-company.js';
import { listCalendarRows } from '../src/modules/scheduling/repo-catalog.js';
import { companySettings } from '../src/modules/scheduling/support.js';
import { addDays, fromLocal, toLocal } from '../src/modules/scheduling/tz.js';

const CONCURRENT = 50;
const BOOKINGS_PER_CLIENT = Number(process.env.BENCH_BOOKINGS_PER_CLIENT ?? 40);
const here = dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;
const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'bench' };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};
const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;

async function timed(n: number, fn: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function availabilityBench(ctx: TAppContext) {
  const co = await company(ctx, 'Bench Disponibilidade', 5, { duration: 30 });
  const tz = (await companySettings(ctx, co.company.id)).timezone;
  const from = new Date(fromLocal(tz, addDays(toLocal(tz, ctx.now().getTime()), 1), 0));
  const to = new Date(from.getTime() + 30 * DAY);
  const filled = await fill(ctx, co, from, to, 1000);
  const settings = await companySettings(ctx, co.company.id);
  const calendars = await listCalendarRows(ctx.db, co.company.id);
  const busy = await busyByCalendar(ctx.db, co.calendarIds, from, to);
  const now = ctx.now();
  let offered = 0;
  const engine = await timed(300, () => {
    offered = 0;
    for (const cal of calendars) {
      offered += availableSlots({
        ...engineSettings(settings, cal, 30, now, 'client'),
        from: from.getTime(),
        to: to.getTime(),
        busy: busy.get(cal.id) ?? [],
      }).length;
    }
  });
  const endToEnd = await timed(60, () => findAvailableSlots(ctx, { companyId: co.company.id, serviceId: co.serviceId, from, to }));
  console.log(`  availability 30 d × 5 calendars, ${filled} schedules (${offered} free slots)`);
  console.log(`    engine only            p50 ${ms(pct(engine, 50))}   p99 ${ms(pct(engine, 99))}   (target p50 ≤ 10 ms)`);
  console.log(`    findAvailableSlots     p50 ${ms(pct(endToEnd, 50))}   p99 ${ms(pct(endToEnd, 99))}   (database + engine)`);
}

async function agendaBench(app: FastifyInstance) {
  const ctx = app.ctx;
  const co = await company(ctx, 'Bench Agenda', 5, { duration: 30 });
  const tz = (await companySettings(ctx, co.company.id)).timezone;
  const today = toLocal(tz, ctx.now().getTime());
  const from = new Date(fromLocal(tz, addDays(today, 1), 0));
  const filled = await fill(ctx, co, from, new Date(from.getTime() + 120 * DAY), 5000);
  const month = addDays(today, 45);
  const init = `${month.y}-${String(month.m).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(month.y, month.m, 0)).getUTCDate();
  const end = `${month.y}-${String(month.m).padStart(2, '0')}-${last}`;
  const { token } = await openSession(ctx, { kind: 'user', subjectId: co.owner.id, origin: ORIGIN });
  const query = `{ user_get_schedules(init: "${init}", end: "${end}", company_id: "${co.company.id}") { id status start_at end_at duration_in_minutes calendar_id display_name client { id name phone } service { id title formatted_price } calendar { id title color } } }`;
  let rows = 0;
  const times = await timed(60, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/user/graphql/query?caller=user_get_schedules',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    rows = (JSON.parse(res.body) as { data: { user_get_schedules: unknown[] } }).data.user_get_schedules.length;
  });
  console.log(`  user_get_schedules ${init}…${end}: ${rows} of the company's ${filled} schedules, HTTP GraphQL`);
  console.log(`    p50 ${ms(pct(times, 50))}   p99 ${ms(pct(times, 99))}   (target p50 ≤ 50 ms)`);
}

async function bookingBench(app: FastifyInstance) {
  const ctx = app.ctx;
  const co = await company(ctx, 'Bench Reservas', 5, { duration: 10, increment: 10, allDay: true });
  // Each bench client books many slots: lift the per-client cap of upcoming bookings (default 3).
  await updateCompany(ctx, co.company.id, { max_upcoming_schedules_per_client: 0 });
  const tz = 'America/Sao_Paulo';
  const workers: { token: string; slots: { calendar_id: string; start_at: string }[] }[] = [];
  for (let i = 0; i < CONCURRENT; i++) {
    const client = await createClient(ctx, co.company.id, { name: `Cliente ${i}`, phone: `+5511955${String(i).padStart(6, '0')}` });
    const { token } = await openSession(ctx, { kind: 'client', subjectId: client.id, companyId: co.company.id, origin: ORIGIN });
    workers.push({ token, slots: [] });
  }
  const first = addDays(toLocal(tz, ctx.now().getTime()), 2);
  let k = 0;
  outer: for (let d = 0; ; d++) {
    for (let minute = 0; minute + 10 <= 1439; minute += 10) {
      for (const calendar_id of co.calendarIds) {
        if (k >= CONCURRENT * BOOKINGS_PER_CLIENT) break outer;
        workers[k % CONCURRENT]!.slots.push({ calendar_id, start_at: new Date(fromLocal(tz, addDays(first, d), minute)).toISOString() });
        k++;
      }
    }
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'plan.json');
  writeFileSync(file, JSON.stringify({ url, company: co.company.slug, serviceId: co.serviceId, workers }));
  const result = await new Promise<{ ok: number; conflicts: number; errors: number; seconds: number; latencies: number[] }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [join(here, 'support', 'booking-load.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', () => resolve(JSON.parse(out)));
    },
  );
  console.log(`  booking: ${CONCURRENT} concurrent clients × ${BOOKINGS_PER_CLIENT} distinct slots over HTTP`);
  console.log(
    `    ${(result.ok / result.seconds).toFixed(0).padStart(6)} bookings/s   p50 ${ms(pct(result.latencies, 50))}   p99 ${ms(pct(result.latencies, 99))}   ok ${result.ok}, 409 ${result.conflicts}, errors ${result.errors}`,
  );
}

async function benchOn(kind: string, database: TDatabase) {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  console.log(`\n${kind}`);
  await availabilityBench(app.ctx);
  await agendaBench(app);
  await bookingBench(app);
  await app.close();
}

// BENCH_SCHEDULING_DB=postgresql skips the PGlite pass (profiling).
await onEachDatabase('agenda_bench_scheduling', benchOn, { pglite: process.env.BENCH_SCHEDULING_DB !== 'postgresql' });
