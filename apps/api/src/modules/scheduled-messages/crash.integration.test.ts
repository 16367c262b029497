// Scheduled messages never go out twice: a real API process killed with SIGKILL after claiming the
// sends (its provider never answers) leaves them to the survivor, which sends each once when the
// leases run out (PostgreSQL: a second process needs a server); two API processes sending the same
// due messages never send one twice (both databases).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, companies, messages, scheduledMessages } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { openTestDatabase, startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, connectCloud, waitFor, type TFixture } from '../secretary/test-support.js';

const SECRET = 'crash-secret';
const TOKEN = 'EAAG-crash-token';
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env = (fake: FakeWhatsappCloud, worker: 'on' | 'off') => ({
  WHATSAPP_CLOUD_APP_SECRET: SECRET,
  WHATSAPP_CLOUD_BASE_URL: fake.url,
  SECRETARY_WORKER: worker,
  JOBS_POLL_MS: '50',
  WORKER_LEASE_MS: '1500',
  WORKER_HEARTBEAT_MS: '300',
});

/** Clients who wrote once (so they have a chat) and `perClient` manual messages due now for each. */
async function plan(t: TTestApp, fake: FakeWhatsappCloud, phoneNumberId: string, clients: number, perClient: number) {
  const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
  const fx: TFixture = await buildFixture(t.app);
  await connectCloud(t.app, fx, phoneNumberId, TOKEN);
  // Due now whatever the hour of the run: no quiet hours for this company.
  await t.app.ctx.db
    .update(companies)
    .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
    .where(eq(companies.id, fx.company.id));
  const phones = Array.from({ length: clients }, (_, i) => `55118${phoneNumberId.slice(-3)}${String(i).padStart(5, '0')}`);
  for (const from of phones)
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId, from, profileName: 'Cliente', text: 'oi' })).toBe(200);
  await waitFor(async () => {
    await t.app.secretary.runOnce();
    return (await t.app.ctx.db.select().from(chats).where(inArray(chats.remote_id, phones))).length === clients;
  });
  const rows = await t.app.ctx.db.select().from(chats).where(inArray(chats.remote_id, phones));
  const texts: string[] = [];
  for (const chat of rows)
    for (let i = 0; i < perClient; i++) {
      const content = `Lembrete ${phoneNumberId} ${chat.remote_id} nº ${i}`;
      texts.push(content);
      const res = await fx.api.call('POST', `/user/${fx.company.id}/scheduled-messages`, {
        token: fx.token,
        body: { client_id: chat.client_id, content, due_at: new Date(Date.now() - 1000).toISOString() },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  return { fx, texts };
}

const countsOf = (fake: FakeWhatsappCloud, texts: string[]) => texts.map((text) => fake.sent.filter((m) => m.body === text).length);

describe.skipIf(!process.env.DATABASE_URL)('an API process killed with SIGKILL between claiming and sending', () => {
  let fake: FakeWhatsappCloud;
  let hole: Server;
  const held: Socket[] = [];
  let db: { database: TDatabase; drop: () => Promise<void>; url?: string };
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    // The doomed process's provider: accepts the connection and never answers, so its sends stay claimed and unsent.
    hole = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    db = await openTestDatabase();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    for (const socket of held) socket.destroy();
    hole?.close();
    await db?.drop();
    await fake?.close();
  });

  it('sends nothing twice and loses nothing', async () => {
    const survivor = await startTestApp(env(fake, 'off'), db.database);
    const { texts } = await plan(survivor, fake, '5550101', 3, 3);
    const address = hole.address() as { port: number };
    const script = `
      const { loadConfig } = await import(${JSON.stringify(join(SRC, 'config.ts'))});
      const { buildApp } = await import(${JSON.stringify(join(SRC, 'app.ts'))});
      const app = await buildApp({ config: loadConfig(process.env), logger: false });
      await app.ready();`;
    child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: {
        ...process.env,
        ...env(fake, 'on'),
        WHATSAPP_CLOUD_BASE_URL: `http://127.0.0.1:${address.port}`,
        NODE_ENV: 'test',
        JWT_SECRET: 'test-secret-0123456789abcdef',
        DATABASE_URL: db.url!,
        REDIS_URL: '',
        EVOLUTION_HEALTH_CHECK_MINUTES: '0',
      },
      stdio: 'ignore',
    });
    // The child turned the due jobs into outbox rows and claimed a send of each client: kill it there.
    const claimed = await waitFor(
      async () => {
        const rows = await survivor.app.ctx.db
          .select()
          .from(messages)
          .where(and(eq(messages.delivery_status, 'sending'), isNotNull(messages.lease_owner), inArray(messages.content, texts)));
        return rows.length >= 3 ? rows : null;
      },
      { timeoutMs: 60_000, label: 'the child process claiming the sends' },
    );
    expect(claimed!.length).toBe(3);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
    expect(countsOf(fake, texts).every((n) => n === 0)).toBe(true);

    await waitFor(
      async () => {
        await survivor.app.secretary.runOnce();
        return countsOf(fake, texts).every((n) => n >= 1);
      },
      { label: 'the survivor sending everything' },
    );
    await survivor.app.secretary.runOnce();
    expect(countsOf(fake, texts)).toEqual(texts.map(() => 1));
    const rows = await survivor.app.ctx.db.select().from(scheduledMessages).where(inArray(scheduledMessages.content, texts));
    expect(rows.map((r) => r.status)).toEqual(texts.map(() => 'sent'));
    await survivor.app.close();
  }, 120_000);
});

describe('two API processes sending the same due scheduled messages', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
    await fake?.close();
  });

  it('send each exactly once', async () => {
    const a = await startTestApp(env(fake, 'off'), db.database);
    const b = await startTestApp(env(fake, 'on'), db.database);
    const { texts } = await plan(a, fake, '5550202', 6, 4);
    await waitFor(
      async () => {
        await Promise.all([a.app.secretary.runOnce(), b.app.secretary.runOnce()]);
        return countsOf(fake, texts).every((n) => n >= 1);
      },
      { label: 'every message sent' },
    );
    await Promise.all([a.app.secretary.runOnce(), b.app.secretary.runOnce()]);
    expect(countsOf(fake, texts)).toEqual(texts.map(() => 1));
    await b.app.close();
    await a.app.close();
  }, 120_000);
});
