// `pnpm bench` (secretary turn): message → reply through the playground path (the same turn a
// WhatsApp message gets, minus the provider) on PGlite with the embedded brain, p50/p95, beside a
// baseline that does only the turn's database reads, and a profile of the turn: each read, the
// brain (with its tool calls, from ai_model_runs) and the rest (the writes).
import { availableParallelism, loadavg } from 'node:os';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import type { TAppContext } from '../src/lib/context.js';
import { seedPlans } from '../src/seed/plans.js';
import { seedBusiness } from '../eval/businesses.js';
import { findCompanyById } from '../src/modules/companies/service.js';
import { clientsByIds } from '../src/modules/clients/repo-channel-clients.js';
import { listClientSchedules } from '../src/modules/scheduling/service.js';
import { playgroundMessage } from '../src/modules/secretary/playground.js';
import { chatMessages, findChatById, pendingClientMessages } from '../src/modules/secretary/repo.js';
import { listModelRuns } from '../src/modules/secretary/repo-runs.js';
import { brainFaqs, brainServices, brainTeamAndHours } from '../src/modules/secretary/settings.js';

const CLIENTS = Number(process.env.BENCH_TURN_CLIENTS ?? 40);
const WARMUP = 12;
const TARGET_MS = 30;
/** One short WhatsApp conversation per client: greeting, price, a free time, a yes, an FAQ. */
const CONVERSATION = [
  'oi, boa tarde',
  'quanto custa o corte?',
  'tem horário pra corte amanhã de tarde?',
  'pode ser o primeiro',
  'vcs aceitam pix?',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(bucket: Map<string, number[]>, name: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  bucket.set(name, [...(bucket.get(name) ?? []), performance.now() - t0]);
  return out;
}

/** The reads a turn makes before and around the brain, in one transaction, each one timed. */
async function turnReads(ctx: TAppContext, chatId: string, bucket: Map<string, number[]>) {
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const chat = (await timed(bucket, 'state (chat row)', () => findChatById(tx.db, chatId)))!;
    const company = (await timed(bucket, 'settings (company)', () => findCompanyById(tx, chat.company_id)))!;
    await timed(bucket, 'pending messages', () => pendingClientMessages(tx.db, chat.id, null));
    await timed(bucket, 'client', () => clientsByIds(tx, chat.company_id, [chat.client_id]));
    await timed(bucket, 'history', () => chatMessages(tx.db, chat.id, { limit: 21 }));
    await timed(bucket, 'services', () => brainServices(tx, chat.company_id));
    await timed(bucket, 'team & hours', () => brainTeamAndHours(tx, company));
    await timed(bucket, 'FAQ', () => brainFaqs(tx, chat.company_id));
    await timed(bucket, "client's appointments", () =>
      listClientSchedules(tx, { companyId: chat.company_id, clientId: chat.client_id, when: 'upcoming' }),
    );
  });
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    SECRETARY_WORKER: 'off',
    SECRETARY_BRAIN: 'embedded',
    EVOLUTION_HEALTH_CHECK_MINUTES: '0',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config: { ...config, REDIS_URL: undefined }, database, logger: false });
  await seedPlans(app.ctx.db);
  const biz = await seedBusiness(app.ctx, 'barbearia');
  const turns: number[] = [];
  const cpu: number[] = [];
  const baseline: number[] = [];
  const baselineCpu: number[] = [];
  const reads = new Map<string, number[]>();
  let n = 0;
  for (let c = 0; c < CLIENTS; c++) {
    const client = { name: `Cliente ${c}`, phone: `+55119${String(50000000 + c).padStart(8, '0')}` };
    for (const message of CONVERSATION) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await playgroundMessage(app.ctx, biz.access, { message, client });
      const took = performance.now() - t0;
      const used = process.cpuUsage(c0);
      if (!answer.replies.length || !answer.chat_id) throw new Error(`no reply to "${message}"`);
      if (n++ >= WARMUP) {
        turns.push(took);
        cpu.push((used.user + used.system) / 1000);
      }
      const bc = process.cpuUsage();
      const b0 = performance.now();
      await turnReads(app.ctx, answer.chat_id, n > WARMUP ? reads : new Map());
      const readCpu = process.cpuUsage(bc);
      if (n > WARMUP) {
        baseline.push(performance.now() - b0);
        baselineCpu.push((readCpu.user + readCpu.system) / 1000);
      }
    }
  }
  const runs = (await listModelRuns(app.ctx.db, biz.access.companyId, 100_000)).map((r) => r.latency_ms);
  const brain = runs.slice(0, turns.length);
  const p50 = pct(turns, 50);
  console.log('\nSecretary turn — PGlite (embedded, in memory), embedded brain, playground path');
  console.log(
    `  message → reply (${turns.length} turns, ${CLIENTS} conversations): p50 ${ms(p50)}   p95 ${ms(pct(turns, 95))}   (target p50 ≤ ${TARGET_MS} ms: ${p50 <= TARGET_MS ? 'met' : 'NOT met'})`,
  );
  // Wall time suffers from other processes on a busy machine; the process's own CPU time does not.
  console.log(
    `  the same turns, this process's CPU time:     p50 ${ms(pct(cpu, 50))}   p95 ${ms(pct(cpu, 95))}   (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  console.log(
    `  baseline, the same turn's reads only:        p50 ${ms(pct(baseline, 50))}   p95 ${ms(pct(baseline, 95))}   (CPU p50 ${ms(pct(baselineCpu, 50))})`,
  );
  console.log(`  profile (p50 per turn):`);
  for (const [name, xs] of reads) console.log(`    read ${name.padEnd(24)} ${ms(pct(xs, 50))}`);
  console.log(`    brain (with its tool calls) ${ms(pct(brain, 50))}   p95 ${ms(pct(brain, 95))}`);
  console.log(`    rest (message and reply writes, chat update, run log): ≈ ${ms(Math.max(0, p50 - pct(baseline, 50) - pct(brain, 50)))}`);
  await app.close();
  await database.close();
}

await main();
