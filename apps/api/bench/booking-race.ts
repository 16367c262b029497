// `pnpm bench` (booking race part), PostgreSQL only: 150 clients book the same time at once through three
// API instances with a pool each (as three processes would), "qualquer profissional" on three calendars
// (target p99 ≤ 2 s, no deadlock), beside the same race on one named calendar as a plain baseline.
// Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase, type TDatabase } from '../src/db/client.js';
import { onEachDatabase, PG_URL } from './support/databases.js';
import type { TAppContext } from '../src/lib/context.js';
import { seedPlans } from '../src/seed/plans.js';
import { createUser } from '../src/modules/users/service.js';
import { storeCompany } from '../src/modules/companies/service.js';
import type { TCompanyAccess } from '../src/modules/companies/access.js';
import { createClient } from '../src/modules/clients/repo.js';
import { openSession } from '../src/modules/sessions/service.js';
import { saveCompanyWorkdays, upsertCalendar, upsertService } from '../src/modules/scheduling/service-catalog.js';
import { addDays, fromLocal, toLocal } from '../src/modules/scheduling/tz.js';

const CLIENTS = Number(process.env.BENCH_RACE_CLIENTS ?? 150);
const ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 3);
const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'bench' };
const TZ = 'America/Sao_Paulo';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};
const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

async function company(ctx: TAppContext) {
  const owner = await createUser(ctx, {
    name: 'Bench Owner',
    email: `race-${Date.now()}@example.com`,
    phone: `+55119${String(Date.now() % 100_000_000).padStart(8, '0')}`,
  });
  const c = await storeCompany(ctx, owner.id, { name: 'Bench Corrida', field: 'barbearia' });
  const access: TCompanyAccess = { companyId: c.id, userId: owner.id, role: 'owner', calendarIds: [] };
  const workdays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: true, work_hours: [{ start: '00:00', end: '23:59' }] }));
  await saveCompanyWorkdays(ctx, access, { workdays, apply_to_calendars: false });
  const calendarIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cal = await upsertCalendar(ctx, access, null, {
      title: `Profissional ${i + 1}`,
      color: '#2563eb',
      min_notice_in_minutes: 0,
      dates_window: 730,
      slots_increment_in_minutes: 30,
    });
    calendarIds.push(cal.id);
  }
  const service = await upsertService(ctx, access, null, { title: 'Corte', duration_in_minutes: 30, price_type: 'fixed', price: 4500 });
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const client = await createClient(ctx, c.id, { name: `Cliente ${i}`, phone: `+5511954${String(i).padStart(6, '0')}` });
    tokens.push((await openSession(ctx, { kind: 'client', subjectId: client.id, companyId: c.id, origin: ORIGIN })).token);
  }
  return { slug: c.slug, calendarIds, serviceId: service.id, tokens };
}

async function race(apps: FastifyInstance[], co: Awaited<ReturnType<typeof company>>, calendarId: string | null, start: Date) {
  return Promise.all(
    co.tokens.map(async (token, i) => {
      const t0 = performance.now();
      const res = await apps[i % apps.length]!.inject({
        method: 'POST',
        url: `/client/${co.slug}/schedule/book`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ service_id: co.serviceId, calendar_id: calendarId, start_at: start.toISOString() }),
      });
      return { status: res.statusCode, ms: performance.now() - t0 };
    }),
  );
}

async function serverDeadlocks(database: TDatabase): Promise<number> {
  const r = (await database.db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]?.n ?? 0;
}

async function benchOn(_kind: string, first: TDatabase) {
  const name = ((await first.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const databases = [first, await openDatabase({ url: url.toString() }), await openDatabase({ url: url.toString() })];
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    SECRETARY_WORKER: 'off',
  });
  const apps: FastifyInstance[] = [];
  for (const database of databases) apps.push(await buildApp({ config, database, logger: false }));
  await seedPlans(apps[0]!.ctx.db);
  const co = await company(apps[0]!.ctx);
  const day = addDays(toLocal(TZ, Date.now()), 3);
  const retries = () => databases.reduce((n, d) => n + d.counters.deadlockRetries, 0);
  console.log(
    `\nPostgreSQL: ${CLIENTS} simultaneous bookings of one time through 3 in-process API instances (a pool each), ${ROUNDS} rounds`,
  );
  for (const [label, calendarId] of [
    ['one named calendar (baseline)', co.calendarIds[0]!],
    ['any of 3 calendars          ', null],
  ] as const) {
    const before = retries();
    const latencies: number[] = [];
    let ok = 0;
    let conflicts = 0;
    let other = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const start = new Date(fromLocal(TZ, day, (8 + round) * 60 + (calendarId ? 0 : 30)));
      for (const r of await race(apps, co, calendarId, start)) {
        latencies.push(r.ms);
        if (r.status === 200) ok++;
        else if (r.status === 409) conflicts++;
        else other++;
      }
    }
    console.log(
      `  ${label}  p50 ${ms(pct(latencies, 50))}   p99 ${ms(pct(latencies, 99))}   max ${ms(Math.max(...latencies))}   ok ${ok}, 409 ${conflicts}, other ${other}, deadlock retries ${retries() - before}${calendarId ? '' : '   (target p99 ≤ 2 s)'}`,
    );
  }
  for (const app of apps) await app.close();
  // The server's own count, flushed as the connections close (PostgreSQL reports backend statistics lazily).
  await databases[1]!.close();
  await databases[2]!.close();
  console.log(`  deadlocks reported by PostgreSQL for the bench database so far: ${await serverDeadlocks(first)}`);
}

await onEachDatabase('agenda_bench_booking_race', benchOn, { pglite: false });
