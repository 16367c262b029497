// Issue 9, the dialogue policy's sequences: a visit with several services is one proposal agreed by
// one yes (nothing more may be written with it), a hedge drops the proposal, a named professional
// is the one proposed and booked, and a booking for someone else carries that person's name.
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSchedule } from '../../scheduling/service.js';
import { localIso, setup } from './unsafe-harness.js';

describe('a visit through the OpenAI-compatible brain (fake LLM)', () => {
  let llm: FakeLlm;
  const env = { SECRETARY_BRAIN: 'openai', LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' };
  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    env.LLM_BASE_URL = llm.url;
  });
  afterAll(async () => llm.close());
  const { h, newClient, play, active, at } = setup(env);
  const book = (service: number, when: Date) => ({
    name: 'book_appointment',
    arguments: { service_id: h.fx.services[service]!.id, start_at: localIso(when), calendar_id: h.fx.calendars[0]!.id },
  });
  const proposals = (req: Record<string, any>) =>
    (req.messages as Array<{ role: string; content: string }>)
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content).proposal as string)
      .join('\n');

  it('two bookings proposed in one turn are agreed by one yes; a third one in that turn is only a proposal', async () => {
    const client = newClient();
    const first = at(3, '09:00');
    const second = at(3, '09:30');
    llm.script({ toolCalls: [book(0, first), book(1, second)] }, (req) => ({ content: proposals(req) }));
    const asked = await play(client, 'corte e depois corte e barba quarta 9h');
    expect(asked.body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
    llm.script({ toolCalls: [book(0, first), book(1, second), book(0, at(3, '15:00'))] }, { content: 'Prontinho!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['book', 'book']);
    const rows = await active(client);
    expect(rows.map((r) => r.start_at.toISOString()).sort()).toEqual([first.toISOString(), second.toISOString()].sort());
  });
});

describe('the policy sequences through the embedded brain', () => {
  const { h, newClient, play, active, clientId, at, day } = setup({});

  it('"acho que não" drops the proposal and proposes nothing again: a later yes writes nothing', async () => {
    const client = newClient();
    expect((await play(client, `quero um corte ${day(3)} às 16h`)).body.replies[0]).toMatch(/Posso confirmar/);
    const hedge = await play(client, 'acho que não');
    expect(hedge.body.replies[0]).not.toMatch(/Posso confirmar/);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
  });

  it('a named professional is the one proposed and booked', async () => {
    const client = newClient();
    const other = h.fx.calendars[1]!;
    const asked = await play(client, `quero um corte com o ${other.title} ${day(3)} às 10h`);
    expect(asked.body.actions).toEqual([]);
    expect(asked.body.replies[0]).toContain(other.title);
    await play(client, 'sim');
    expect((await active(client)).map((s) => s.calendar_id)).toEqual([other.id]);
  });

  it('a booking for someone else carries that person name, after the yes only', async () => {
    const client = newClient();
    const asked = await play(client, `quero marcar um corte pro meu filho Davi ${day(3)} às 11h`);
    expect(asked.body.replies[0]).toContain('Davi');
    expect(await active(client)).toHaveLength(0);
    await play(client, 'sim');
    expect((await active(client)).map((s) => s.display_name)).toEqual(['Davi']);
  });

  it('a visit with two services is one proposal; one yes books both back to back', async () => {
    const client = newClient();
    const asked = await play(client, `corte e corte e barba ${day(3)} às 14h`);
    expect(asked.body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
    const yes = await play(client, 'fechado');
    expect(yes.body.actions.map((a) => a.type)).toEqual(['book', 'book']);
    const rows = (await active(client)).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    expect(rows[1]!.start_at.getTime()).toBe(rows[0]!.end_at.getTime());
  });

  it('a visit is written all or nothing: a part taken after the proposal leaves nothing booked', async () => {
    const client = newClient();
    const day = localIso(at(3, '15:00')).slice(5, 10).split('-').reverse().join('/');
    const asked = await play(client, `corte e corte e barba dia ${day} às 15h`);
    expect(asked.body.replies[0]).toMatch(/Posso confirmar/);
    // Someone else takes the second part's time on every calendar before the yes.
    const rival = newClient();
    await play(rival, 'oi');
    for (const cal of h.fx.calendars) {
      await bookSchedule(h.t.app.ctx, {
        companyId: h.fx.company.id,
        actor: { kind: 'system', id: null },
        clientId: await clientId(rival),
        serviceId: h.fx.services[0]!.id,
        calendarId: cal.id,
        startAt: at(3, '15:30'),
        interface: 'PLATFORM_COMPANY',
      });
    }
    const yes = await play(client, 'fechado');
    expect(yes.body.actions).toEqual([]);
    expect(yes.body.replies[0]).toMatch(/Nada foi agendado|não está livre|outro horário/);
    expect(await active(client)).toHaveLength(0);
  });
});
