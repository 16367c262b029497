// What the probe49 set found: "pode cancelar sim. dps eu volto e marco de novo" kept the appointment; "isso, pode
// cancelar a manicure. a coloração continua de pé" cancelled nothing; "troca pra sábado 9h. e o de sexta sai né pq não
// vou" was no yes; "tem mais cedo que as 10?" asked for 10:00; "ela atende na sexta?" after a move asked no day;
// "aquele médico que me atendeu" added a consultation; "fechou: Davi 9h e Lucas 9h30, e eu 10h" wrote the two parts
// shown; "o corte passa pra 11h, e a barba de sábado pode cancelar" lost the move; "e a barba, dá pra fazer depois do
// corte tb?" with a barba already held booked a second one; "queria disfarçar isso" was read as the "disfarçado" cut.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { consentedTo } from '../../guarded-consent.js';
import { readGuardState } from '../../dialogue-state.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { splitReschedule } from './reschedule-split.js';
import { matchService } from './match.js';
import { talk } from './test-talk.js';
import type { TBrainService } from '../types.js';

const TZ = 'America/Sao_Paulo';
const wednesday = new Date('2026-03-04T13:00:00Z'); // Wednesday 04/03/2026, 10:00 in São Paulo
const friday = (hhmm: string) => new Date(`2025-11-28T${hhmm}:00-03:00`);
const saturday = (hhmm: string) => new Date(`2025-11-29T${hhmm}:00-03:00`);

describe('probe49 phrasings', () => {
  it('a cancel agreed with a booking put off for later is agreed; a "não" with it is not', () => {
    const cancel = { action: 'cancel' as const, minutes: -1 };
    expect(agreementOf('ah blz entao pode cancelar sim. dps eu volto e marco de novo', cancel)).toBe('agree');
    expect(agreementOf('não, depois eu marco de novo', cancel)).toBe('none');
    expect(agreementOf('pode cancelar e marca outro pra sexta', cancel)).toBe('none');
  });

  it('to a move, asking whether the old one goes (and why) is no other day and no refusal', () => {
    const move = { action: 'move' as const, minutes: 9 * 60, weekday: 6 };
    expect(agreementOf('sim sim, troca pra sabado 9h. e o de sexta sai ne pq nao vou', move)).toBe('agree');
    expect(agreementOf('sim, troca pra sabado 9h. e sexta tem tambem?', move)).toBe('none');
    expect(agreementOf('pq nao vou conseguir sabado', move)).toBe('none');
  });

  it('"mais cedo/tarde" said of a time is before or after it; a time said after "mais tarde" is the one asked', () => {
    const pref = (t: string) => parseTimePref(normalize(t), wednesday, TZ);
    expect(pref('tem mais cedo que as 10?')).toEqual({ to_min: 600 });
    expect(pref('so as 10 com ele? e o dudu tem mais cedo?')).toEqual({ to_min: 600 });
    expect(pref('16h ta cedo, tem mais tarde?')).toEqual({ from_min: 961 });
    expect(pref('meu corte de amanha da pra ser mais tarde? tipo umas 16h')).toEqual({ date: '2026-03-05', exact_min: 960 });
    expect(pref('amanha as 9 consegue? se nao mais tarde')).toEqual({ date: '2026-03-05', exact_min: 540 });
  });

  it('"ela atende na sexta?" after the move asks the new day; "aquele médico que me atendeu" is a person', () => {
    const split = splitReschedule(
      normalize('Vou precisar remarcar minha consulta com a nutri de quinta. Ela atende na sexta?'),
      wednesday,
      TZ,
    );
    expect(split).toEqual({ oldPref: { date: '2026-03-05' }, newPref: { date: '2026-03-06' } });
    const clinic = [
      { id: 'ret', title: 'Retorno', duration_in_minutes: 30 },
      { id: 'geral', title: 'Consulta clínica geral', duration_in_minutes: 30 },
    ] as TBrainService[];
    const said = normalize('preciso marcar o retorno com o ricardo, aquele medico que me atendeu mes passado');
    expect(matchService(said, clinic)?.service.id).toBe('ret');
    expect(matchService(normalize('queria uma consulta com um medico'), clinic)?.service.id).toBe('geral');
  });

  it('a yes that gives times for more people than the plan shown, one never shown, is no yes to it', () => {
    const part = (id: string, hhmm: string, name: string | null) => ({
      action: 'book' as const,
      service_id: id,
      service_title: id,
      calendar_id: 'marcao',
      professional: 'Marcão',
      start_at: new Date(`2026-03-07T${hhmm}:00-03:00`).toISOString(),
      schedule_id: null,
      from_start_at: null,
      display_name: name,
      text: '',
      shown_turn: 1,
    });
    const st = readGuardState({ turn: 2, visit: [part('infantil', '09:00', 'Davi'), part('corte', '09:30', null)] });
    const shown =
      'Consigo tudo seguido no sábado, 07/03: *Corte infantil* às 09:00 com *Marcão*, em seguida *Corte masculino* às 09:30 com *Marcão*.';
    const target = {
      service_id: 'infantil',
      calendar_id: 'marcao',
      start_at: st.visit[0]!.start_at,
      schedule_id: null,
      display_name: 'Davi',
    };
    const yes = (message: string) => consentedTo({ st, message, lastAssistant: shown, tz: TZ }, 'book', target);
    expect(yes('fechou, pode marcar: Davi 9h e Lucas 9h30 com o marcão, e eu 10h com qualquer um')).toBe(false);
    expect(yes('fechou, pode marcar 9h e 9h30')).toBe(true);
    expect(yes('dez ta bom, nove pode marcar')).toBe(false);
  });

  it('"queria disfarçar" names no cut: what is not done here is said before the plain service is offered', async () => {
    const { out, actions } = await talk(['boa tarde, vcs fazem pigmentação de barba? minha barba tem umas falhas e queria disfarçar isso']);
    expect(out[0]).toMatch(/Não fazemos \*pigmentação de barba\* por aqui/);
    expect(out[0]).toMatch(/\*Barba\* fazemos, sim!/);
    expect(out[0]).not.toMatch(/\d\d:\d\d/);
    expect(actions[0]!.map((a) => a.type)).toEqual(['list_services']);
  });

  it('a service added after another that the client already holds moves the one held, never a second one', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: saturday('10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: saturday('09:00') },
    ];
    const { out, actions, agenda } = await talk(['e a barba, dá pra fazer depois do corte tb? tipo 10h30', 'isso pode passar'], {
      had,
      calendars: ['c1', 'c2'],
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[0]).toMatch(/\*Barba\* para sábado, 29\/11, às 10:30/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule']);
    expect(agenda.schedules.filter((r) => r.status !== 'canceled')).toHaveLength(2);
  });

  it('a move said before a cancel is shown beside it, and one yes does both', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: friday('10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: saturday('09:00') },
    ];
    const { out, actions } = await talk(
      ['o corte de sexta passa pra 11h se der, e a barba de sabado pode cancelar que vou deixar crescer', 'isso, as duas coisas'],
      { had, calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } },
    );
    expect(out[0]).toMatch(/cancelamento de \*Barba\*/);
    expect(out[0]).toMatch(/E o seu outro pedido:\n.*\*Corte masculino\* para sexta-feira, 28\/11, às 11:00/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]!.map((a) => a.type).sort()).toEqual(['cancel', 'reschedule']);
  });

  it('a cancel agreed beside another appointment said to stay cancels the one asked and keeps the other', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: friday('10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: saturday('09:00') },
    ];
    const { out, actions, agenda } = await talk(
      ['vou precisar cancelar meu horario', 'o do corte', 'isso, pode cancelar o corte. a barba continua de pé ta'],
      { had, calendars: ['c1', 'c2'] },
    );
    expect(out[2]).toMatch(/\*Barba\* continua/);
    expect(out[2]).toMatch(/foi cancelado/);
    expect(actions[2]!.map((a) => a.type)).toEqual(['cancel']);
    expect(agenda.schedules.filter((r) => r.status !== 'canceled').map((r) => r.service_id)).toEqual(['s2']);
  });

  // (probe47's polite-indirect: "passar com a nutricionista… quanto fica a consulta" priced the clinical consultation.)
  it("the price asked with a booking is of the service being booked when its word is that one's", async () => {
    const { out } = await talk(['queria marcar corte infantil pro meu filho sexta de manha, quanto fica o corte?'], {
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/\*Corte infantil\* custa R\$\s?35,00/);
    expect(out[0]).not.toMatch(/Corte masculino\* custa/);
  });
});
