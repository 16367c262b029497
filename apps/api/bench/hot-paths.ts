// `pnpm bench` (issue 17): the hot paths on PostgreSQL at 50 concurrent connections, each beside the
// same load on the plainest code doing the same work (support/hot-baseline.ts), so a figure reads as
// a ratio to what this machine allows. Prints figures; asserts nothing. BENCH_HOT_SECONDS (default 8).
// Beside each run: the CPU this process spent per request (the servers live here, the load generator
// does not), which the machine's other load hardly moves; bookings also print their statements.
//   public availability read · loggedUser · booking on distinct slots · agenda month
// The agenda month is also run on one connection (BENCH_HOT_ONE_SECONDS, default 3): its target is the
// latency of one read, which at 50 closed-loop connections is mostly queueing.
// BENCH_HOT_ONLY=availability,loggedUser,agenda,bookings runs only those rows (to profile one path).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { seedPlans } from '../src/seed/plans.js';
import { updateCompany } from '../src/modules/companies/service.js';
import { createClient } from '../src/modules/clients/repo.js';
import { openSession } from '../src/modules/sessions/service.js';
import { listCalendarRows } from '../src/modules/scheduling/repo-catalog.js';
import { companySettings } from '../src/modules/scheduling/support.js';
import { addDays, fromLocal, toLocal } from '../src/modules/scheduling/tz.js';
import { company, fill } from './support/bench-company.js';
import { onEachDatabase } from './support/databases.js';
import { startBaseline } from './support/hot-baseline.js';
import { startDiag } from './support/diag.js';
import { backendsCpuMs, backendsCpuSince } from './support/cpu-time.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_HOT_SECONDS ?? 8);
const ONE_SECONDS = Number(process.env.BENCH_HOT_ONE_SECONDS ?? 3);
const BOOKINGS = Number(process.env.BENCH_HOT_BOOKINGS ?? 3000);
const ONLY = (process.env.BENCH_HOT_ONLY || undefined)?.split(',').map((s) => s.trim().toLowerCase());
const runs = (path: string) => !ONLY || ONLY.includes(path.toLowerCase());
// BENCH_HOT_DIAG=1: the bookings run also prints its event-loop delay, GC pauses and pool queueing.
const DIAG = process.env.BENCH_HOT_DIAG === '1';
/** node-postgres' pool behind drizzle (PGlite has none). */
const poolOf = (database: TDatabase) =>
  (database.db as unknown as { $client?: { waitingCount?: number } }).$client?.waitingCount === undefined
    ? null
    : (database.db as unknown as { $client: Parameters<typeof startDiag>[0] }).$client;
const SECRET = 'bench-secret-0123456789abcdef';
const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'bench' };
const here = dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;
const DB_NAME = 'agenda_bench_hot';

interface TLoad {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}
type TRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

/** One autocannon run in a child process (the servers measured live in this one, so it must not block). */
function load(url: string, requests: TRequest[], opts: { once?: boolean; connections?: number; seconds?: number } = {}): Promise<TLoad> {
  const file = join(mkdtempSync(join(tmpdir(), 'hot-')), 'plan.json');
  const plan = { url, connections: opts.connections ?? CONNECTIONS, seconds: opts.seconds ?? SECONDS, requests, once: opts.once };
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'support', 'load-run.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as TLoad) : reject(new Error(`load run exited ${code}`))));
  });
}

const fmt = (l: TLoad) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(6)} ms  p99 ${l.p99.toFixed(1).padStart(7)} ms` +
  (l.errors || l.non2xx ? `  errors ${l.errors}, non-2xx ${l.non2xx} ${JSON.stringify(l.statuses)}` : '');

/** A run and the CPU this process (the servers measured) spent per request of it: robust to the machine's other load. */
async function timed(run: () => Promise<TLoad>): Promise<TLoad & { cpuMs: number; pgCpuMs: number }> {
  const cpu = process.cpuUsage();
  const pgCpu = backendsCpuMs(DB_NAME);
  const t0 = process.hrtime.bigint() / 1000n;
  const result = await run();
  // With `node --cpu-prof`, the run's window in the profile's clock (µs, monotonic) to cut it out.
  if (process.env.BENCH_PROFILE_WINDOW) console.log(`  (profile window ${t0}–${process.hrtime.bigint() / 1000n} µs)`);
  // Requests still in the server when the load stops (up to 50 of them, seconds each on the agenda) would
  // otherwise run into the next row: let them finish, on this run's CPU.
  await new Promise((r) => setTimeout(r, Math.min(10_000, result.p99 + 500)));
  const used = process.cpuUsage(cpu);
  const n = Math.max(result.requests, 1);
  return { ...result, cpuMs: (used.user + used.system) / 1000 / n, pgCpuMs: backendsCpuSince(DB_NAME, pgCpu) / n };
}

async function row(label: string, target: string, oursRun: () => Promise<TLoad>, baseRun: () => Promise<TLoad>, indent = '') {
  const ours = await timed(oursRun);
  const base = await timed(baseRun);
  console.log(`  ${indent}${label}   (target ${target})`);
  // PostgreSQL's backends share the 2 cores with the API: their CPU per request is part of what a request costs.
  const cpu = (l: typeof ours) => `CPU ${l.cpuMs.toFixed(2)} ms/req (PostgreSQL ${l.pgCpuMs.toFixed(2)})`;
  console.log(`    ${indent}ours      ${fmt(ours)}  ${cpu(ours)}`);
  console.log(`    ${indent}baseline  ${fmt(base)}  ${cpu(base)}`);
  console.log(
    `    ${indent}ratio     throughput ${(base.rps / ours.rps).toFixed(2)}× below the baseline, p50 ${(ours.p50 / Math.max(base.p50, 0.01)).toFixed(2)}× the baseline's, CPU ${(ours.cpuMs / Math.max(base.cpuMs, 0.001)).toFixed(2)}×`,
  );
}

async function benchOn(_kind: string, database: TDatabase, pgUrl: string) {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, RATE_LIMIT_PER_IP_PER_MINUTE: '100000000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  const ctx = app.ctx;
  const co = await company(ctx, 'Bench Caminhos Quentes', 5, { duration: 30, allDay: true });
  // BENCH_HOT_CAP=n: another per-client cap than the default (0: none), to see what counting it costs.
  if (process.env.BENCH_HOT_CAP)
    await updateCompany(ctx, co.company.id, { max_upcoming_schedules_per_client: Number(process.env.BENCH_HOT_CAP) });
  const settings = await companySettings(ctx, co.company.id);
  const tz = settings.timezone;
  const today = toLocal(tz, ctx.now().getTime());
  const firstDay = addDays(today, 1);
  const from = new Date(fromLocal(tz, firstDay, 0));
  const filled = await fill(ctx, co, from, new Date(from.getTime() + 120 * DAY), 5000);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const base = await startBaseline({
    url: pgUrl,
    secret: SECRET,
    companyId: co.company.id,
    serviceId: co.serviceId,
    durationMinutes: 30,
    settings,
    calendars: await listCalendarRows(ctx.db, co.company.id),
  });
  const { token: userToken } = await openSession(ctx, { kind: 'user', subjectId: co.owner.id, origin: ORIGIN });
  const userAuth = { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' };
  console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run; a company with 5 professionals and ${filled} schedules`);

  // 1. Public availability: one day of the booking page, the days spread over two weeks.
  const dates = Array.from({ length: 14 }, (_, i) => {
    const d = addDays(firstDay, i);
    return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  });
  if (runs('availability'))
    await row(
      'public availability read (one day)',
      '≥ 3,000 req/s, p50 ≤ 3 ms',
      () =>
        load(
          url,
          dates.map((date) => ({
            method: 'GET',
            path: `/client/${co.company.slug}/public/available_slots?service_id=${co.serviceId}&date=${date}`,
          })),
        ),
      () =>
        load(
          base.url,
          dates.map((date) => ({ method: 'GET', path: `/b/slots?date=${date}` })),
        ),
    );

  // 2. loggedUser, the query the SPA sends on every load.
  const loggedUser = JSON.stringify({
    query: `query loggedUser { loggedUser { id name email phone companies { id slug name timezone is_blocked
      integrations { id identifier connection_status } current_subscription { id status end_at }
      logged_user_company_user { id role calendar_ids } } } }`,
  });
  if (runs('loggedUser'))
    await row(
      'loggedUser',
      '≥ 2,000 req/s, p99 ≤ 50 ms',
      () => load(url, [{ method: 'POST', path: '/user/graphql/query?caller=loggedUser', headers: userAuth, body: loggedUser }]),
      () => load(base.url, [{ method: 'POST', path: '/b/logged_user', headers: userAuth, body: '{}' }]),
    );

  // 3. Agenda month: a month of the 5-professional agenda (~1,300 rows).
  const month = addDays(today, 45);
  const mm = `${month.y}-${String(month.m).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(month.y, month.m, 0)).getUTCDate();
  const agendaQuery = JSON.stringify({
    query: `{ user_get_schedules(init: "${mm}-01", end: "${mm}-${lastDay}", company_id: "${co.company.id}") { id status start_at end_at duration_in_minutes calendar_id display_name client { id name phone } service { id title formatted_price } calendar { id title color } } }`,
  });
  const monthFrom = new Date(fromLocal(tz, { y: month.y, m: month.m, d: 1 }, 0)).toISOString();
  const monthTo = new Date(fromLocal(tz, { y: month.y, m: month.m, d: lastDay }, 24 * 60)).toISOString();
  const agendaOurs = [{ method: 'POST', path: '/user/graphql/query?caller=user_get_schedules', headers: userAuth, body: agendaQuery }];
  const agendaBase = [{ method: 'GET', path: `/b/agenda?from=${monthFrom}&to=${monthTo}`, headers: userAuth }];
  if (runs('agenda')) {
    await row(
      `agenda month ${mm}, ${CONNECTIONS} connections`,
      'p50 ≤ 15 ms — here p50 is mostly queueing',
      () => load(url, agendaOurs),
      () => load(base.url, agendaBase),
    );
    // The target is the latency of one read: one connection, one request at a time, nothing queued.
    const one = { connections: 1, seconds: ONE_SECONDS };
    await row(
      `agenda month ${mm}, 1 connection (latency of one read)`,
      'p50 ≤ 15 ms',
      () => load(url, agendaOurs, one),
      () => load(base.url, agendaBase, one),
      '  ',
    );
  }

  // 4. Bookings on distinct slots, every request a different free slot, far in the future. The company keeps
  // the default per-client cap (3), as real companies do, so each client books at most `cap` times: the
  // requests go to the clients in turn, a client's next booking `clientCount` requests after its last (with
  // no cap, as many clients as with the default one, so the two runs differ only by the cap).
  const cap = settings.max_upcoming_schedules_per_client ?? 0;
  const clientCount = Math.max(CONNECTIONS, Math.ceil(BOOKINGS / (cap || 3)));
  const clients: string[] = [];
  for (let i = 0; i < clientCount; i++) {
    const c = await createClient(ctx, co.company.id, { name: `Cliente ${i}`, phone: `+5511944${String(i).padStart(6, '0')}` });
    clients.push((await openSession(ctx, { kind: 'client', subjectId: c.id, companyId: co.company.id, origin: ORIGIN })).token);
  }
  // Each side first books WARM slots of its own by clients of their own (the route's first requests prepare
  // its statements on each pooled connection and compile its code; neither belongs in the figures).
  const WARM = 100;
  const warmClients: string[] = [];
  for (let i = 0; i < WARM; i++) {
    const c = await createClient(ctx, co.company.id, { name: `Aquecimento ${i}`, phone: `+5511955${String(i).padStart(6, '0')}` });
    warmClients.push((await openSession(ctx, { kind: 'client', subjectId: c.id, companyId: co.company.id, origin: ORIGIN })).token);
  }
  const slotsFrom = (startDay: number, count = BOOKINGS) => {
    const out: Array<{ calendar_id: string; start_at: string }> = [];
    for (let d = startDay; out.length < count; d++)
      for (let minute = 0; minute + 30 <= 1439 && out.length < count; minute += 30)
        for (const calendar_id of co.calendarIds)
          if (out.length < count) out.push({ calendar_id, start_at: new Date(fromLocal(tz, addDays(today, d), minute)).toISOString() });
    return out;
  };
  const bookings = (slots: Array<{ calendar_id: string; start_at: string }>, path: string, by = clients) =>
    slots.map((s, i) => ({
      method: 'POST',
      path,
      headers: { authorization: `Bearer ${by[i % by.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: co.serviceId, calendar_id: s.calendar_id, start_at: s.start_at }),
    }));
  const warmUp = async (target: string, path: string, startDay: number) => {
    await load(target, bookings(slotsFrom(startDay, WARM), path, warmClients), { once: true });
    await new Promise((r) => setTimeout(r, 1000)); // the warm-up's deferred effects, before the measured run
  };
  if (runs('bookings')) {
    await warmUp(url, `/client/${co.company.slug}/schedule/book`, 600);
    await warmUp(base.url, '/b/book', 700);
    const counted = database.counters.queries;
    await row(
      `bookings on ${BOOKINGS} distinct slots, ${clientCount} clients, cap ${cap || 'none'} per client`,
      '≥ 500/s, p99 ≤ 200 ms',
      async () => {
        const diag = DIAG ? startDiag(poolOf(database)) : null;
        const ours = await load(url, bookings(slotsFrom(200), `/client/${co.company.slug}/schedule/book`), { once: true });
        if (diag) console.log(`  (ours: ${diag.stop()})`);
        await new Promise((r) => setTimeout(r, 2000)); // the deferred effects of the last bookings (counted in its CPU)
        const n = Math.max(ours.requests, 1);
        console.log(
          `  (ours: ${((database.counters.queries - counted) / n).toFixed(1)} statements per booking, effects and job polls included)`,
        );
        return ours;
      },
      async () => {
        const diag = DIAG ? startDiag(null) : null;
        const result = await load(base.url, bookings(slotsFrom(400), '/b/book'), { once: true });
        if (diag) console.log(`  (baseline: ${diag.stop()})`);
        return result;
      },
    );
  }

  await base.close();
  await app.close();
}

await onEachDatabase(DB_NAME, (kind, database) => benchOn(kind, database, hotUrl()), { pglite: false, label: 'hot paths' });

function hotUrl(): string {
  const u = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}
