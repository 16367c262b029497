// Issue 9: the fake LLM tries each unsafe sequence with the OpenAI-compatible brain's own tools,
// through the playground (the real turn, the shared safety layer, the database), and is refused;
// a named professional and a visit of two services go through only after the client's yes.
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { clients, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { bookSchedule } from '../../scheduling/service.js';
import { playgroundEmail } from '../playground.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../test-support.js';
import { lastTool, TZ } from './llm-support.js';

const localIso = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(' ', 'T');
const call = (name: string, args: Record<string, unknown>) => ({ toolCalls: [{ name, arguments: args }] });
type TReply = { status: number; body: { replies: string[]; actions: Array<{ type: string }> } };

describe('unsafe sequences tried by the fake LLM with the LLM brain tools', () => {
  let llm: FakeLlm;
  let t: TTestApp;
  let fx: TFixture;
  let phone = 5511960000000;
  const newClient = () => ({ name: 'Cliente LLM', phone: `+${++phone}` });
  const play = (client: { name: string; phone: string }, message: string) =>
    fx.api.call('POST', `/user/${fx.company.id}/playground/message`, { token: fx.token, body: { message, client } }) as Promise<TReply>;
  const clientId = async (client: { phone: string }) => {
    const [row] = await t.app.ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.company_id, fx.company.id), eq(clients.email, playgroundEmail(client.phone))));
    return row!.id;
  };
  const active = async (client: { phone: string }) =>
    t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.client_id, await clientId(client)), ne(schedules.status, 'canceled')));
  const at = (dow: number, hhmm: string) => nextWeekdayAt(t.clock.now(), TZ, dow, hhmm, 2);
  /** A client who already has a Corte with Profissional 1. */
  const withAppointment = async (start: Date) => {
    const client = newClient();
    llm.script({ content: 'Olá!' });
    await play(client, 'oi');
    const schedule = await bookSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: { kind: 'system', id: null },
      clientId: await clientId(client),
      serviceId: fx.services[0]!.id,
      calendarId: fx.calendars[0]!.id,
      startAt: start,
      interface: 'PLATFORM_COMPANY',
    });
    return { client, schedule };
  };
  /** The model repeats what the tool said (the proposal, when there is one). */
  const relay = (req: Record<string, any>) => {
    const r = lastTool(req);
    return { content: r.proposal ?? r.error ?? JSON.stringify(r) };
  };

  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    t = await startTestApp({ SECRETARY_BRAIN: 'openai', LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' });
    fx = await buildFixture(t.app);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('book without agreement: two book calls in the first turn write nothing; the proposal names the professional', async () => {
    const client = newClient();
    const book = call('book_appointment', { services: [{ service: 'Corte' }], start_at: localIso(at(3, '15:00')) });
    llm.script(book, book, { content: 'Agendado!' });
    const res = await play(client, 'quero um corte quarta às 15h');
    expect(res.body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
    expect(res.body.replies.join('\n')).toMatch(/Corte.*Profissional \d.*quarta-feira.*15:00/s);
  });

  it('cancel after "não" is refused, and so is a cancel on a plain "ok"', async () => {
    const { client, schedule } = await withAppointment(at(4, '10:00'));
    const cancel = call('cancel_appointment', { schedule_id: schedule.id });
    llm.script(cancel, relay);
    await play(client, 'quero cancelar meu corte');
    for (const answer of ['não, deixa', 'ok']) {
      llm.script(cancel, relay);
      const res = await play(client, answer);
      expect(res.body.actions).toEqual([]);
      expect(await active(client)).toHaveLength(1);
    }
  });

  it('book-then-keep instead of a move is refused; reschedule moves the same row after the yes', async () => {
    const { client, schedule } = await withAppointment(at(4, '11:00'));
    const target = localIso(at(4, '16:00'));
    const book = call('book_appointment', { services: [{ service: 'Corte' }], start_at: target });
    llm.script(book, relay);
    const refused = await play(client, 'quero mudar meu corte pra quinta 16h');
    expect(refused.body.replies.join('\n')).toMatch(/remarc/i);
    llm.script(book, relay);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(1);
    const move = call('reschedule_appointment', { schedule_id: schedule.id, start_at: target });
    llm.script(move, relay);
    await play(client, 'então remarca o meu corte pra quinta 16h');
    llm.script(move, { content: 'Remarcado!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['reschedule']);
    const rows = await active(client);
    expect(rows.map((r) => [r.id, localIso(r.start_at)])).toEqual([[schedule.id, target]]);
  });

  it('two overlapping bookings for one client are refused, even after a yes', async () => {
    const start = at(5, '10:00');
    const { client } = await withAppointment(start);
    const book = call('book_appointment', {
      services: [{ service: 'Corte e barba', professional: 'Profissional 2' }],
      start_at: localIso(start),
    });
    llm.script(book, relay);
    const res = await play(client, 'quero corte e barba sexta 10h com o profissional 2');
    expect(res.body.replies.join('\n')).toMatch(/já tem Corte/);
    llm.script(book, relay);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(1);
  });

  it('"com o Profissional 2": the free times are his, and the booking after the yes is on his calendar', async () => {
    const client = newClient();
    const day = localIso(at(3, '09:00')).slice(0, 10);
    let start = '';
    llm.script(
      call('find_free_slots', { services: [{ service: 'corte', professional: 'profissional 2' }], date: day, period: 'manha' }),
      (req) => {
        const slots = lastTool(req).slots as Array<{ start_at: string; professional: string; professional_id: string }>;
        expect(slots.length).toBeGreaterThan(0);
        expect(new Set(slots.map((s) => s.professional_id))).toEqual(new Set([fx.calendars[1]!.id]));
        start = slots[0]!.start_at;
        return call('book_appointment', { services: [{ service: 'corte', professional: 'Profissional 2' }], start_at: start });
      },
      relay,
    );
    const proposal = await play(client, 'tem horário quarta de manhã com o profissional 2?');
    expect(proposal.body.actions).toEqual([]);
    expect(proposal.body.replies.join('\n')).toContain('Profissional 2');
    llm.script(call('book_appointment', { services: [{ service: 'corte', professional: 'Profissional 2' }], start_at: start }), {
      content: 'Fechado!',
    });
    expect((await play(client, 'pode ser')).body.actions.map((a) => a.type)).toEqual(['book']);
    const rows = await active(client);
    expect(rows.map((r) => [r.calendar_id, localIso(r.start_at)])).toEqual([[fx.calendars[1]!.id, start]]);
  });

  it('a visit of two services is one proposal; one yes writes both back to back, never twice', async () => {
    const client = newClient();
    const start = at(6, '09:00');
    const visit = call('book_appointment', { services: [{ service: 'Corte' }, { service: 'Corte e barba' }], start_at: localIso(start) });
    llm.script(visit, relay);
    const proposal = await play(client, 'quero corte e depois corte e barba sábado 9h');
    expect(proposal.body.actions).toEqual([]);
    expect(proposal.body.replies.join('\n')).toMatch(/visita.*sábado.*Corte.*09:00.*Corte e barba.*09:30/s);
    llm.script(visit, { content: 'Tudo certo!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['book', 'book']);
    llm.script(visit, relay);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    const rows = await active(client);
    expect(rows.map((r) => [r.service_id, localIso(r.start_at)]).sort()).toEqual(
      [
        [fx.services[0]!.id, localIso(start)],
        [fx.services[1]!.id, localIso(new Date(start.getTime() + 30 * 60_000))],
      ].sort(),
    );
  });

  it('a visit is all or nothing: when its second service was taken meanwhile, the yes writes neither', async () => {
    const client = newClient();
    const start = at(6, '14:00');
    const both = (n: number) => [
      { service: 'Corte', professional: `Profissional ${n}` },
      { service: 'Corte e barba', professional: `Profissional ${n}` },
    ];
    const visit = call('book_appointment', { services: both(1), start_at: localIso(start) });
    llm.script(visit, relay);
    await play(client, 'corte e corte e barba sábado 14h com o profissional 1');
    const other = await withAppointment(new Date(start.getTime() + 30 * 60_000));
    expect(other.schedule.calendar_id).toBe(fx.calendars[0]!.id);
    llm.script(visit, relay);
    const res = await play(client, 'sim');
    expect(res.body.actions).toEqual([]);
    expect(res.body.replies.join('\n')).toMatch(/não está livre|ocupado/);
    expect(await active(client)).toHaveLength(0);
  });

  it('a professional other than the one named is refused with the reason; unnamed, the named one is proposed', async () => {
    const client = newClient();
    const start = localIso(at(3, '15:00'));
    const request = call('record_request', { services: ['Corte'], professional: 'Profissional 2' });
    const other = call('book_appointment', { services: [{ service: 'Corte', professional: 'Profissional 1' }], start_at: start });
    llm.script(request, other, relay);
    const refused = await play(client, 'quero corte quarta 15h com o profissional 2');
    expect(refused.body.replies.join('\n')).toMatch(/pediu com Profissional 2/);
    llm.script(other, relay);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    llm.script(call('book_appointment', { services: [{ service: 'Corte' }], start_at: start }), relay);
    expect((await play(client, 'e às 15h?')).body.replies.join('\n')).toMatch(/Corte.*Profissional 2.*quarta-feira.*15:00/s);
    expect(await active(client)).toHaveLength(0);
  });

  it('a morning slot for an afternoon request, and part of a visit, are refused', async () => {
    const client = newClient();
    llm.script(
      call('record_request', { services: ['Corte', 'Corte e barba'], period: 'tarde' }),
      call('book_appointment', { services: [{ service: 'Corte' }, { service: 'Corte e barba' }], start_at: localIso(at(3, '10:00')) }),
      relay,
    );
    expect((await play(client, 'corte e corte e barba quarta à tarde')).body.replies.join('\n')).toMatch(
      /pediu entre 12:00 e 18:00: 10:00/,
    );
    llm.script(call('book_appointment', { services: [{ service: 'Corte' }], start_at: localIso(at(3, '15:00')) }), relay);
    expect((await play(client, 'pode ser 15h')).body.replies.join('\n')).toMatch(/também tem Corte e barba/);
    llm.script(call('book_appointment', { services: [{ service: 'Corte' }], start_at: localIso(at(3, '15:00')) }), relay);
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
  });

  it('a service added to an existing appointment goes right after it, or moves with it, as one change', async () => {
    const start = at(4, '09:00');
    const { client, schedule } = await withAppointment(start);
    const add = (from: Date) =>
      call('book_appointment', { services: [{ service: 'Corte e barba' }], schedule_id: schedule.id, start_at: localIso(from) });
    llm.script(add(start), relay);
    await play(client, 'quero acrescentar corte e barba depois do meu corte');
    llm.script(add(start), { content: 'Feito!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['book']);
    const later = at(4, '14:00');
    const [, added] = (await active(client)).sort((x, y) => x.start_at.getTime() - y.start_at.getTime());
    expect(localIso(added!.start_at)).toBe(localIso(new Date(start.getTime() + 30 * 60_000)));
    await t.app.ctx.db.update(schedules).set({ status: 'canceled' }).where(eq(schedules.id, added!.id));
    llm.script(add(later), relay);
    expect((await play(client, 'na verdade passa tudo pras 14h')).body.replies.join('\n')).toMatch(/passa.*para as 14:00.*14:30/s);
    llm.script(add(later), { content: 'Feito!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['reschedule', 'book']);
    const rows = (await active(client)).sort((x, y) => x.start_at.getTime() - y.start_at.getTime());
    expect(rows.map((r) => [r.id === schedule.id, localIso(r.start_at)])).toEqual([
      [true, localIso(later)],
      [false, localIso(new Date(later.getTime() + 30 * 60_000))],
    ]);
  });
});
