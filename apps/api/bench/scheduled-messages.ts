// `pnpm bench` (job runner): due scheduled messages dispatched per second by two real API processes
// on one PostgreSQL database, duplicates counted at the fake provider, and the runner's latency from
// a message's due time to its arrival at the provider (p50 / p99). Targets: ≥ 500/s, 0 duplicates, p99 ≤ 2 s.
import { spawn, type ChildProcess } from 'node:child_process';
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

const SECRET = 'bench-scheduled-secret';
const TOKEN = 'EAAG-bench-token';
const DB_NAME = process.env.BENCH_SCHEDULED_DB ?? 'agenda_bench_scheduled';
const MESSAGES = Number(process.env.BENCH_SCHEDULED_MESSAGES ?? 3000);
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
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
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
  const procs = await Promise.all([0, 1].map(() => startProcess({ ...env, DATABASE_URL: url.toString() })));
  // The messages and their send jobs are written in two statements (the rows planScheduledMessage
  // writes, service.ts), so the due time is reached after they committed: what is measured is the
  // dispatch, not the planning.
  const due = new Date(Date.now() + 3000);
  const planned = await db
    .insert(scheduledMessages)
    .values(
      people.map((p, i) => ({
        company_id: companyId,
        client_id: p.id,
        type: 'manual' as const,
        source: 'manual' as const,
        content: `Mensagem agendada nº ${i}`,
        due_at: due,
      })),
    )
    .returning({ id: scheduledMessages.id, due_at: scheduledMessages.due_at });
  await db.insert(jobs).values(
    planned.map((r) => ({
      name: SEND_JOB,
      key: `${r.id}@${r.due_at.toISOString()}`,
      run_at: r.due_at,
      payload: { id: r.id, due_at: r.due_at.toISOString() },
    })),
  );
  if (Date.now() > due.getTime()) console.log('  (planning took longer than the 3 s margin: latencies include it)');
  const deadline = Date.now() + 180_000;
  const ours = () => fake.sent.filter((s) => s.body.startsWith('Mensagem agendada nº '));
  while (new Set(ours().map((s) => s.body)).size < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1000)); // a late duplicate would show up here
  const sent = ours();
  const distinct = new Set(sent.map((s) => s.body)).size;
  const latencies = sent.map((s) => s.at.getTime() - due.getTime()).sort((a, b) => a - b);
  const span = (latencies[latencies.length - 1]! - Math.max(0, latencies[0]!)) / 1000;
  console.log(`\nScheduled messages — PostgreSQL, 2 API processes, ${MESSAGES} messages due at once`);
  console.log(`  delivered ${distinct}/${MESSAGES}, duplicates ${sent.length - distinct}   (target 0)`);
  console.log(`  throughput ${(distinct / Math.max(span, 0.001)).toFixed(0)} messages/s   (target ≥ 500/s)`);
  console.log(
    `  due → provider: p50 ${(pct(latencies, 50) / 1000).toFixed(2)} s, p99 ${(pct(latencies, 99) / 1000).toFixed(2)} s   (target p99 ≤ 2 s)`,
  );
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => new Promise((r) => p.once('exit', r))));
  await fake.close();
}

await onEachDatabase(DB_NAME, (_kind, database) => benchOn(database), { pglite: false, label: 'Scheduled messages' });
