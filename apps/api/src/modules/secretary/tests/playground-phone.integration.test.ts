// The playground speaks as the company's client with the phone given (issue 9 item 6): a real
// client's appointments are visible there, a new phone makes a playground client, and the reset
// only cancels bookings made in the playground. The answer carries the dialogue state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDialogueStateDto } from '@agenda/shared/schemas/dialogue-state-dto';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../../scheduling/test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('playground by phone', () => {
  let t: TTestApp;
  let f: TFixture;
  let realBooking: string;
  const play = (message: string, phone: string, name = 'Dono Testando') =>
    f.api.call('POST', `/user/${f.company.id}/playground/message`, { token: f.token, body: { message, client: { name, phone } } });
  /** Asks, picks the first time offered and agrees when the secretary asks for a yes first. */
  const book = async (ask: string, phone: string) => {
    await play(ask, phone);
    const pick = await play('o primeiro', phone);
    const types = (r: Awaited<ReturnType<typeof play>>) => (r.body.actions as { type: string }[]).map((a) => a.type);
    if (types(pick).includes('book')) return pick;
    expect(pick.body.dialogue_state.pending_proposal).toContain('Corte');
    return play('sim', phone);
  };
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app);
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 2);
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start.toISOString() },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    realBooking = book.body.schedule.id;
  });
  afterAll(() => t.close());

  it("uses the existing client found by the phone, however it is typed, and sees the client's appointment", async () => {
    // The fixture's client phone is +55119…; typed the way an owner would, without +55 and with a mask.
    const national = f.client.phone.slice(3);
    const typed = `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
    const res = await play('quais são meus agendamentos?', typed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.client_id).toBe(f.client.id);
    expect(res.body.replies.join('\n')).toContain('Corte');
    expect(res.body.replies.join('\n')).toContain('10:00');
  });

  it('creates a playground client for a new phone and returns the dialogue state after each turn', async () => {
    const first = await play('quero marcar um corte na quarta de tarde', '+5511977776655');
    expect(first.status).toBe(200);
    expect(first.body.client_id).not.toBe(f.client.id);
    // The answer keeps to the shared contract the web panel reads.
    const state = ZDialogueStateDto.parse(first.body.dialogue_state);
    expect(state).toMatchObject({ goal: 'book', services: ['Corte'], part_of_day: { key: 'afternoon', from: '12:00', to: '18:00' } });
    expect(state.day?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.offered.length).toBeGreaterThan(0);
    expect(state.offered[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2} (1[2-7]):\d{2}$/);
    const done = await book('quero marcar um corte na quarta de tarde', '+5511977776655');
    expect(done.body.actions.map((a: { type: string }) => a.type)).toContain('book');
    expect(done.body.dialogue_state.pending_proposal).toBeNull();
  });

  it('rejects a phone that is not a phone (422, Portuguese message)', async () => {
    const res = await play('oi', '12');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Número de telefone inválido');
  });

  it('the reset cancels playground bookings only, never the real client’s own appointment', async () => {
    const phone = f.client.phone;
    const yes = await book('quero marcar um corte na sexta de manhã', phone);
    expect(yes.body.actions.map((a: { type: string }) => a.type)).toContain('book');
    const reset = await f.api.call('DELETE', `/user/${f.company.id}/playground`, { token: f.token });
    expect(reset.body.canceled).toBeGreaterThanOrEqual(1);
    const mine = await f.api.call('GET', `/client/${f.company.slug}/schedule/upcoming`, { token: f.client.token });
    const list = mine.body.schedules as { id: string; status: string }[];
    expect(list.find((s) => s.id === realBooking)?.status).not.toBe('canceled');
    expect(list.filter((s) => s.status !== 'canceled').map((s) => s.id)).toEqual([realBooking]);
  });
});
