// What the probe57 move-two and probe58 sets found: two held appointments moved in one message got one proposal, or a
// list that "pode trocar os dois" could not answer; "o meu corte e o dele" asked which one; a yes followed by the move
// of another appointment ("isso pode mudar. e a da nutricionista tb…") wrote nothing; "isso, pode mudar a de amanhã
// pra 17h" to that very move was a change of mind; "mão e pé amanhã de manhã? as duas juntas" read 2 a.m.; "to c o
// cabelo horrível" asked a Corte feminino beside the escova and got an apology; "nos dois de sábado" (two Saturdays) and
// "a fisio de quinta e a consulta com a nutri" (the day said of one) proposed one cancel.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { relativeDaysNamed } from '../../consent-mentions.js';
import { splitBoth } from './both-moved.js';
import { parseTimePref } from './dates.js';
import { detectIntents, sentimentOf } from './intents.js';
import { jokesAboutOwnLook } from './own-look.js';
import { normalize } from './text.js';
import { TALK_NOW, talk } from './test-talk.js';
import type { TBrainSchedule } from '../types.js';
import { BARBERSHOP_SERVICES, clinicServices } from './test-fixtures.js';
import { bringAsked } from './booking-signal.js';
import type { Turn } from './state.js';

const TZ = 'America/Sao_Paulo';

describe('probe58 phrasings', () => {
  it('"o meu corte e o dele" moves the client\'s own appointment and the one booked for someone else', () => {
    const services = clinicServices(['Corte masculino', 'Corte infantil']);
    const held = (id: string, serviceId: string, at: string, name: string | null): TBrainSchedule => ({
      id,
      service_id: serviceId,
      service_title: '',
      start_at: new Date(at),
      status: 'scheduled',
      display_name: name,
    });
    const mine = [
      held('a', 'k0', '2026-03-05T14:00:00Z', null),
      held('b', 'k1', '2026-03-05T14:30:00Z', 'Pedro'),
      held('c', 'k0', '2026-03-12T14:00:00Z', null),
    ];
    const read = { services, now: new Date('2026-03-03T21:00:00Z'), tz: TZ };
    expect(splitBoth('da pra passar o meu corte e o dele pra tarde?', mine, read)).toEqual([
      'da pra passar corte masculino pra tarde?',
      'da pra passar corte infantil pra tarde?',
    ]);
    // (Three of the client's own: "o meu e o dele" names no pair.)
    const own = mine.map((a) => ({ ...a, display_name: null }));
    expect(splitBoth('passa o meu e o dele pra tarde', own, read)).toBeNull();
  });

  it('a yes, then the move of another appointment ("a da nutricionista tb"), agrees to what was proposed', () => {
    const move = { action: 'move' as const, minutes: 840 };
    expect(agreementOf('isso pode mudar. e a da nutricionista tb queria passar pra quinta, de manha tem?', move)).toBe('agree');
    expect(agreementOf('isso pode mudar. tb queria passar pra sexta?', move)).toBe('none');
    expect(agreementOf('pode mudar a fisio tb?', move)).toBe('none');
  });

  it('"a de amanhã" is read as its weekday: the proposal\'s own day agrees, another day does not', () => {
    // (To a Friday proposal the weekday said is another day: the safety layer refuses it before the agreement.)
    const said = relativeDaysNamed('isso, pode mudar a de amanhã pra 17h', 1, 3);
    expect(said).toBe('isso, pode mudar a de quarta pra 17h');
    // ("o de amanhã mantém" to a cancel of next week's: another day, left as said.)
    expect(relativeDaysNamed('isso, o do dia 14. o de amanha mantem', 8, 6)).toBe('isso, o do dia 14. o de amanha mantem');
    expect(agreementOf(said, { action: 'move', minutes: 1020, weekday: 3 })).toBe('agree');
    expect(agreementOf(said, { action: 'move', minutes: 1020, weekday: 5 })).not.toBe('agree');
  });

  it('"as duas juntas" counts the services; "amanhã às duas" is 14h', () => {
    const now = new Date('2026-03-06T09:00:00-03:00');
    const pref = (m: string) => parseTimePref(normalize(m), now, TZ);
    expect(pref('consigo fazer mao e pe amanha de manha? as duas juntas').exact_min).toBeUndefined();
    expect(pref('amanha as duas').exact_min).toBe(840);
  });

  it('the client\'s own hair "horrível" is no complaint; the service "horrível" is', () => {
    expect(sentimentOf(normalize('tem hr p escova hj? to c o cabelo horrivel'))).toBe(0);
    expect(sentimentOf(normalize('o atendimento ta horrivel'))).toBeLessThan(0);
    expect(jokesAboutOwnLook(normalize('escova hj? to c o cabelo horrivel'), true)).toBe(true);
    expect(jokesAboutOwnLook(normalize('escova hj? vcs deixaram meu cabelo horrivel'), true)).toBe(false);
  });

  it('two appointments held on one day, moved together, are proposed back to back and moved on one yes', async () => {
    const sat = (hhmm: string) => new Date(`2025-11-29T${hhmm}:00-03:00`);
    const { out, actions, agenda } = await talk(['passa o corte e a barba de sabado pra sexta a tarde', 'pode trocar os dois'], {
      calendars: ['c1', 'c2'],
      had: [
        { serviceId: 's1', calendarId: 'c1', startAt: sat('10:00') },
        { serviceId: 's2', calendarId: 'c1', startAt: sat('10:30') },
      ],
    });
    expect(out[0]).toMatch(/E o seu outro pedido/);
    expect(actions[1]!.filter((a) => a.type === 'reschedule')).toHaveLength(2);
    const held = (await agenda.tools.listAppointments('upcoming')).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    expect(held.map((a) => a.start_at.toISOString().slice(0, 10))).toEqual(['2025-11-28', '2025-11-28']);
    expect(held[1]!.start_at.getTime() - held[0]!.start_at.getTime()).toBeLessThanOrEqual(60 * 60_000);
    expect(held[0]!.start_at.getTime()).toBeGreaterThan(TALK_NOW.getTime());
  });

  it('"os dois de sábado" cancels both Saturdays\' on one yes; "a fisio de quinta e a barba" each named one', async () => {
    const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('11-29', '09:00') },
      { serviceId: 's1', calendarId: 'c2', startAt: at('12-06', '10:00') },
    ];
    const two = await talk(['nao vou conseguir ir nos dois de sabado, cancela eles? o de sexta ta mantido', 'isso, os dois'], {
      calendars: ['c1', 'c2'],
      had,
    });
    expect(two.out[0]).toMatch(/29\/11[^]*06\/12/);
    expect(two.actions[1]!.filter((a) => a.type === 'cancel')).toHaveLength(2);
    const left = await two.agenda.tools.listAppointments('upcoming');
    expect(left.filter((a) => a.status !== 'canceled').map((a) => a.start_at.toISOString())).toEqual([at('11-28', '10:00').toISOString()]);
    const each = await talk(['quero desmarcar o corte de sexta e a barba'], { calendars: ['c1', 'c2'], had: had.slice(0, 2) });
    expect(each.out[0]).toMatch(/Corte[^]*28\/11[^]*Barba[^]*29\/11/);
    expect(each.actions[0]!.some((a) => a.type === 'cancel')).toBe(false);
  });

  it('"tem q ir c o cabelo de algum jeito?" right after a barba is booked asks how to come, no haircut', async () => {
    const { out, actions } = await talk(['quero fazer barba sabado 14h', 'sim', 'tem q ir c o cabelo de algum jeito? lavado sla'], {
      calendars: ['c1', 'c2'],
    });
    expect(out[2]).not.toMatch(/Corte/);
    expect(actions[2]!.filter((a) => a.type === 'find_slots' || a.type === 'book')).toEqual([]);
  });

  it('a service named beside "precisa levar alguma coisa?" stays the one talked about', () => {
    const turn = { input: { services: BARBERSHOP_SERVICES } } as unknown as Turn;
    const asks = (m: string) => bringAsked(turn, normalize(m), detectIntents(normalize(m)));
    expect(asks('tem q ir c o cabelo de algum jeito? lavado sla')).toBe(true);
    expect(asks('qnto tempo dura a barba? e precisa levar alguma coisa?')).toBe(false);
  });
});
