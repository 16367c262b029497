// `pnpm bench` (job runner): due scheduled messages dispatched per second by two real API processes
// (separate OS processes) on one PostgreSQL database, duplicates counted at the fake provider, and the
// runner's own latency from a message's due time to its arrival at the provider (p50 / p99) when
// messages fall due at a steady rate below the throughput (a burst's latency is its queue, not the
// runner). Targets: ≥ 500/s, 0 duplicates, p99 ≤ 2 s. The load average is printed beside the figures:
// the machine is shared. BENCH_CPU_PROF=dir writes a CPU profile of each API process there.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { chats, clients, companies, companyIntegrations, jobs, scheduledMessages } from '../src/db/schema/index.js';
import { seedPlans } from '../src/seed/plans.js';
import { seedBusiness } from '../eval/businesses.js';
import { connectWhatsappCloud } from '../src/modules/channels/service-meta.js';
import { SEND_JOB } from '../src/modules/scheduled-messages/service.js';
import { PG_URL, onEachDatabase } from './support/databases.js';
import { backendsCpuMs, backendsCpuSince, cpuMsOf } from './support/cpu-time.js';

const SECRET = 'bench-scheduled-secret';
const TOKEN = 'EAAG-bench-token';
const DB_NAME = process.env.BENCH_SCHEDULED_DB ?? 'agenda_bench_scheduled';
const MESSAGES = Number(process.env.BENCH_SCHEDULED_MESSAGES ?? 3000);
/** The steady phase: messages falling due per second, for STEADY_SECONDS. */
const STEADY_RATE = Number(process.env.BENCH_SCHEDULED_STEADY_RATE ?? 100);
const STEADY_SECONDS = Number(process.env.BENCH_SCHEDULED_STEADY_SECONDS ?? 10);
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const script = `
    const { loadConfig } = await import(${JSON.stringify(join(SRC, 'config.ts'))});
    const { buildApp } = await import(${JSON.stringify(join(SRC, 'app.ts'))});
    const app = await buildApp({ config: loadConfig(process.env), logger: false });
    await app.ready();
    process.stdout.write('ready\\n');
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
  });
}

async function benchOn(database: TDatabase) {
  const fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    WHATSAPP_CLOUD_BASE_URL: fake.url,
    EVOLUTION_HEALTH_CHECK_MINUTES: '0',
    SECRETARY_WORKER: 'on',
    ...(process.env.BENCH_OUTBOX_CONCURRENCY ? { OUTBOX_CONCURRENCY: process.env.BENCH_OUTBOX_CONCURRENCY } : {}),
    ...(process.env.BENCH_JOBS_POLL_MS ? { JOBS_POLL_MS: process.env.BENCH_JOBS_POLL_MS } : {}),
  };
  const setup = await buildApp({ config: loadConfig({ ...env, SECRETARY_WORKER: 'off' }), database, logger: false });
  await seedPlans(setup.ctx.db);
  const biz = await seedBusiness(setup.ctx, 'barbearia');
  await connectWhatsappCloud(setup.ctx, biz.access, { phone_number_id: '5550999', access_token: TOKEN });
  await setup.close();
  const db = database.db;
  const companyId = biz.access.companyId;
  await db.update(companies).set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 }).where(eq(companies.id, companyId));
  const [integration] = await db.select().from(companyIntegrations).where(eq(companyIntegrations.company_id, companyId));
  const people = await db
    .insert(clients)
    .values(
      Array.from({ length: MESSAGES }, (_, i) => ({
        company_id: companyId,
        name: `Cliente ${i}`,
        whatsapp_remote_jid: `55118${String(i).padStart(8, '0')}`,
      })),
    )
    .returning({ id: clients.id, jid: clients.whatsapp_remote_jid });
  await db.insert(chats).values(
    people.map((p) => ({
      company_id: companyId,
      client_id: p.id,
      channel: 'whatsapp',
      integration_id: integration!.id,
      remote_id: p.jid!,
      display_name: 'Cliente',
    })),
  );

  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  // BENCH_PG_SLOW_MS=n: the API processes' statements slower than n ms go to the PostgreSQL server log.
  if (process.env.BENCH_PG_SLOW_MS) url.searchParams.set('options', `-c log_min_duration_statement=${process.env.BENCH_PG_SLOW_MS}`);
  const procs = await Promise.all([0, 1].map(() => startProcess({ ...env, DATABASE_URL: url.toString() })));
  const load = () =>
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on 2 shared cores`;
  // The messages and their send jobs are written in two statements (the rows planScheduledMessage
  // writes, service.ts), before their due time: what is measured is the dispatch, not the planning.
  const plan = async (prefix: string, dueOf: (i: number) => Date, count: number) => {
    const planned = await db
      .insert(scheduledMessages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          company_id: companyId,
          client_id: people[i % people.length]!.id,
          type: 'manual' as const,
          source: 'manual' as const,
          content: `${prefix}${i}`,
          due_at: dueOf(i),
        })),
      )
      .returning({ id: scheduledMessages.id, due_at: scheduledMessages.due_at });
    for (let i = 0; i < planned.length; i += 1000)
      await db.insert(jobs).values(
        planned.slice(i, i + 1000).map((r) => ({
          name: SEND_JOB,
          key: `${r.id}@${r.due_at.toISOString()}`,
          run_at: r.due_at,
          payload: { id: r.id, due_at: r.due_at.toISOString() },
        })),
      );
  };
  /** Waits for every message of `prefix` at the fake; their latencies from due time, and the duplicates. */
  const collect = async (prefix: string, dueOf: (i: number) => Date, count: number) => {
    const deadline = Date.now() + 180_000;
    const ours = () => fake.sent.filter((s) => s.body.startsWith(prefix));
    while (new Set(ours().map((s) => s.body)).size < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000)); // a late duplicate would show up here
    const sent = ours();
    const distinct = new Set(sent.map((s) => s.body)).size;
    const latencies = sent.map((s) => s.at.getTime() - dueOf(Number(s.body.slice(prefix.length))).getTime()).sort((a, b) => a - b);
    return { sent, distinct, latencies };
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

  const burst = 'Mensagem agendada nº ';
  const due = new Date(Date.now() + 3000);
  await plan(burst, () => due, MESSAGES);
  if (Date.now() > due.getTime()) console.log('  (planning took longer than the 3 s margin: latencies include it)');
  const loadBefore = load();
  const cpu0 = { api: procs.map((p) => cpuMsOf(p.pid!)), bench: process.cpuUsage(), pg: backendsCpuMs(DB_NAME) };
  const b = await collect(burst, () => due, MESSAGES);
  const perMessage = (ms: number) => `${(ms / MESSAGES).toFixed(2)} ms`;
  const apiMs = procs.reduce((sum, p, i) => sum + cpuMsOf(p.pid!) - cpu0.api[i]!, 0);
  const used = process.cpuUsage(cpu0.bench);
  const cpu = `CPU per message: API processes ${perMessage(apiMs)}, PostgreSQL backends ${perMessage(backendsCpuSince(DB_NAME, cpu0.pg))}, this process (fake provider) ${perMessage((used.user + used.system) / 1000)}`;
  const times = b.sent.map((s) => s.at.getTime()).sort((x, y) => x - y);
  const span = (times[times.length - 1]! - Math.max(due.getTime(), times[0]!)) / 1000;
  console.log(`\nScheduled messages — PostgreSQL, 2 API processes, ${MESSAGES} messages due at once`);
  console.log(`  (${loadBefore} before, ${load()} after)`);
  console.log(`  delivered ${b.distinct}/${MESSAGES}, duplicates ${b.sent.length - b.distinct}   (target 0)`);
  console.log(
    `  throughput ${(b.distinct / Math.max(span, 0.001)).toFixed(0)} messages/s, first at ${seconds(times[0]! - due.getTime())} after due   (target ≥ 500/s)`,
  );
  console.log(`  ${cpu} (the last 1 s of waiting included)`);
  console.log(`  due → provider (the burst's queue): p50 ${seconds(pct(b.latencies, 50))}, p99 ${seconds(pct(b.latencies, 99))}`);

  const steady = 'Mensagem em ritmo nº ';
  const start = Date.now() + 3000;
  const count = STEADY_RATE * STEADY_SECONDS;
  const dueOf = (i: number) => new Date(start + Math.floor((i * 1000) / STEADY_RATE));
  await plan(steady, dueOf, count);
  const s = await collect(steady, dueOf, count);
  console.log(`  ${count} messages falling due at ${STEADY_RATE}/s for ${STEADY_SECONDS} s (${load()}):`);
  console.log(`  delivered ${s.distinct}/${count}, duplicates ${s.sent.length - s.distinct}   (target 0)`);
  console.log(
    `  due → provider (the runner's own latency): p50 ${seconds(pct(s.latencies, 50))}, p99 ${seconds(pct(s.latencies, 99))}   (target p99 ≤ 2 s)`,
  );
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => new Promise((r) => p.once('exit', r))));
  await fake.close();
}

await onEachDatabase(DB_NAME, (_kind, database) => benchOn(database), { pglite: false, label: 'Scheduled messages' });
