// `pnpm eval:secretary`: scripted Portuguese conversations through the playground path, against the
// embedded brain (always) and the OpenAI-compatible brain (when LLM_API_KEY is set). Prints the
// pass rate per brain; exits non-zero when the embedded brain passes less than 90%.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { chats, schedules, services as servicesTable } from '../src/db/schema/index.js';
import { seedPlans } from '../src/seed/plans.js';
import { playgroundMessage, playgroundEmail } from '../src/modules/secretary/playground.js';
import { findOrCreateChannelClient } from '../src/modules/clients/repo-channel-clients.js';
import { bookSchedule } from '../src/modules/scheduling/service.js';
import { fold } from '../src/modules/secretary/brain/embedded/text.js';
import { zoned, addDays } from '../src/modules/secretary/brain/embedded/dates.js';
import { seedBusiness, type TBusinessKind } from './businesses.js';

interface TWhen {
  day_offset: number;
  time?: string;
}
interface TScenario {
  id: string;
  business: TBusinessKind;
  description?: string;
  now: { dow: number; time: string };
  settings?: Record<string, unknown>;
  client: { name: string; phone?: string };
  existing?: Array<TWhen & { service: string; mine?: boolean; time: string }>;
  turns: Array<{ after_min?: number; send: string; expect?: { contains?: string[]; any_of?: string[]; not_contains?: string[]; actions?: string[]; no_actions?: string[] } }>;
  expect?: { bookings?: Array<TWhen & { service: string }>; canceled?: number; handoff?: boolean; confirmed?: number };
}

const TZ = 'America/Sao_Paulo';
// Monday 2026-03-02 is the base week of every scenario.
const BASE_MONDAY = '2026-03-02';
const here = dirname(fileURLToPath(import.meta.url));
const norm = (s: string) => fold(s).replace(/\s+/g, ' ');
const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

function loadScenarios(): TScenario[] {
  const dir = join(here, 'scenarios');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TScenario);
}

async function runBrain(brain: 'embedded' | 'openai', scenarios: TScenario[], verbose: boolean) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', SECRETARY_WORKER: 'off', SECRETARY_BRAIN: brain, LOG_LEVEL: 'silent', EVOLUTION_HEALTH_CHECK_MINUTES: '0' });
  const database = await openDatabase({ dataDir: 'memory://' });
  let clock = new Date();
  const app = await buildApp({ config: { ...config, REDIS_URL: undefined }, database, now: () => clock, logger: false });
  await seedPlans(app.ctx.db);
  const ctx = app.ctx;
  let passed = 0;
  const failures: string[] = [];
  const latencies: number[] = [];
  for (const [n, sc] of scenarios.entries()) {
    const baseDay = addDays(BASE_MONDAY, (sc.now.dow + 6) % 7);
    const start = zoned(baseDay, hm(sc.now.time), TZ);
    clock = start;
    const errors: string[] = [];
    const transcript: string[] = [];
    try {
      const biz = await seedBusiness(ctx, sc.business, (sc.settings ?? {}) as never);
      const phone = sc.client.phone ?? `+55119${String(50000000 + n).padStart(8, '0')}`;
      const me = await findOrCreateChannelClient(ctx, biz.companyId, { kind: 'email', email: playgroundEmail(phone), name: sc.client.name, phone: null });
      for (const [i, ex] of (sc.existing ?? []).entries()) {
        const other = ex.mine ? me : await findOrCreateChannelClient(ctx, biz.companyId, { kind: 'email', email: `outro${i}@eval.local`, name: `Outro Cliente ${i}`, phone: null });
        await bookSchedule(ctx, {
          companyId: biz.companyId,
          actor: { kind: 'system', id: null },
          clientId: other.id,
          serviceId: biz.services.get(ex.service)!,
          calendarId: ex.mine ? null : biz.calendars[0],
          startAt: zoned(addDays(baseDay, ex.day_offset), hm(ex.time), TZ),
          interface: 'PLATFORM_COMPANY',
        });
        if (!ex.mine) {
          // Both professionals busy at that time, so the slot is really taken.
          await bookSchedule(ctx, { companyId: biz.companyId, actor: { kind: 'system', id: null }, clientId: other.id, serviceId: biz.services.get(ex.service)!, calendarId: biz.calendars[1], startAt: zoned(addDays(baseDay, ex.day_offset), hm(ex.time), TZ), interface: 'PLATFORM_COMPANY' });
        }
      }
      let elapsed = 0;
      for (const [ti, turn] of sc.turns.entries()) {
        elapsed += turn.after_min ?? (ti === 0 ? 0 : 1);
        clock = new Date(start.getTime() + elapsed * 60_000);
        const t0 = performance.now();
        const answer = await playgroundMessage(ctx, biz.access, { message: turn.send, client: { name: sc.client.name, phone } });
        latencies.push(performance.now() - t0);
        const reply = answer.replies.join('\n');
        transcript.push(`  > ${turn.send}\n    ${reply.replace(/\n/g, '\n    ')}\n    [${answer.actions.map((a) => a.type).join(', ')}]`);
        const e = turn.expect ?? {};
        for (const c of e.contains ?? []) if (!norm(reply).includes(norm(c))) errors.push(`turn ${ti + 1}: reply lacks "${c}"`);
        if (e.any_of && !e.any_of.some((c) => norm(reply).includes(norm(c)))) errors.push(`turn ${ti + 1}: reply has none of ${JSON.stringify(e.any_of)}`);
        for (const c of e.not_contains ?? []) if (norm(reply).includes(norm(c))) errors.push(`turn ${ti + 1}: reply has "${c}"`);
        for (const a of e.actions ?? []) if (!answer.actions.some((x) => x.type === a)) errors.push(`turn ${ti + 1}: missing action ${a}`);
        for (const a of e.no_actions ?? []) if (answer.actions.some((x) => x.type === a)) errors.push(`turn ${ti + 1}: unexpected action ${a}`);
      }
      const mine = await ctx.db
        .select({ s: schedules, title: servicesTable.title })
        .from(schedules)
        .innerJoin(servicesTable, eq(servicesTable.id, schedules.service_id))
        .where(and(eq(schedules.company_id, biz.companyId), eq(schedules.client_id, me.id)));
      const x = sc.expect ?? {};
      const active = mine.filter((r) => r.s.status !== 'canceled');
      if (x.bookings) {
        if (active.length !== x.bookings.length) errors.push(`expected ${x.bookings.length} active booking(s), found ${active.length}`);
        for (const b of x.bookings) {
          const day = addDays(baseDay, b.day_offset);
          const ok = active.some((r) => {
            if (r.title !== b.service) return false;
            const local = new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(r.s.start_at);
            return local.startsWith(day) && (!b.time || local.endsWith(b.time));
          });
          if (!ok) errors.push(`no booking of ${b.service} on ${day}${b.time ? ` ${b.time}` : ''}`);
        }
      }
      if (x.canceled !== undefined) {
        const n2 = mine.filter((r) => r.s.status === 'canceled').length;
        if (n2 !== x.canceled) errors.push(`expected ${x.canceled} canceled, found ${n2}`);
      }
      if (x.confirmed !== undefined) {
        const n3 = mine.filter((r) => r.s.status === 'confirmed').length;
        if (n3 !== x.confirmed) errors.push(`expected ${x.confirmed} confirmed, found ${n3}`);
      }
      if (x.handoff !== undefined) {
        const [chat] = await ctx.db.select().from(chats).where(and(eq(chats.company_id, biz.companyId), eq(chats.client_id, me.id)));
        if (!!chat?.is_transferred_to_human !== x.handoff) errors.push(`expected handoff=${x.handoff}`);
      }
    } catch (error) {
      errors.push(`crashed: ${(error as Error).stack ?? error}`);
    }
    if (errors.length === 0) passed++;
    else failures.push(`✗ ${sc.id}: ${errors.join('; ')}\n${transcript.join('\n')}`);
    if (verbose) console.log(`${errors.length ? '✗' : '✓'} ${sc.id}${errors.length ? `: ${errors.join('; ')}` : ''}\n${transcript.join('\n')}`);
  }
  await app.close();
  await database.close();
  latencies.sort((a, b) => a - b);
  return { passed, total: scenarios.length, failures, p50: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

const verbose = process.argv.includes('--verbose');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const scenarios = loadScenarios().filter((s) => !only || s.id.includes(only));
const brains: Array<'embedded' | 'openai'> = process.env.LLM_API_KEY ? ['embedded', 'openai'] : ['embedded'];
let embeddedRate = 0;
for (const brain of brains) {
  const r = await runBrain(brain, scenarios, verbose);
  if (!verbose) for (const f of r.failures) console.log(f);
  const rate = (100 * r.passed) / Math.max(1, r.total);
  if (brain === 'embedded') embeddedRate = rate;
  console.log(`\n${brain}: ${r.passed}/${r.total} scenarios passed (${rate.toFixed(1)}%), playground turn p50 ${r.p50.toFixed(1)} ms`);
}
if (!process.env.LLM_API_KEY) console.log('openai: skipped (set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL to evaluate it)');
process.exit(embeddedRate >= 90 || only ? 0 : 1);
