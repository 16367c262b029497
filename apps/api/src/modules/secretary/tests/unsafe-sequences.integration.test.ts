// Issue 9: each unsafe sequence, tried by the fake LLM and by the embedded brain, is refused by
// the shared safety layer with nothing written; the safe version of the same request goes through.
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastTool, localIso, setup } from './unsafe-harness.js';

describe('unsafe sequences through the OpenAI-compatible brain (fake LLM)', () => {
  let llm: FakeLlm;
  const env = { SECRETARY_BRAIN: 'openai', LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' };
  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    env.LLM_BASE_URL = llm.url;
  });
  afterAll(async () => llm.close());
  const { h, newClient, play, active, withAppointment, at } = setup(env);
  const call = (name: string, args: Record<string, unknown>) => ({ toolCalls: [{ name, arguments: args }] });

  it('book without agreement: the call only makes a proposal, shown to the client with the professional', async () => {
    const client = newClient();
    const when = localIso(at(3, '15:00'));
    llm.script(
      call('book_appointment', { service_id: h.fx.services[0]!.id, start_at: when }),
      call('book_appointment', { service_id: h.fx.services[0]!.id, start_at: when }),
      { content: 'Agendado!' },
    );
    const res = await play(client, 'quero um corte quarta às 15h');
    expect(res.body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
    expect(res.body.replies.join('\n')).toMatch(/Profissional \d/);
    expect(res.body.replies.join('\n')).toContain('15:00');
  });

  it('a write after a question ("tem vaga quarta 15h?") is refused', async () => {
    const client = newClient();
    const when = localIso(at(3, '16:00'));
    const book = call('book_appointment', { service_id: h.fx.services[0]!.id, start_at: when });
    llm.script(book, (req) => ({ content: lastTool(req).proposal }));
    await play(client, 'quero corte quarta 16h');
    llm.script(book, (req) => ({ content: JSON.stringify(lastTool(req)) }));
    const res = await play(client, 'tem vaga quarta 16h?');
    expect(res.body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
    // The same call after a plain yes goes through, once.
    llm.script(book, { content: 'Prontinho!' });
    expect((await play(client, 'sim')).body.actions.map((a) => a.type)).toEqual(['book']);
    expect(await active(client)).toHaveLength(1);
  });

  it('cancel after "não" is refused; a cancel needs its own explicit yes', async () => {
    const { client, schedule } = await withAppointment(at(4, '10:00'));
    const cancel = call('cancel_appointment', { schedule_id: schedule.id });
    llm.script(cancel, (req) => ({ content: lastTool(req).proposal }));
    await play(client, 'quero cancelar meu corte');
    llm.script(cancel, { content: 'Cancelado.' });
    expect((await play(client, 'não')).body.actions).toEqual([]);
    llm.script(cancel, { content: 'Cancelado.' });
    expect((await play(client, 'blz')).body.actions).toEqual([]);
    expect((await active(client)).map((s) => s.id)).toEqual([schedule.id]);
  });

  it('book-then-keep instead of a move is refused; the move changes the same row', async () => {
    const { client, schedule } = await withAppointment(at(4, '11:00'));
    const target = at(4, '17:00');
    const book = call('book_appointment', { service_id: h.fx.services[0]!.id, start_at: localIso(target) });
    llm.script(book, (req) => ({ content: JSON.stringify(lastTool(req)) }));
    const first = await play(client, 'consegue passar meu corte pras 17h?');
    expect(first.body.replies[0]).toContain('reschedule');
    llm.script(book, { content: 'ok' });
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect((await active(client)).map((s) => s.id)).toEqual([schedule.id]);
    const move = call('reschedule_appointment', { schedule_id: schedule.id, start_at: localIso(target) });
    llm.script(move, (req) => ({ content: lastTool(req).proposal }));
    await play(client, 'quero remarcar meu corte pras 17h');
    llm.script(move, { content: 'Remarcado!' });
    expect((await play(client, 'pode')).body.actions.map((a) => a.type)).toEqual(['reschedule']);
    const rows = await active(client);
    expect(rows.map((s) => [s.id, s.start_at.toISOString()])).toEqual([[schedule.id, target.toISOString()]]);
  });
});

describe('the same sequences through the embedded brain', () => {
  const { h, newClient, play, active, withAppointment, at, day } = setup({});

  it('"cancela tudo de sexta": both shown together, kept on "não", cancelled together on the yes', async () => {
    const { client, schedule } = await withAppointment(at(5, '09:00'));
    const { schedule: second } = await withAppointment(at(5, '15:00'), client);
    const ask = await play(client, `cancela tudo que eu tenho ${day(5)}`);
    expect(ask.body.actions).toEqual([]);
    expect(ask.body.replies.join('\n')).toMatch(/os dois agendamentos.*09:00.*15:00/s);
    expect((await play(client, 'não')).body.actions).toEqual([]);
    expect((await active(client)).map((s) => s.id).sort()).toEqual([schedule.id, second.id].sort());
    await play(client, `cancela tudo que eu tenho ${day(5)}`);
    const yes = await play(client, 'sim os dois');
    expect(yes.body.actions.map((a) => a.type)).toEqual(['cancel', 'cancel']);
    expect(await active(client)).toEqual([]);
  });

  it('a cancel and a move asked together: both shown in one message, nothing written before the yes, both on it', async () => {
    const { client, schedule } = await withAppointment(at(4, '15:00'));
    await withAppointment(at(4, '16:30'), client);
    const ask = await play(client, `cancela o corte das 16h30 de ${day(4)}. e o das 15h dá pra passar pras 17h30?`);
    expect(ask.body.actions).toEqual([]);
    expect(ask.body.replies.join('\n')).toMatch(/cancelamento.*16:30.*outro pedido:.*remarcar.*17:30/s);
    const yes = await play(client, 'isso, pode fazer as duas coisas');
    expect(yes.body.actions.map((a) => a.type)).toEqual(['cancel', 'reschedule']);
    expect((await active(client)).map((s) => [s.id, s.start_at.getTime()])).toEqual([[schedule.id, at(4, '17:30').getTime()]]);
  });

  it('a cancel and an availability question together: a price asked in between shows both again; one yes names both', async () => {
    const { client } = await withAppointment(at(3, '13:00'));
    const ask = await play(
      client,
      `preciso desmarcar o corte de ${day(3)} e aproveitando, vcs tem horario pra corte e barba ${day(5)} 13h?`,
    );
    expect(ask.body.actions).toEqual([]);
    expect(ask.body.replies.join('\n')).toMatch(/cancelamento.*13:00.*outro pedido:.*Corte e barba.*13:00/s);
    const price = await play(client, 'quanto fica o corte e barba?');
    expect(price.body.actions.map((a) => a.type)).toEqual(['list_services']);
    expect(price.body.replies.join('\n')).toMatch(/R\$.*cancelamento.*13:00.*outro pedido:.*Corte e barba.*13:00/s);
    const yes = await play(client, 'ok pode cancelar e marcar o corte e barba');
    expect(yes.body.actions.map((a) => a.type)).toEqual(['cancel', 'book']);
    expect((await active(client)).map((s) => s.start_at.getTime())).toEqual([at(5, '13:00').getTime()]);
  });

  it('the same service asked again at the time held: that appointment is said back, nothing written', async () => {
    const { client } = await withAppointment(at(3, '11:00'));
    const res = await play(client, `quero marcar um corte ${day(3)} às 11h`);
    expect(res.body.actions).toEqual([]);
    expect(res.body.replies.join('\n')).toMatch(/já tem \*Corte[^*]*\* marcado para .*11:00/s);
    expect(await active(client)).toHaveLength(1);
  });

  it('an exact time is a proposal naming the professional; only the later yes writes, and "blz" after it restarts nothing', async () => {
    const client = newClient();
    const first = await play(client, `quero um corte ${day(3)} às 15h`);
    expect(first.body.actions).toEqual([]);
    expect(first.body.replies[0]).toMatch(/Posso confirmar .*Profissional \d.*15:00/s);
    expect((await play(client, 'sim')).body.replies[0]).toMatch(/agendado.*Profissional \d|Profissional \d.*agendado/s);
    const after = await play(client, 'blz');
    expect(after.body.actions).toEqual([]);
    expect(after.body.replies[0]).not.toMatch(/não entendi|horários/i);
    expect(await active(client)).toHaveLength(1);
  });

  it('a question about a free time writes nothing', async () => {
    const client = newClient();
    expect((await play(client, `tem vaga ${day(3)} 16h?`)).body.actions).toEqual([]);
    expect((await play(client, `tem vaga ${day(3)} 16h?`)).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
  });

  it('"deixa pra lá" drops the proposal: a later yes writes nothing', async () => {
    const client = newClient();
    await play(client, `quero um corte ${day(3)} às 17h`);
    await play(client, 'deixa pra lá');
    expect((await play(client, 'sim')).body.actions).toEqual([]);
    expect(await active(client)).toHaveLength(0);
  });

  it('cancel after "não" keeps the appointment; "ok" is not a cancel yes', async () => {
    const { client, schedule } = await withAppointment(at(5, '10:00'));
    expect((await play(client, 'quero cancelar meu corte')).body.replies[0]).toContain(h.fx.calendars[0]!.title);
    expect((await play(client, 'não')).body.actions).toEqual([]);
    expect((await active(client)).map((s) => s.id)).toEqual([schedule.id]);
  });

  it('a move request moves the existing appointment after a yes, never a second booking', async () => {
    const { client, schedule } = await withAppointment(at(5, '11:00'));
    const target = at(5, '16:00');
    const first = await play(client, 'consegue passar meu corte pras 16h?');
    expect(first.body.actions).toEqual([]);
    expect(first.body.replies[0]).toMatch(/remarcar/i);
    const yes = await play(client, 'sim');
    const rows = await active(client);
    expect(
      rows.map((s) => [s.id, s.start_at.toISOString()]),
      JSON.stringify([first.body, yes.body]),
    ).toEqual([[schedule.id, target.toISOString()]]);
    expect(rows.map((s) => [s.id, s.start_at.toISOString()])).toEqual([[schedule.id, target.toISOString()]]);
  });
});
