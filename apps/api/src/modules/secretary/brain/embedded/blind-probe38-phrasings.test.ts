// What the probe38 set found: two appointments moved in one message, "passar as duas pra terça" read as 14:00, a
// cancel of "os horários com a Jéssica" that chose the one kept, a full day answered a week away, a move taken
// back right after it was written ("ai nao, lembrei…"), and "hmm e só escova?" after a price.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { withoutReasons } from './reasons.js';
import { splitTwoMoves } from './two-moves.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { TALK_NOW, talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Friday 28/11: a corte at 10:00 and a barba at 10:30, with Dudu.
const corteAndBarbaFriday = [
  { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') },
  { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:30:00Z') },
];
/** Every start of a day (08–12, 13–18, each half hour) taken on `calendar` by someone else. */
const fullDay = (date: string, calendar: string, from = 8) =>
  [from, 8.5, 9, 9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5]
    .filter((h) => h >= from)
    .map((h) => ({
      serviceId: 's1',
      calendarId: calendar,
      startAt: new Date(`${date}T${String(Math.floor(h) + 3).padStart(2, '0')}:${h % 1 ? '30' : '00'}:00Z`),
    }));

describe('two appointments moved in one message', () => {
  it('"passa meu corte e a barba de sexta pra sábado no msm horário": both proposed, one yes moves both', async () => {
    const { out, agenda } = await talk(
      ['passa meu corte e a barba de sexta pra sabado no msm horario, com o dudu msm', 'isso, pode passar os dois 👍'],
      { ...confirming, had: corteAndBarbaFriday },
    );
    expect(out[0]).toMatch(/Corte masculino\*.*29\/11, às 10:00.*Barba\*.*29\/11, às 10:30/s);
    expect(agenda.schedules.map((s) => s.start_at.toISOString())).toEqual(['2025-11-29T13:00:00.000Z', '2025-11-29T13:30:00.000Z']);
  });

  it('each service keeps its own time: "a mão às 14h e o pé às 15h"', () => {
    const services = BARBERSHOP_SERVICES.slice(0, 2);
    const split = splitTwoMoves('da pra passar o corte e a barba pra sexta? o corte as 14h e a barba as 15h', services);
    expect(split?.said[0]).toMatch(/corte para sexta.*corte as 14h$/);
    expect(split?.said[1]).toMatch(/barba para sexta.*barba as 15h$/);
    expect(split?.said[1]).not.toMatch(/14h/);
  });

  it('"passar as duas pra terça que vem nos mesmos horários" names no two o\'clock', () => {
    const pref = parseTimePref(normalize('consegue passar as duas pra terça que vem nos mesmos horarios?'), TALK_NOW, tz);
    expect(pref).toMatchObject({ same_time: true });
    expect(pref.exact_min).toBeUndefined();
  });
});

describe('two people', () => {
  it('"levar meu filho Theo, de 6 anos, pra cortar junto comigo sábado 10h": both cuts, the children\'s for Theo', async () => {
    const { out } = await talk(
      ['Queria levar meu filho Theo, de 6 anos, pra cortar junto comigo sábado 10h. Dá pros dois no mesmo horário?'],
      confirming,
    );
    expect(out[0]).toMatch(/\*Corte masculino\* para você às 10:00.*\*Corte infantil\* para \*Theo\* às 10:00/s);
  });
});

describe('two people, probe39', () => {
  it('"quero levar meu filho pra cortar junto cmg sábado": both cuts proposed', async () => {
    const { out } = await talk(['fala zé, quero levar meu filho pra cortar junto cmg sabado'], confirming);
    expect(out[0]).toMatch(/\*Corte masculino\* para você.*\*Corte infantil\* para seu filho/s);
  });
});

describe('cancels and a move taken back', () => {
  it('"só o corte com o dudu, cancela os horários com o marcos": only Marcos\'s, all of them', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') },
      { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-11-29T13:00:00Z') },
      { serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-11-29T14:00:00Z') },
    ];
    const { out } = await talk(['no sabado vou fazer só o corte com o dudu, cancela os horarios com o marcos'], { ...confirming, had });
    expect(out[0]).toMatch(/Barba.*10:00.*\n.*Corte masculino.*11:00/s);
    expect(out[0]).not.toMatch(/09:00/);
  });

  it('"ai nao, lembrei q sexta tenho dentista, tem sábado no msm horário?" right after a move moves it again', async () => {
    const { out, agenda } = await talk(
      ['passa meu corte de quinta que vem pra sexta 14h', 'ai nao, lembrei q sexta tenho dentista 😩 tem sabado no msm horario?', 'pode'],
      { calendars: ['c1', 'c2'], had: [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-12-04T13:00:00Z') }] },
    );
    expect(out[1]).toMatch(/29\/11, às 14:00/);
    expect(agenda.schedules.map((s) => s.start_at.toISOString())).toEqual(['2025-11-29T17:00:00.000Z']);
  });
});

describe('a full day and a price', () => {
  it('Saturday full: the nearest day, Friday, not the next week', async () => {
    const { out } = await talk(['tem barba sabado?'], { calendars: ['c1'], busy: fullDay('2025-11-29', 'c1') });
    expect(out[0]).toMatch(/Não tenho horário livre no sábado, 29\/11.*28\/11/s);
  });

  it('Saturday morning full: Saturday afternoon first', async () => {
    const morning = fullDay('2025-11-29', 'c1').filter((b) => b.startAt.getUTCHours() < 15);
    const { out } = await talk(['tem barba sabado de manha?'], { calendars: ['c1'], busy: morning });
    expect(out[0]).toMatch(/sábado, 29\/11 de manhã 😕.*sábado, 29\/11.*13:00/s);
  });

  it('the morning as a must ("só posso de manhã"), or two days asked: the next morning, not the afternoon', async () => {
    const saturdayMorning = fullDay('2025-11-29', 'c1').filter((b) => b.startAt.getUTCHours() < 15);
    const must = await talk(['tem barba sabado de manha? so posso de manha'], { calendars: ['c1'], busy: saturdayMorning });
    expect(must.out[0]).not.toMatch(/29\/11.*13:00/s);
    const fridayMorning = fullDay('2025-11-28', 'c1').filter((b) => b.startAt.getUTCHours() < 15);
    const two = await talk(['tem barba sexta ou sabado de manha?'], { calendars: ['c1'], busy: fridayMorning });
    expect(two.out[0]).toMatch(/sábado, 29\/11/);
  });

  it('"hmm e só barba?" right after a price asks the barba\'s price', async () => {
    const { out } = await talk(['quanto ta o corte?', 'hmm e so barba?'], confirming);
    expect(out[1]).toMatch(/\*Barba\* custa R\$ 30,00/);
  });
});

describe('what probe39 found', () => {
  it('"retorno daqui a 15 dias, numa terça" is the Tuesday nearest the fortnight', () => {
    expect(parseTimePref(normalize('ele pediu retorno daqui a 15 dias. pode ser numa terça'), TALK_NOW, tz).date).toBe('2025-12-09');
  });

  it('"acabei de sair da consulta com o dr ricardo, ele pediu retorno" asks for the retorno only', () => {
    const said = withoutReasons(normalize('acabei de sair da consulta com o dr ricardo, ele pediu retorno daqui a 15 dias'));
    expect(said).not.toMatch(/consulta/);
    expect(said).toMatch(/retorno/);
  });
});
