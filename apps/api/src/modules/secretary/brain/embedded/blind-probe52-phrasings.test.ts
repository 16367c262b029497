// What the probe52 set found: "a barba de quarta passa pra quinta mesmo horario, e o platinado de sabado pode ser as
// 15h" moved the barba to Saturday and "isso, confirma os dois" wrote it; "vai ter churrasco sabado cedo, joga pra tarde,
// depois das 15h" offered 8h; "tira so o horario dele" and "…pode tirar." cancelled nothing; "a escova e a mao de quinta…
// mas a hidratacao de sabado continua" cancelled the escova only; "ja q vou estar ai" confirmed presence; "o pe tb? logo
// dps da mao" listed Manicure times; "pasa pra sesta", "sesta fera d tard" were not read; "pq to sem cartao essa semana"
// and "valeu, ate amanha" after a booking listed times.
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { ordinalOf } from '../../consent-mentions.js';
import { parseTimePref } from './dates.js';
import { keptClausesOf } from './kept-clauses.js';
import { splitMoveClauses } from './move-clauses.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';
import type { TBrainSchedule, TBrainService } from '../types.js';

const TZ = 'America/Sao_Paulo';
const NOW = new Date('2026-03-05T13:00:00-03:00'); // a Thursday
const pref = (message: string) => parseTimePref(normalize(message), NOW, TZ);
const intents = (message: string) => detectIntents(normalize(message));
const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);

describe('probe52 phrasings', () => {
  it('two appointments moved each in its own clause are two moves, each with its own time', () => {
    const services = [
      { id: 'b', title: 'Barba' },
      { id: 'p', title: 'Platinado' },
    ] as TBrainService[];
    const mine = [{ service_id: 'b' }, { service_id: 'p' }] as TBrainSchedule[];
    const said = splitMoveClauses(
      'ze preciso mexer nos meus dois horarios: a barba de quarta passa pra quinta mesmo horario, e o platinado de sabado pode ser as 15h em vez das 13h? tenho almoço de familia',
      mine,
      services,
    );
    expect(said?.[0]).toMatch(/barba de quarta passa pra quinta mesmo horario$/);
    expect(said?.[1]).toMatch(/^remarca o platinado de sabado pode ser as 15h em vez das 13h, tenho almoço de familia$/);
    expect(splitMoveClauses('passa a barba pra quinta, o platinado continua', mine, services)).toBeNull();
  });

  it("an event's own part of the day is never the time asked (its day may be)", () => {
    expect(pref('ze foi mal, vai ter churrasco sabado cedo 😂 joga pra tarde, qualquer horario depois das 15h')).toEqual({
      date: '2026-03-07',
      from_min: 900,
    });
    expect(pref('o platinado pode ser as 15h em vez das 13h? tenho almoço de familia')).toMatchObject({ exact_min: 900 });
  });

  it('"tira o horario dele" and "pode tirar." at a sentence end cancel; "pode tirar uma duvida?" does not', () => {
    expect(intents('entao tira so o horario dele, o das 10h').cancel).toBe(true);
    expect(intents('a coloracao eu vou deixar pra depois, pode tirar. a sobrancelha eu quero manter').cancel).toBe(true);
    expect(intents('pode tirar uma duvida?').cancel).toBe(false);
  });

  it('"já que vou estar aí" is a reason, no presence confirmed', () => {
    expect(intents('ah e ja q vou estar ai, da pra fazer o pe tb?').confirmPresence).toBe(false);
    expect(intents('vou estar ai sim').confirmPresence).toBe(true);
  });

  it('"quero manter", "não abro mão" and "e o X tb" beside them keep their appointments out of the request', () => {
    const { rest } = keptClausesOf(
      'a coloracao vou deixar pra depois, pode tirar. a sobrancelha do mesmo dia eu quero manter sim. e o pe de sabado tb, esse nao abro mao',
    );
    expect(rest).not.toMatch(/sobrancelha|pe de sabado/);
  });

  it('typos of the move verb, the weekday and the part of the day are read', () => {
    expect(intents('da pra pasa pra sesta msm horario?').reschedule).toBe(true);
    expect(pref('cosulta cm dr ricado p sesta fera d tard')).toEqual({ date: '2026-03-06', from_min: 720, to_min: 1080 });
  });

  it('a span in a reason and the day of a goodbye are no time asked', () => {
    expect(pref('ah e quanto fica o corte? aceita pix ne? pq to sem cartao essa semana')).toEqual({});
    expect(pref('blz valeu ze, ate amanha 🤙')).toEqual({});
    expect(pref('tem horario ate sabado')).toEqual({ date: '2026-03-07' });
  });

  it('"a barba e o corte infantil de sábado… mas o corte continua" cancels both named, none kept', async () => {
    const had = [
      { serviceId: 's2', calendarId: 'c1', startAt: at('11-29', '10:00') },
      { serviceId: 's4', calendarId: 'c1', startAt: at('11-29', '11:00') },
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-02', '10:00') },
    ];
    const { out } = await talk(['vou ter q desmarcar a barba e o corte infantil de sabado, mas o corte de terça continua ta'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/Posso cancelar os dois/);
    expect(out[0]).not.toMatch(/terça/);
  });

  it('"o X tb? logo dps do Y" adds X right after the client\'s own Y', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-29', '10:00') }];
    const { out } = await talk(['ja q vou estar ai, da pra fazer a barba tb? logo dps do corte msm'], { had, calendars: ['c1', 'c2'] });
    expect(out[0]).toMatch(/\*Barba\* às 10:30/);
  });

  it('two moves to one day "um atrás do outro" are proposed back to back, both on one yes ("pode confirmar as duas")', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-02', '10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('12-02', '14:00') },
    ];
    const { out, actions } = await talk(
      ['consegue passar o corte e a barba pra sabado de manha? um atras do outro', 'pode confirmar as duas'],
      {
        had,
        calendars: ['c1', 'c2'],
      },
    );
    expect(out[0]).toMatch(
      /\*Corte masculino\*.*sábado, 29\/11, às 08:00[\s\S]*E o seu outro pedido[\s\S]*\*Barba\*.*sábado, 29\/11, às 08:30/,
    );
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule', 'reschedule']);
    expect(pref('ótimo, pode confirmar as duas')).toEqual({});
    expect(pref('pode ser as duas')).toEqual({ exact_min: 840 });
  });

  it('"pode se 3 e meia sim" to a list is a time, never its third line', () => {
    expect(ordinalOf('pode se 3 e meia sim obg', 3)).toBeNull();
    expect(ordinalOf('pode ser o 3', 3)).toBe(2);
  });

  it('a day given up cancels all of it on one yes; "o das 11h" then picks one; "o pedro não vai poder ir" is a cancel', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('11-29', '10:00') },
      { serviceId: 's4', calendarId: 'c1', startAt: at('11-29', '10:30') },
      { serviceId: 's4', calendarId: 'c1', startAt: at('11-29', '11:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('12-02', '10:00') },
    ];
    const day = await talk(['surgiu uma viagem e no sabado eu nao to na cidade 😭 o de terça continua de pé ta', 'o das 11h', 'sim'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(day.out[0]).toMatch(/Posso cancelar estes 3/);
    expect(day.out[0]).not.toMatch(/terça/);
    expect(day.out[1]).toMatch(/cancelamento de \*Corte infantil\*.*às 11:00/);
    expect(day.actions[2]!.map((a) => a.type)).toEqual(['cancel']);
    const which = await talk(['sabado o pedro nao vai mais poder ir', 'o das 11h'], { had, calendars: ['c1', 'c2'] });
    expect(which.out[0]).toMatch(/Qual destes/);
    expect(which.out[1]).toMatch(/cancelamento de \*Corte infantil\*.*às 11:00/);
  });
});
