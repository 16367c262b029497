// Moves and answers about the client's own appointments found by the probe14 set: the new day asked after
// the move ("…, consegue dia 12?"), "no mesmo horário" meaning the appointment's own time, a part of the day
// ruled out, every appointment of the days a confirmation names, a service said only as where another goes.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { splitReschedule } from './reschedule-split.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const now = new Date('2026-03-04T14:00:00Z'); // Wednesday 04/03/2026 11:00
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Friday 28/11/2025 14:00 and Tuesday 02/12/2025 10:00 in São Paulo (talk()'s clock: Thursday 27/11 10:00).
const fridayCut = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T17:00:00Z') };
const tuesdayBeard = { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-02T13:00:00Z') };
const thursdayBeard = { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-04T13:00:00Z') };

describe('the new time of a move', () => {
  it('"preciso mudar o platinado, consegue dia 12?" asks for the 12th; the day before the ask is the old one', () => {
    expect(splitReschedule(normalize('mano preciso mudar o platinado, consegue dia 12?'), now, tz)).toEqual({
      oldPref: {},
      newPref: { date: '2026-03-12' },
    });
    // "o de sexta pode virar sábado?": "virar" leads the new day as "pra" does.
    expect(splitReschedule(normalize('o de sexta pode virar sabado? mesmo horario'), now, tz)).toEqual({
      oldPref: { date: '2026-03-06' },
      newPref: { date: '2026-03-07', same_time: true },
    });
    expect(splitReschedule(normalize('quero mudar meu corte de sexta, tem sabado?'), now, tz)).toEqual({
      oldPref: { date: '2026-03-06' },
      newPref: { date: '2026-03-07' },
    });
  });

  it('"sábado no mesmo horário tem?" answering "para qual dia?" is the appointment\'s own time', async () => {
    const { out } = await talk(['da pra trocar o dia do meu corte?', 'sabado no mesmo horario tem?'], { ...confirming, had: [fridayCut] });
    expect(out[1]).toMatch(/14:00/);
    expect(out[1]).toMatch(/sábado, 29\/11/);
  });
});

describe('a part of the day ruled out', () => {
  it('"de manhã não vou conseguir" asks for after the morning, "à tarde não dá" for before it', () => {
    expect(parseTimePref('sabado de manha nao vou conseguir', now, tz)).toMatchObject({ date: '2026-03-07', from_min: 720 });
    expect(parseTimePref('sabado a tarde nao da', now, tz)).toMatchObject({ date: '2026-03-07', to_min: 720 });
    // Another window said wins; "mais tarde não dá" is no part of the day; "não dá de manhã?" may ask for it.
    expect(parseTimePref('de manha nao posso, so depois das 15h', now, tz)).toMatchObject({ from_min: 900 });
    expect(parseTimePref('mais tarde nao da', now, tz)).toEqual({});
    expect(parseTimePref('nao da de manha?', now, tz)).toMatchObject({ from_min: 300, to_min: 720 });
  });

  it('"muda meu corte pra mais tarde? de manhã não vou conseguir" offers afternoon times only', async () => {
    const early = { ...fridayCut, startAt: new Date('2025-11-28T12:00:00Z') };
    const { out } = await talk(['muda meu corte de sexta pra mais tarde? de manha nao vou conseguir'], { ...confirming, had: [early] });
    const times = [...out[0]!.matchAll(/(\d\d):\d\d/g)].map((m) => Number(m[1]));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((h) => h >= 12)).toBe(true);
  });
});

describe('a confirmation of the days asked', () => {
  it('"só pra confirmar meu horário semana que vem" confirms and names each one of that week', async () => {
    const { out, actions } = await talk(['so pra confirmar meu horario semana que vem'], {
      ...confirming,
      had: [fridayCut, tuesdayBeard, thursdayBeard],
    });
    expect(actions[0]?.filter((a) => a.type === 'confirm')).toHaveLength(2);
    expect(out[0]).toMatch(/terça-feira, 02\/12/);
    expect(out[0]).toMatch(/quinta-feira, 04\/12/);
    expect(out[0]).not.toMatch(/28\/11/);
  });

  it('"a barba é com o Dudu msm né?" answers about the client\'s own barba', async () => {
    const { out, actions } = await talk(['a barba e com o dudu msm ne?'], { ...confirming, had: [fridayCut, tuesdayBeard] });
    expect(out[0]).toMatch(/terça-feira, 02\/12, às 10:00 é \*Barba\*/);
    expect(out[0]).not.toMatch(/Corte/);
    expect(actions[0]?.map((a) => a.type)).toEqual(['list_appointments']);
  });
});
