// A time the client names beside a yes, after a list of times for one day that did not hold it.
import { describe, expect, it } from 'vitest';
import { consentedTo } from './guarded-consent.js';
import { readGuardState } from './dialogue-state.js';
import type { TTarget } from './guarded-actions.js';

const TZ = 'America/Sao_Paulo';
const LIST = 'Para *Barba* no sábado, 07/03 tenho estes horários:\n1) 08:00 com Dudu\n2) 13:30 com Dudu\n3) 17:30 com Dudu';
/** The layer's state after a list of Barba times with Dudu (local "YYYY-MM-DDTHH:MM" starts) shown last turn. */
const listed = (starts: string[]) =>
  readGuardState({
    turn: 2,
    offered: {
      service_id: 'barba',
      schedule_id: null,
      shown_turn: 1,
      slots: starts.map((at) => ({ calendar_id: 'dudu', start_at: new Date(`${at}:00-03:00`).toISOString(), professional: 'Dudu' })),
    },
  });
const st = listed(['2026-03-07T08:00', '2026-03-07T13:30', '2026-03-07T17:30']);
const at = (time: string, calendar = 'dudu', date = '2026-03-07'): TTarget => ({
  service_id: 'barba',
  calendar_id: calendar,
  start_at: new Date(`${date}T${time}:00-03:00`).toISOString(),
  schedule_id: null,
});
const agrees = (message: string, target = at('10:00')) => consentedTo({ st, message, lastAssistant: LIST, tz: TZ }, 'book', target);

describe('a time named with a yes, on the day of the times just offered', () => {
  it('is consent to that time with a professional of the list', () => {
    expect(agrees('10h pode ser')).toBe(true);
    expect(agrees('pode marcar às 10:00')).toBe(true);
  });

  it('is no consent to another time, another professional, another day, a question or a bare time', () => {
    expect(agrees('10h pode ser', at('10:30'))).toBe(false);
    expect(agrees('10h pode ser', at('10:00', 'marcao'))).toBe(false);
    expect(agrees('10h pode ser', at('10:00', 'dudu', '2026-03-06'))).toBe(false);
    expect(agrees('amanhã 10h pode ser')).toBe(false);
    expect(agrees('10h pode ser?'), 'question').toBe(false);
    expect(agrees('10h'), 'bare').toBe(false);
    expect(agrees('10h ou 11h pode ser')).toBe(false);
  });

  it('is no consent when the time is said loosely or only with a "por favor" (the proposal comes first)', () => {
    expect(agrees('pode ser de tarde, tipo 10h')).toBe(false);
    expect(agrees('d manha, 10h pfv')).toBe(false);
    expect(agrees('10h, pode marcar por favor')).toBe(true);
  });

  it('"amanhã" said of the very day of the list is that day; for someone named only now, the proposal comes first', () => {
    // Friday 06/03 10:00: "amanhã" is Saturday 07/03, the list's day.
    const now = new Date('2026-03-06T13:00:00Z');
    const said = (message: string, target = at('10:00')) => consentedTo({ st, message, lastAssistant: LIST, tz: TZ, now }, 'book', target);
    expect(said('entao amanha as 10h, pode marcar')).toBe(true);
    expect(said('entao hoje as 10h, pode marcar')).toBe(false);
    expect(said('marca pro meu filho amanha as 10h, o nome dele é Pedro', { ...at('10:00'), display_name: 'Pedro' })).toBe(false);
  });

  it('is no consent when the list was not the last thing the client saw', () => {
    expect(consentedTo({ st, message: '10h pode ser', lastAssistant: 'Qual serviço?', tz: TZ }, 'book', at('10:00'))).toBe(false);
  });
});

describe('a yes to a list of several times', () => {
  it('names none of them: no consent to any, the first included', () => {
    for (const yes of ['pode ser', 'fechado', 'pode marcar', 'ok', 'sim'])
      for (const time of ['08:00', '13:30', '17:30']) expect(agrees(yes, at(time)), `${yes} → ${time}`).toBe(false);
  });

  it('is consent to the one picked by position or by its time', () => {
    expect(agrees('o segundo', at('13:30'))).toBe(true);
    expect(agrees('pode ser o segundo', at('08:00'))).toBe(false);
    expect(agrees('pode ser 17:30', at('17:30'))).toBe(true);
  });

  it('is consent to the one whose time is said in words with its minutes, never to a bare "as duas"', () => {
    expect(agrees('pode ser as cinco e meia pode confirmar', at('17:30'))).toBe(true);
    expect(agrees('pode ser as cinco e meia pode confirmar', at('13:30'))).toBe(false);
    expect(agrees('pode ser a uma e meia', at('13:30'))).toBe(false);
    expect(agrees('pode marcar as duas', at('13:30'))).toBe(false);
  });
});

describe('a yes that names another day only to keep its appointment', () => {
  // Thursday 05/03 17:00 is to be canceled; the client also has Saturday's, which stays.
  const cancel = {
    action: 'cancel' as const,
    service_id: 'corte',
    service_title: 'Corte masculino',
    calendar_id: 'dudu',
    professional: 'Dudu',
    start_at: new Date('2026-03-05T17:00:00-03:00').toISOString(),
    schedule_id: 'thu',
    from_start_at: null,
    text: '',
    shown_turn: 1,
  };
  const shown =
    'Você confirma o cancelamento de *Corte masculino* com *Dudu* na quinta-feira, 05/03, às 17:00? Responda *sim* para cancelar.';
  const state = readGuardState({ turn: 2, pending: cancel });
  const target = { service_id: 'corte', calendar_id: 'dudu', start_at: cancel.start_at, schedule_id: 'thu' };
  const yes = (message: string) => consentedTo({ st: state, message, lastAssistant: shown, tz: TZ }, 'cancel', target);

  it('still agrees ("isso, só o de hoje, o de sábado mantém")', () => {
    expect(yes('isso, so o de hj, o de sabado mantem')).toBe(true);
  });
  it('but a yes about that other day does not', () => {
    expect(yes('isso, o de sabado')).toBe(false);
  });
  it('takes a time said in another clause as for another request, one in the cancel clause as another appointment', () => {
    expect(yes('10h30 pfv. e pode cancelar a de hoje sim')).toBe(true);
    expect(yes('pode cancelar a das 10h30 sim')).toBe(false);
  });
});

describe('a yes that gives the name the booking is for', () => {
  const book = {
    action: 'book' as const,
    service_id: 'sobrancelha',
    service_title: 'Design de sobrancelha',
    calendar_id: 'jessica',
    professional: 'Jéssica',
    start_at: new Date('2026-03-05T17:00:00-03:00').toISOString(),
    schedule_id: null,
    from_start_at: null,
    display_name: 'Fabiana',
    text: '',
    shown_turn: 1,
  };
  const shown = 'Posso confirmar *Design de sobrancelha* para *Fabiana* com *Jéssica* na quinta-feira, 05/03, às 17:00?';
  const state = readGuardState({ turn: 2, pending: book });
  const target = (display_name: string) => ({
    service_id: 'sobrancelha',
    calendar_id: 'jessica',
    start_at: book.start_at,
    schedule_id: null,
    display_name,
  });
  const yes = (message: string, name: string) => consentedTo({ st: state, message, lastAssistant: shown, tz: TZ }, 'book', target(name));

  it('agrees to the same write in the name said ("pode marcar no nome dela, Fabiana Souza")', () => {
    expect(yes('pode marcar no nome dela, Fabiana Souza', 'Fabiana Souza')).toBe(true);
  });
  it('never to a name the yes did not say, nor without a yes', () => {
    expect(yes('pode marcar', 'Fabiana Souza')).toBe(false);
    expect(yes('no nome dela, Fabiana Souza?', 'Fabiana Souza')).toBe(false);
  });
});

describe('a time of the list picked after the list left the screen', () => {
  // The list of Saturday's three times was shown at turn 1; this is turn 3.
  const later = (extra: object) => readGuardState({ ...st, turn: 3, ...extra });
  const FAQ = 'Temos sim! A senha fica na recepção.';
  const pick = (state: ReturnType<typeof readGuardState>, message: string, lastAssistant: string, target = at('13:30')) =>
    consentedTo({ st: state, message, lastAssistant, tz: TZ }, 'book', target);

  it('with only answers since, "ok marca as 13:30 então" books that time of the list', () => {
    expect(pick(later({}), 'ok marca as 13:30 entao', FAQ)).toBe(true);
  });

  it('never on a weak word, a bare yes, a time the list did not hold, a question of ours since, or an old list', () => {
    expect(pick(later({}), '13:30', FAQ), 'bare time').toBe(false);
    expect(pick(later({}), 'pode marcar', FAQ), 'no time').toBe(false);
    expect(pick(later({}), 'ok marca as 10 entao', FAQ, at('10:00')), 'not listed').toBe(false);
    expect(pick(later({}), 'ok marca as 13:30 entao', 'Qual serviço você quer?'), 'asked since').toBe(false);
    expect(pick(later({}), 'ok marca as 13:30 entao', 'Também tenho às 15:00.'), 'another time since').toBe(false);
    expect(pick(readGuardState({ ...st, turn: 6 }), 'ok marca as 13:30 entao', FAQ), 'old list').toBe(false);
  });

  it('a proposal made from the list, its time changed to another of the list with a yes ("9 e meia msm, marca ai")', () => {
    const pending = {
      action: 'book' as const,
      service_id: 'barba',
      service_title: 'Barba',
      calendar_id: 'dudu',
      professional: 'Dudu',
      start_at: at('08:00').start_at,
      schedule_id: null,
      from_start_at: null,
      text: '',
      shown_turn: 2,
    };
    const shown = 'Posso confirmar *Barba* com *Dudu* no sábado, 07/03, às 08:00?';
    expect(pick(later({ pending }), 'fechou, pode ser as 13:30 msm, marca ai', shown)).toBe(true);
    expect(pick(later({ pending }), 'pode ser as 13:30?', shown), 'question').toBe(false);
    expect(pick(later({ pending }), 'fechou, as 13:30 com o marcao, marca ai', shown, at('13:30', 'marcao')), 'other pro').toBe(false);
    expect(pick(later({ pending }), 'fechou, pode ser as 13:30 msm, marca ai', 'Qual horário?'), 'proposal not shown').toBe(false);
  });
});

describe('a weekday and time named with a yes to a list over two days', () => {
  const LIST =
    'Para *Barba* na terça-feira, 10/03 ou na quarta-feira, 11/03 tenho estes horários:\n1) terça-feira, 10/03, às 08:00 com Dudu\n2) quarta-feira, 11/03, às 08:00 com Dudu';
  const st = listed(['2026-03-10T08:00', '2026-03-11T08:00']);
  const said = (message: string, date = '2026-03-10') =>
    consentedTo({ st, message, lastAssistant: LIST, tz: TZ }, 'book', at('09:30', 'dudu', date));

  it('is consent on the day named, never without a day or on the other one', () => {
    expect(said('terça 9h30 fica bom, pode marcar por favor')).toBe(true);
    expect(said('9h30 fica bom, pode marcar por favor')).toBe(false);
    expect(said('terça 9h30 fica bom, pode marcar por favor', '2026-03-11')).toBe(false);
  });
});

describe('a yes to "both" when one change alone was shown', () => {
  const move = (title: string) => ({
    action: 'move' as const,
    service_id: 'barba',
    calendar_id: 'dudu',
    service_title: title,
    professional: 'Dudu',
    start_at: new Date('2026-03-07T15:00:00-03:00').toISOString(),
    schedule_id: 'wed',
    from_start_at: new Date('2026-03-04T17:00:00-03:00').toISOString(),
    text: '',
    shown_turn: 1,
  });
  const shown = 'Posso remarcar seu horário de *Barba* de quarta-feira, 04/03, às 17:00 para sábado, 07/03, às 15:00, com *Dudu*?';
  const target = { service_id: 'barba', calendar_id: 'dudu', start_at: move('Barba').start_at, schedule_id: 'wed' };
  const yes = (message: string, title = 'Barba') =>
    consentedTo({ st: readGuardState({ turn: 2, pending: move(title) }), message, lastAssistant: shown, tz: TZ }, 'move', target);

  it('agrees to nothing: the client believes two were shown ("isso, confirma os dois")', () => {
    expect(yes('isso, confirma os dois')).toBe(false);
    expect(yes('pode fazer as duas coisas sim, ambas')).toBe(false);
    expect(yes('isso, confirma')).toBe(true);
  });
  it('but agrees when the reply showed a second change beside it', () => {
    const both = `${shown}\n\nE o seu outro pedido:\nPosso remarcar seu horário de *Platinado* de sábado, 07/03, às 13:00 para sábado, 07/03, às 15:00, com *Dudu*?`;
    const st = readGuardState({ turn: 2, pending: move('Barba') });
    expect(consentedTo({ st, message: 'isso, confirma os dois', lastAssistant: both, tz: TZ }, 'move', target)).toBe(true);
  });
  it('and "as duas" that tells the proposal\'s time is no "both" ("pode marcar sábado às duas" to 14:00)', () => {
    const at2 = { ...move('Barba'), start_at: new Date('2026-03-07T14:00:00-03:00').toISOString() };
    const shown2 = shown.replace('15:00', '14:00');
    const st = readGuardState({ turn: 2, pending: at2 });
    const yes2 = (message: string) =>
      consentedTo({ st, message, lastAssistant: shown2, tz: TZ }, 'move', { ...target, start_at: at2.start_at });
    expect(yes2('fechou pode passar sabado às duas')).toBe(true);
    expect(yes2('fechou pode passar sabado as duas da tarde')).toBe(true);
  });
  it('and "os dois" of a combo is its two parts', () => {
    expect(yes('isso, confirma ambos', 'Corte + Barba')).toBe(true);
  });
});
