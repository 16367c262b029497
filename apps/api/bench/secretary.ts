// `pnpm bench` (secretary part): webhook intake — signed WhatsApp Cloud deliveries, verified, stored
// under their wamid and acknowledged — p50/p99 at 200 requests/s; and message-to-reply time with the
// embedded brain (webhook in → reply at the fake provider), on PGlite and on PostgreSQL when reachable.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { onEachDatabase } from './support/databases.js';
import { inboundEvents } from '../src/db/schema/index.js';
import { seedPlans } from '../src/seed/plans.js';
import { seedBusiness } from '../eval/businesses.js';
import { connectWhatsappCloud } from '../src/modules/channels/service-meta.js';
import { startWebhookBaseline } from './support/webhook-baseline.js';

const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 100);
/** Seconds of intake at the same rate before the measured ones (not counted), for ours and the baseline alike. */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SECRET = 'bench-app-secret';
const here = dirname(fileURLToPath(import.meta.url));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

async function serve(database: TDatabase, fake: FakeWhatsappCloud, worker: 'on' | 'off') {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    WHATSAPP_CLOUD_BASE_URL: fake.url,
    SECRETARY_WORKER: worker,
    JOBS_POLL_MS: '200',
    EVOLUTION_HEALTH_CHECK_MINUTES: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  const biz = await seedBusiness(app.ctx, 'barbearia');
  const phoneNumberId = String(100000 + Math.floor(Math.random() * 899999));
  await connectWhatsappCloud(app.ctx, biz.access, { phone_number_id: phoneNumberId, access_token: 'EAAG-bench-token' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, phoneNumberId };
}

function loadWebhooks(url: string, phoneNumberId: string): Promise<{ latencies: number[]; errors: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(here, 'support', 'webhook-load.mjs'), url, SECRET, phoneNumberId, String(RATE), String(SECONDS), String(WARMUP)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out)));
  });
}

async function benchOn(kind: string, database: TDatabase) {
  const fake = await startFakeWhatsappCloud({ accessToken: 'EAAG-bench-token', appSecret: SECRET });
  console.log(`\n${kind}`);
  // 1. Intake only (the worker is off): verify, store, acknowledge.
  {
    const { app, url, phoneNumberId } = await serve(database, fake, 'off');
    const r = await loadWebhooks(`${url}/webhooks/whatsapp-cloud`, phoneNumberId);
    const [stored] = await app.ctx.db.select({ n: count() }).from(inboundEvents);
    console.log(
      `  webhook intake @ ${RATE} req/s for ${SECONDS} s after ${WARMUP} s of warm-up (target p99 ≤ 20 ms): p50 ${pct(r.latencies, 50).toFixed(1)} ms   p99 ${pct(r.latencies, 99).toFixed(1)} ms   (${r.latencies.length} measured of ${stored!.n} stored, ${r.errors} errors)`,
    );
    await app.close();
    // The same load on the plainest intake (signature check + one insert) on the same database.
    const base = await startWebhookBaseline(database, SECRET);
    const b = await loadWebhooks(`${base.url}/b/webhook`, phoneNumberId);
    console.log(
      `  baseline intake @ ${RATE} req/s: p50 ${pct(b.latencies, 50).toFixed(1)} ms   p99 ${pct(b.latencies, 99).toFixed(1)} ms   (${b.errors} errors) → ours at ${(pct(r.latencies, 99) / Math.max(pct(b.latencies, 99), 0.01)).toFixed(2)}× its p99`,
    );
    await base.close();
    // The intake's rows (thousands of pending messages) would stand in front of the next part's messages.
    await database.db.delete(inboundEvents);
  }
  // 2. Message to reply with the embedded brain: one client message at a time, until the reply reaches the fake.
  {
    const { app, url, phoneNumberId } = await serve(database, fake, 'on');
    const times: number[] = [];
    const questions = ['oi, quanto custa o corte?', 'tem horário pra barba amanhã de tarde?', 'vcs aceitam pix?', 'onde fica a barbearia?'];
    for (let i = 0; i < REPLIES; i++) {
      const before = fake.sent.length;
      const t0 = performance.now();
      await fake.deliverInbound({
        webhookUrl: `${url}/webhooks/whatsapp-cloud`,
        phoneNumberId,
        from: `55118${String(i).padStart(8, '0')}`,
        profileName: `Cliente ${i}`,
        text: questions[i % questions.length]!,
      });
      while (fake.sent.length === before) await new Promise((r) => setImmediate(r));
      times.push(performance.now() - t0);
    }
    console.log(
      `  message → reply (embedded brain, ${REPLIES} messages): p50 ${pct(times, 50).toFixed(1)} ms   p99 ${pct(times, 99).toFixed(1)} ms   (target p50 ≤ 100 ms)`,
    );
    await app.close();
  }
  await fake.close();
}

await onEachDatabase('agenda_bench_secretary', (kind, database) => benchOn(`Secretary — ${kind}`, database), { label: 'Secretary' });
