// `pnpm bench` (worker leases): how long a client waits for a reply when the API process handling it
// dies, with the default WORKER_LEASE_MS / WORKER_HEARTBEAT_MS / JOBS_POLL_MS. Process A
// claims the work and "dies" (its claim is never renewed); process B, already running on the same
// database, takes it over once the lease runs out. Target: the reply goes out within 10 s.
import { startFakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { seedPlans } from '../src/seed/plans.js';
import { seedBusiness } from '../eval/businesses.js';
import { connectWhatsappCloud } from '../src/modules/channels/service-meta.js';
import { claimInbound, processInbound } from '../src/modules/secretary/inbound.js';
import { runDueChat } from '../src/modules/secretary/turn.js';
import { claimNextMessage } from '../src/modules/secretary/dispatcher.js';
import { onEachDatabase } from './support/databases.js';

const SECRET = 'bench-takeover-secret';
const ROUNDS = Number(process.env.BENCH_TAKEOVER_ROUNDS ?? 2);

async function benchOn(kind: string, database: TDatabase) {
  const fake = await startFakeWhatsappCloud({ accessToken: 'EAAG-bench-token', appSecret: SECRET });
  const config = (worker: 'on' | 'off') =>
    loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
      WHATSAPP_CLOUD_APP_SECRET: SECRET,
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      SECRETARY_WORKER: worker,
      EVOLUTION_HEALTH_CHECK_MINUTES: '0',
    });
  const a = await buildApp({ config: config('off'), database, logger: false });
  await seedPlans(a.ctx.db);
  const biz = await seedBusiness(a.ctx, 'barbearia');
  const phoneNumberId = String(100000 + Math.floor(Math.random() * 899999));
  await connectWhatsappCloud(a.ctx, biz.access, { phone_number_id: phoneNumberId, access_token: 'EAAG-bench-token' });
  const url = `${await a.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
  const b = await buildApp({ config: config('on'), database, logger: false });
  await b.ready();
  const lease = a.ctx.config.WORKER_LEASE_MS;
  console.log(
    `\n${kind} (lease ${lease} ms, heartbeat ${a.ctx.config.WORKER_HEARTBEAT_MS} ms, worker every ${a.ctx.config.JOBS_POLL_MS} ms)`,
  );

  const waitForReply = async (to: string, t0: number) => {
    while (!fake.sent.some((s) => s.to === to)) await new Promise((r) => setTimeout(r, 5));
    return performance.now() - t0;
  };
  let n = 0;
  for (const step of ['processing the webhook', 'sending the reply'] as const) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const from = `55117${String(n++).padStart(8, '0')}`;
      await fake.deliverInbound({ webhookUrl: url, phoneNumberId, from, profileName: 'Cliente', text: 'oi, quanto custa o corte?' });
      // A claims the event at once (B's worker only polls), then dies at `step`.
      const [event] = await claimInbound(a.ctx, 1, 'dead-process');
      if (!event) throw new Error('B took the event before A: run again');
      let t0 = performance.now();
      if (step === 'sending the reply') {
        await runDueChat(a.ctx, (await processInbound(a.ctx, event))!);
        if (!(await claimNextMessage(a.ctx, 'dead-process'))) throw new Error('B took the reply before A: run again');
        t0 = performance.now();
      }
      times.push(await waitForReply(from, t0));
    }
    console.log(`  died while ${step}: reply out after ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}   (target ≤ 10 s)`);
  }
  await b.close();
  await a.close();
  await fake.close();
}

await onEachDatabase('agenda_bench_takeover', (kind, database) => benchOn(`Crash takeover — ${kind}`, database), {
  label: 'Crash takeover',
});
