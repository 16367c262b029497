// What the probe35 set found (session 35): a visit that must be over by a time, a keep beside the pick of a cancel,
// the client's second choice of day, a party whose people are the subjects of their own clauses, a move back to the
// time an appointment had, and the cancel policy asked when the owner wrote none.
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { readParty } from './party.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { TALK_NOW, talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const pref = (text: string) => parseTimePref(normalize(text), TALK_NOW, 'America/Sao_Paulo');
// Thursday 27/11 (TALK_NOW) at a local hour, for both barbers: the day full from 9 to 18.
const thursday = (h: number, m = 0) => new Date(Date.UTC(2025, 10, 27, h + 3, m));
const fullThursday = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].flatMap((h) =>
  [0, 30].flatMap((m) => ['c1', 'c2'].map((c) => ({ serviceId: 's2', calendarId: c, startAt: thursday(h, m) }))),
);

describe('when the client can come', () => {
  it('"terminar até umas três" bounds the end of the visit, inside the part of the day said', () => {
    expect(pref('sábado de tarde, terminar até umas três')).toMatchObject({ from_min: 720, to_min: 900, ends_by: true });
    expect(pref('sabado de tarde, tenho que estar pronta até as 3')).toMatchObject({ to_min: 900, ends_by: true });
    // "até umas três" alone is a bound, not three o'clock.
    expect(pref('sábado até umas três')).toMatchObject({ to_min: 900 });
    expect(pref('sábado até umas três').exact_min).toBeUndefined();
  });

  it('a service that must be over by 10h starts early enough to end by then', async () => {
    // Corte + Barba takes an hour, the corte half an hour.
    const { out } = await talk(['corte e barba sabado, preciso sair daí até as 10h'], confirming);
    expect(out[0]).toMatch(/09:00/);
    expect(out[0]).not.toMatch(/09:30|10:00/);
    const alone = await talk(['corte sabado, preciso sair daí até as 10h'], confirming);
    expect(alone.out[0]).toMatch(/09:30/);
    expect(alone.out[0]).not.toMatch(/10:00/);
  });

  it('"qualquer dia de manhã, menos quarta" never offers a Wednesday', () => {
    expect(pref('qualquer dia de manhã tá bom menos quarta que quarta eu tenho a hidroginástica')).toMatchObject({ avoid_dows: [3] });
  });

  it('"minha filha" said to the receptionist leaves the time the client\'s', () => {
    expect(pref('ah sexta tá bom então minha filha pode ser às nove horas')).toMatchObject({ exact_min: 540 });
  });

  it('"de manhã tenho que trabalhar, de tarde pode ser" asks for the afternoon', () => {
    expect(pref('de manhã tenho que trabalhar, de tarde pode ser')).toMatchObject({ from_min: 720 });
  });

  it('"hj ainda? se n tiver pode ser amn dps do almoço": the second choice when today is full', async () => {
    const { out } = await talk(['tem corte hj ainda? se n tiver pode ser amn dps do almoço'], { ...confirming, busy: fullThursday });
    expect(out[0]).toMatch(/sexta-feira, 28\/11/);
    expect(out[0]).not.toMatch(/08:00/);
  });

  it("a time named with another day than the list's proposes that day, no question back", async () => {
    const { out } = await talk(['corte hoje a tarde', 'blz, entao sexta 17h30? pode ser esse'], confirming);
    expect(out[1]).toMatch(/Posso confirmar \*Corte masculino\*.*sexta-feira, 28\/11, às 17:30/s);
  });
});

describe('the client’s own appointments', () => {
  const two = [
    { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-12-03T13:00:00Z') },
    { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-12T17:00:00Z') },
  ];

  it('"a de quarta. a barba não, essa continua": the Wednesday one is cancelled, the barba kept', async () => {
    const { out, actions } = await talk(['preciso cancelar meu horário com o Dudu', 'a de quarta. a barba não, essa continua', 'sim'], {
      ...confirming,
      had: two,
    });
    expect(out[1]).toMatch(/cancelamento de \*Corte masculino\*/);
    expect(actions[2]).toEqual([expect.objectContaining({ type: 'cancel', schedule_id: 'sch-1' })]);
  });

  it('"quero às 9h como era" moves the appointment back to 9h', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T14:30:00Z') }];
    expect(detectIntents(normalize('quero às 9h como era')).reschedule).toBe(true);
    const { out, actions } = await talk(['Quero às 9h como era, com o Dudu. Dá ou não dá?', 'sim'], { ...confirming, had });
    expect(out[0]).toMatch(/28\/11, às 09:00/);
    expect(actions[1]).toEqual([expect.objectContaining({ type: 'reschedule' })]);
  });

  it('the cancel policy asked with none written: said plainly, never a booking nor a cancel', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];
    for (const m of ['Se eu cancelar o corte de amanhã tem alguma multa?', 'tem multa pra cancelar?']) {
      const { out } = await talk([m], { ...confirming, had });
      expect(out[0]).toMatch(/não tenho essa informação/);
      expect(out[0]).not.toMatch(/Tenho livre|consigo|confirma o cancelamento/);
    }
  });
});

describe('two people', () => {
  it('"levar minha filha Lívia pra cortar e eu queria fazer a barba": a service for each', () => {
    const party = readParty('quero levar minha filha Lívia pra fazer corte e eu queria fazer a barba, sábado 10h', BARBERSHOP_SERVICES);
    expect(party?.names).toEqual(['Lívia', null]);
    expect(party?.services.map((s) => s.id)).toEqual(['s4', 's2']);
  });
});
