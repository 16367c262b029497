import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { aiModelRuns, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { bookSchedule } from '../../scheduling/service.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../test-support.js';

const TZ = 'America/Sao_Paulo';
const localIso = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(' ', 'T');
const lastTool = (req: Record<string, any>) =>
  JSON.parse([...req.messages].reverse().find((m: { role: string }) => m.role === 'tool').content) as Record<string, any>;

describe('OpenAI-compatible brain against the fake LLM', () => {
  let llm: FakeLlm;
  let t: TTestApp & { database: TDatabase };
  let fx: TFixture;
  const client = { name: 'Tiago Moreira', phone: '+5511987650000' };
  const play = (message: string) =>
    fx.api.call('POST', `/user/${fx.company.id}/playground/message`, { token: fx.token, body: { message, client } });

  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    t = await startTestApp({ SECRETARY_BRAIN: 'openai', LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' });
    fx = await buildFixture(t.app);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('books through tools: find_free_slots, a proposal, then book_appointment once the client agrees', async () => {
    const day = localIso(nextWeekdayAt(t.clock.now(), TZ, 3, '09:00', 2)).slice(0, 10);
    let startAt = '';
    llm.script(
      { toolCalls: [{ name: 'find_free_slots', arguments: { services: [{ service: 'corte' }], date: day, period: 'manha' } }] },
      (req) => {
        startAt = lastTool(req).slots[0].start_at;
        return { toolCalls: [{ name: 'book_appointment', arguments: { services: [{ service: fx.services[0]!.id }], start_at: startAt } }] };
      },
      (req) => ({ content: lastTool(req).proposal }),
    );
    const res = await play('quero um corte quarta de manhã, o primeiro horário');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.actions).toEqual([]);
    expect(res.body.replies[0]).toContain('quarta-feira');
    llm.script(
      () => ({ toolCalls: [{ name: 'book_appointment', arguments: { services: [{ service: fx.services[0]!.id }], start_at: startAt } }] }),
      (req) => ({ content: `Prontinho! Agendado para ${lastTool(req).booked[0].when} com ${lastTool(req).booked[0].professional}.` }),
    );
    const agreed = await play('pode ser');
    expect(agreed.body.actions.map((a: { type: string }) => a.type)).toEqual(['book']);
    expect(agreed.body.replies[0]).toContain('quarta-feira');
    expect(agreed.body.replies[0]).toMatch(/com Profissional \d/);
    const sys = llm.requests[0]!.body.messages[0].content as string;
    expect(sys).toContain('Corte');
    expect(llm.requests[0]!.body.tools.map((x: { function: { name: string } }) => x.function.name)).toContain('book_appointment');
  });

  it('gets alternatives for a taken slot and never double-books', async () => {
    const at = nextWeekdayAt(t.clock.now(), TZ, 4, '15:00', 2);
    for (const cal of fx.calendars) {
      await bookSchedule(t.app.ctx, {
        companyId: fx.company.id,
        actor: { kind: 'system', id: null },
        clientId: fx.client.id,
        serviceId: fx.services[0]!.id,
        calendarId: cal.id,
        startAt: at,
        interface: 'PLATFORM_COMPANY',
      });
    }
    llm.script(
      { toolCalls: [{ name: 'book_appointment', arguments: { services: [{ service: 'Corte' }], start_at: localIso(at) } }] },
      (req) => {
        const result = lastTool(req);
        expect(result.ok).toBe(false);
        expect(result.alternatives.length).toBeGreaterThan(0);
        expect(result.alternatives.some((a: { start_at: string }) => a.start_at === localIso(at))).toBe(false);
        return {
          content: `Esse horário acabou de ser ocupado. Tenho: ${result.alternatives.map((a: { label: string }) => a.label).join('; ')}`,
        };
      },
    );
    const res = await play('quero corte quinta às 15h');
    expect(res.status).toBe(200);
    expect(res.body.actions).toEqual([]);
    expect(res.body.replies[0]).toMatch(/Tenho: .*às \d\d:\d\d/);
    const atSlot = await t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.company_id, fx.company.id), eq(schedules.start_at, at)));
    expect(atSlot).toHaveLength(2);
  });

  it('survives malformed tool arguments with a safe reply', async () => {
    llm.script({ toolCalls: [{ name: 'book_appointment', arguments: '{"service_id": ' }] }, (req) => {
      expect(lastTool(req).error).toBe('argumentos inválidos');
      return { content: 'Desculpe, não consegui entender o horário. Pode me dizer o dia e a hora?' };
    });
    const res = await play('marca pra mim');
    expect(res.status).toBe(200);
    expect(res.body.replies[0]).toContain('Pode me dizer');
    // A model that keeps calling tools, then a server error: still a safe reply, and a person is called.
    llm.script({ error: { status: 500, message: 'upstream failure' } }, { error: { status: 500, message: 'upstream failure' } });
    const broken = await play('oi?');
    expect(broken.status).toBe(200);
    expect(broken.body.replies[0]).toContain('equipe');
    expect(broken.body.actions.map((a: { type: string }) => a.type)).toContain('transfer_to_human');
  });

  it('logs every run for the admin (model, tokens, latency, tool calls, errors)', async () => {
    const runs = await t.app.ctx.db.select().from(aiModelRuns).where(eq(aiModelRuns.company_id, fx.company.id));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.every((r) => r.brain === 'openai')).toBe(true);
    expect(runs.some((r) => r.total_tokens > 0 && (r.tool_calls as unknown[]).length > 0)).toBe(true);
    expect(runs.some((r) => r.error?.includes('upstream failure'))).toBe(true);
  });
});
