// What the probe36 set found (session 36's second set, written the same session): when the client gets here, "no
// máximo 10h" as the end of the visit, a day beside "mesmo horário" in a move, a cancel taken back before it was asked,
// "com ela msm" after a time offered, a second booking "o do sábado seguinte", and "tanto faz quem faz".
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { splitReschedule } from './reschedule-split.js';
import { TALK_NOW, talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const tz = 'America/Sao_Paulo';
const pref = (text: string) => parseTimePref(normalize(text), TALK_NOW, tz);

describe('when the client can come', () => {
  it('"saio às 17h e chego aí umas 17:20" opens the window at 17:20', () => {
    expect(pref('tem corte pra sexta depois do trabalho? saio as 17h e chego ai umas 17:20')).toMatchObject({ from_min: 17 * 60 + 20 });
  });

  it('"preciso sair daí no máximo 10h" is when the visit must be over', () => {
    expect(pref('sabado cedinho tem corte e barba? preciso sair daí no máximo 10h pq tenho jogo')).toMatchObject({
      to_min: 600,
      ends_by: true,
    });
  });

  it('"saio do trabalho cedo nesse dia" does not make the late afternoon a morning', () => {
    expect(pref('tem horário sexta no fim da tarde? saio do trabalho cedo nesse dia').from_min).toBeGreaterThanOrEqual(12 * 60);
  });
});

describe('moves and cancels', () => {
  it('"terça não vou poder. Quarta no mesmo horário tem?": Wednesday is the new day', () => {
    const { newPref } = splitReschedule(
      normalize('preciso remarcar meu corte, terça não vou poder. Quarta no mesmo horário tem?'),
      TALK_NOW,
      tz,
    );
    expect(newPref).toMatchObject({ date: '2025-12-03', same_time: true });
  });

  it('"quero cancelar... na verdade deixa eu ver primeiro: quais eu tenho?" proposes no cancel', async () => {
    expect(detectIntents(normalize('quero cancelar... na verdade deixa eu ver primeiro: quais horarios eu tenho?')).cancel).toBe(false);
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-12-02T17:00:00Z') }];
    const { out } = await talk(['oi, quero cancelar... na verdade deixa eu ver primeiro: quais horarios eu tenho marcados?'], {
      ...confirming,
      had,
    });
    expect(out[0]).not.toMatch(/confirma o cancelamento/);
    expect(out[0]).toMatch(/02\/12/);
  });

  it('"passar numa consulta" is going there, no move', () => {
    expect(detectIntents(normalize('acho melhor passar numa consulta antes')).reschedule).toBe(false);
  });
});

describe('who and what', () => {
  it('"com ela msm, às 10h" after a time offered with one professional keeps her', async () => {
    // Dudu busy at 10:00 on Friday 28/11: the barba is proposed with Marcos (c2), and the corte stays with him.
    const busy = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];
    const { agenda } = await talk(['tem barba amanha 10h?', 'na vdd quero corte, pode ser com ele msm, às 15h', 'sim'], {
      ...confirming,
      busy,
    });
    const mine = agenda.schedules.filter((x) => x.client_id !== 'someone-else');
    expect(mine.map((x) => [x.service_title, x.calendar_id])).toEqual([['Corte masculino', 'c2']]);
  });

  it('"tanto faz quem faz" asks nothing about who does it', async () => {
    const { out } = await talk(['queria um corte sabado 10h, tanto faz quem faz'], confirming);
    expect(out[0]).toMatch(/Posso confirmar \*Corte masculino\*/);
  });

  it('"quem faz barba?" then "sim, amanhã de tarde": the times for it, no dead end', async () => {
    const { out } = await talk(['quem faz barba aí?', 'sim, amanha de tarde'], confirming);
    expect(out[1]).toMatch(/\*Barba\*.*28\/11/s);
  });

  it('"…e já deixa o do sábado seguinte marcado tb, msm horário": both Saturdays, one proposal', async () => {
    const { out, agenda } = await talk(
      ['quero marcar barba esse sabado 11h com o dudu. e ja deixa o do sabado seguinte marcado tb, msm horario', 'isso, os dois'],
      confirming,
    );
    expect(out[0]).toMatch(/29\/11, às 11:00.*06\/12, às 11:00/s);
    expect(agenda.schedules).toHaveLength(2);
  });
});
