// `pnpm bench` (issue 17): the realistic mix — 70 % public availability reads, 10 % bookings, 10 % agenda
// month reads, 10 % signed WhatsApp webhooks — for BENCH_MIX_SECONDS (default 60) at 50 connections, on
// PGlite (one API, in this process) and on PostgreSQL (two API processes, support/api-processes.ts, sharing
// the database and Redis, the load spread over both). It prints throughput, p50/p99 and errors per path
// (and, on PostgreSQL, the API processes' CPU per request), then checks: no two live schedules overlap on a
// calendar, every acknowledged booking exists once, every acknowledged webhook was stored and processed
// exactly once (one inbound event done, one message), and, across the two processes, that a booking and a
// sign-out made on one show on the other at once (support/cross-process.ts). Exits non-zero on an error or
// violation.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { startFakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { seedPlans } from '../src/seed/plans.js';
import { updateCompany } from '../src/modules/companies/service.js';
import { createClient } from '../src/modules/clients/repo.js';
import { openSession } from '../src/modules/sessions/service.js';
import { connectWhatsappCloud } from '../src/modules/channels/service-meta.js';
import { companySettings } from '../src/modules/scheduling/support.js';
import { addDays, fromLocal, toLocal } from '../src/modules/scheduling/tz.js';
import { company, fill } from './support/bench-company.js';
import { onEachDatabase, PG_URL } from './support/databases.js';
import { startApiProcesses, type TApiProcess } from './support/api-processes.js';
import { crossProcessChecks } from './support/cross-process.js';
import { backendsCpuMs, backendsCpuSince } from './support/cpu-time.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const SECRET = 'bench-app-secret';
const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'bench' };
const here = dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;
/** Every 20th booking asks again for a time already booked: it must be refused (409), never doubled. */
const RETRY_EVERY = 20;
const DB_NAME = 'agenda_bench_mixed';

type TPath = { requests: number; rps: number; p50: number; p99: number; statuses: Record<string, number>; errors: number };
type TResult = { seconds: number; paths: Record<string, TPath>; booked: string[]; acknowledged: string[] };
type TRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

function run(plan: object): Promise<TResult> {
  const file = join(mkdtempSync(join(tmpdir(), 'mix-')), 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'support', 'mixed-load.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as TResult) : reject(new Error(`mixed load exited ${code}`))));
  });
}

/** The API's settings for this bench, in this process (PGlite) or as the environment of the API processes. */
function apiEnv(fakeUrl: string, redis: boolean): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    WHATSAPP_CLOUD_BASE_URL: fakeUrl,
    JOBS_POLL_MS: '200',
    EVOLUTION_HEALTH_CHECK_MINUTES: '0',
    ...(redis ? { REDIS_URL, RATE_LIMIT_NAMESPACE: `bench-mix-${process.pid}:` } : {}),
  };
}

const rows = async <T>(database: TDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function benchOn(kind: string, database: TDatabase) {
  const fake = await startFakeWhatsappCloud({ accessToken: 'EAAG-bench-token', appSecret: SECRET });
  const twoProcesses = database.kind === 'postgresql';
  // The company is set up by an API in this process; on PostgreSQL it is closed before the API processes
  // start, so nothing in this process serves or works on the load.
  const main = await buildApp({ config: loadConfig(apiEnv(fake.url, false)), database, logger: false });
  const ctx = main.ctx;
  await seedPlans(ctx.db);
  const co = await company(ctx, 'Bench Mistura Realista', 5, { duration: 30, allDay: true });
  await updateCompany(ctx, co.company.id, { max_upcoming_schedules_per_client: 0 });
  const phoneNumberId = String(100000 + Math.floor(Math.random() * 899999));
  await connectWhatsappCloud(ctx, co.access, { phone_number_id: phoneNumberId, access_token: 'EAAG-bench-token' });
  const tz = (await companySettings(ctx, co.company.id)).timezone;
  const today = toLocal(tz, ctx.now().getTime());
  const from = new Date(fromLocal(tz, addDays(today, 1), 0));
  const filled = await fill(ctx, co, from, new Date(from.getTime() + 120 * DAY), 5000);

  const key = (d: { y: number; m: number; d: number }) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  const availability: TRequest[] = Array.from({ length: 14 }, (_, i) => ({
    method: 'GET',
    path: `/client/${co.company.slug}/public/available_slots?service_id=${co.serviceId}&date=${key(addDays(today, i + 1))}`,
  }));
  const { token } = await openSession(ctx, { kind: 'user', subjectId: co.owner.id, origin: ORIGIN });
  const month = addDays(today, 45);
  const mm = `${month.y}-${String(month.m).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(month.y, month.m, 0)).getUTCDate();
  const agenda: TRequest = {
    method: 'POST',
    path: '/user/graphql/query?caller=user_get_schedules',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ user_get_schedules(init: "${mm}-01", end: "${mm}-${lastDay}", company_id: "${co.company.id}") { id status start_at end_at calendar_id display_name client { id name } service { id title } } }`,
    }),
  };
  const clients: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const c = await createClient(ctx, co.company.id, { name: `Cliente ${i}`, phone: `+5511933${String(i).padStart(6, '0')}` });
    clients.push((await openSession(ctx, { kind: 'client', subjectId: c.id, companyId: co.company.id, origin: ORIGIN })).token);
  }
  // Distinct free times far ahead (after the filled months), every RETRY_EVERY-th one a repeat.
  const bookings: TRequest[] = [];
  for (let d = 200; bookings.length < 8000; d++)
    for (let minute = 0; minute + 30 <= 1439; minute += 30)
      for (const calendar_id of co.calendarIds) {
        const n = bookings.length;
        const start =
          n % RETRY_EVERY === RETRY_EVERY - 1
            ? JSON.parse(bookings[n - 5]!.body!).start_at
            : new Date(fromLocal(tz, addDays(today, d), minute)).toISOString();
        const calendar = n % RETRY_EVERY === RETRY_EVERY - 1 ? JSON.parse(bookings[n - 5]!.body!).calendar_id : calendar_id;
        bookings.push({
          method: 'POST',
          path: `/client/${co.company.slug}/schedule/book`,
          headers: { authorization: `Bearer ${clients[n % clients.length]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ service_id: co.serviceId, calendar_id: calendar, start_at: start }),
        });
      }

  // For the cross-process checks: a client of its own, a user session of its own, a day nothing books.
  const checker = await createClient(ctx, co.company.id, { name: 'Cliente Conferência', phone: '+5511932000001' });
  const checkerToken = (await openSession(ctx, { kind: 'client', subjectId: checker.id, companyId: co.company.id, origin: ORIGIN })).token;
  const { token: signedOut } = await openSession(ctx, { kind: 'user', subjectId: co.owner.id, origin: ORIGIN });

  let procs: TApiProcess[] = [];
  let urls: string[];
  if (twoProcesses) {
    await main.close();
    const url = new URL(PG_URL);
    url.pathname = `/${DB_NAME}`;
    procs = await startApiProcesses(2, { ...apiEnv(fake.url, true), DATABASE_URL: url.toString() });
    urls = procs.map((p) => p.url);
  } else urls = [await main.listen({ port: 0, host: '127.0.0.1' })];
  const where = twoProcesses
    ? `${procs.length} API processes (pids ${procs.map((p) => p.pid).join(', ')}) + Redis`
    : '1 API in this process';
  console.log(`\n${kind}: ${where}, ${CONNECTIONS} connections, ${SECONDS} s, ${filled} schedules already booked`);
  const cpu0 = { api: procs.map((p) => p.cpuMs()), pg: twoProcesses ? backendsCpuMs(DB_NAME) : null };
  const r = await run({ urls, connections: CONNECTIONS, seconds: SECONDS, secret: SECRET, phoneNumberId, availability, agenda, bookings });
  let errors = 0;
  for (const [path, p] of Object.entries(r.paths)) {
    const allowed = path === 'booking' ? ['200', '409'] : ['200'];
    const bad = p.errors + Object.entries(p.statuses).reduce((n, [s, c]) => n + (allowed.includes(s) ? 0 : c), 0);
    errors += bad;
    console.log(
      `  ${path.padEnd(12)} ${p.rps.toFixed(0).padStart(6)} req/s  p50 ${p.p50.toFixed(1).padStart(7)} ms  p99 ${p.p99.toFixed(1).padStart(8)} ms  ${JSON.stringify(p.statuses)}  errors ${bad}`,
    );
  }
  const total = Object.values(r.paths).reduce((n, p) => n + p.requests, 0);
  console.log(`  total        ${(total / r.seconds).toFixed(0).padStart(6)} req/s, ${errors} errors`);
  if (twoProcesses) {
    // Each process's share shows the load was split between them.
    const each = procs.map((p, i) => p.cpuMs() - cpu0.api[i]!);
    const api = each.reduce((n, ms) => n + ms, 0);
    const pg = backendsCpuSince(DB_NAME, cpu0.pg!);
    const shares = each.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' + ');
    console.log(
      `  CPU          API processes ${(api / total).toFixed(2)} ms/req (${shares}), PostgreSQL ${(pg / total).toFixed(2)} ms/req (during the load)`,
    );
  }

  // Integrity: the webhooks acknowledged are processed (wait for the queue to drain), nothing doubled.
  const ids = r.acknowledged.map((w) => `msg:${w}`);
  const pending = async () =>
    ids.length === 0
      ? 0
      : Number(
          (
            await rows<{ n: number }>(
              database,
              sql`select count(*)::int as n from inbound_events where provider_event_id in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )}) and status in ('done', 'ignored')`,
            )
          )[0]!.n,
        );
  const drainUntil = Date.now() + 180_000;
  let processed = await pending();
  while (processed < ids.length && Date.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    processed = await pending();
  }
  const [overlaps] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from schedules a join schedules b on a.calendar_id = b.calendar_id and a.id < b.id
        and a.start_at < b.end_at and b.start_at < a.end_at
        where a.company_id = ${co.company.id} and a.status <> 'canceled' and b.status <> 'canceled'`,
  );
  const bookedRows =
    r.booked.length === 0
      ? 0
      : (
          await rows<{ n: number }>(
            database,
            sql`select count(distinct id)::int as n from schedules where id in (${sql.join(
              r.booked.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          )
        )[0]!.n;
  const messagesTwice =
    r.acknowledged.length === 0
      ? 0
      : (
          await rows<{ n: number }>(
            database,
            sql`select count(*)::int as n from (select external_id from messages where company_id = ${co.company.id} and external_id in (${sql.join(
              r.acknowledged.map((i) => sql`${i}`),
              sql`, `,
            )}) group by external_id having count(*) > 1) t`,
          )
        )[0]!.n;
  let violations = overlaps!.n + (r.booked.length - bookedRows) + (ids.length - processed) + messagesTwice;
  console.log(
    `  integrity    overlapping schedules ${overlaps!.n}; bookings acknowledged ${r.booked.length}, found ${bookedRows}; ` +
      `webhooks acknowledged ${ids.length}, processed ${processed}, stored twice ${messagesTwice} → ${violations} violations`,
  );
  if (twoProcesses) {
    const day = addDays(today, 500); // after every booking of the load (from day 200, ~35 days of them)
    const checks = await crossProcessChecks({
      a: urls[0]!,
      b: urls[1]!,
      slug: co.company.slug,
      serviceId: co.serviceId,
      calendarId: co.calendarIds[0]!,
      date: key(day),
      clientToken: checkerToken,
      userToken: signedOut,
    });
    const late = (ms: number | null) => (ms === null ? 'NOT within 3 s' : `${ms} ms`);
    console.log(
      `  across        a booking on A gone from B's free times: ${late(checks.availabilityMs)}; a sign-out on A refused on B: ${late(checks.sessionMs)}`,
    );
    violations += (checks.availabilityMs === null ? 1 : 0) + (checks.sessionMs === null ? 1 : 0);
    for (const p of procs) await p.stop();
  } else await main.close();
  await fake.close();
  if (errors || violations) process.exitCode = 1;
}

await onEachDatabase(DB_NAME, (kind, database) => benchOn(`Mixed load — ${kind}`, database), { label: 'Mixed load' });
