// What the probe25 set found (session 31), and what the dev set's unsafe writes showed along with it: "sexta que
// vem? não essa, a outra", a man doctor asked for, an appointment "do dia 12" checked, "confirma pra mim que tá
// 10h", "o mais perto do meio-dia", "eu primeiro e depois ele" as a yes, the place asked
// ("onde fica a clínica?") beside one time offered, and another service "no mesmo horário" after a write.
import { describe, expect, it } from 'vitest';
import { agreementOf, isNegationOrHesitation } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { normalize } from './text.js';
import { matchProfessional } from './understand/people.js';
import type { TBrainProfessional } from '../types.js';
import { talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const now = new Date('2026-03-03T12:00:00Z'); // Tuesday 03/03/2026 09:00
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const book = { action: 'book' as const, minutes: -1 };

describe('what the client asks for', () => {
  it('"sexta que vem? não essa, a outra" is the Friday after the next one', () => {
    expect(parseTimePref(normalize('tem sobrancelha na sexta que vem? nao essa, a outra'), now, tz).date).toBe('2026-03-13');
    expect(parseTimePref(normalize('tem sobrancelha na sexta que vem?'), now, tz).date).toBe('2026-03-06');
  });

  it('"prefiro com médico homem" asks for the doctor titled Dr.', () => {
    const team: TBrainProfessional[] = [
      { calendar_id: 'f', title: 'Dra. Fernanda', aliases: [], service_ids: [] },
      { calendar_id: 'r', title: 'Dr. Ricardo', aliases: [], service_ids: [] },
    ];
    expect(matchProfessional(normalize('preciso de uma consulta, mas prefiro com medico homem'), team, new Set())).toEqual({
      calendar_id: 'r',
    });
  });

  it('"a sobrancelha do dia 12 continua né?", "confirma pra mim que tá 10h com o Dudu" ask about what is held', () => {
    for (const said of ['a sobrancelha do dia 12 continua ne?', 'so confirma pra mim q ta 10h com o dudu', 'so tenho esse horario ne?'])
      expect(detectIntents(normalize(said)).myAppointments, said).toBe(true);
  });
});

describe('agreement', () => {
  it('"pode ser, eu primeiro e depois ele" agrees; "depois eu vejo" and "depois a gente vê" still put it off', () => {
    expect(isNegationOrHesitation('pode ser, eu primeiro e depois ele')).toBe(false);
    expect(agreementOf('pode ser, eu primeiro e depois ele', book)).toBe('agree');
    expect(isNegationOrHesitation('depois eu vejo')).toBe(true);
    expect(isNegationOrHesitation('depois a gente ve')).toBe(true);
  });

  it('a plain yes followed by a question is still no yes ("Show. Aceita cartão?"); an explicit one is', () => {
    expect(agreementOf('Show. Aceita cartão?', book)).toBe('none');
    expect(agreementOf('pode marcar. e aceita cartão?', book)).toBe('agree');
  });
});

describe('in a conversation', () => {
  it('"o mais perto das 15h" with 15h taken proposes the nearest free time', async () => {
    const { out, actions } = await talk(['barba amanha o mais perto das 15h q tiver'], {
      ...confirming,
      had: [
        { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T18:00:00Z') },
        { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-11-28T18:00:00Z') },
      ],
    });
    expect(out[0]).toMatch(/O horário mais próximo é às (14:30|15:30)/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('book');
  });

  it('"o mais perto do meio-dia" to a list proposes the time shown nearest to noon', async () => {
    const { out, actions } = await talk(['barba amanha de manha', 'o mais perto do meio dia'], confirming);
    expect(out[0]).toMatch(/11:30/);
    expect(out[1]).toMatch(/Posso confirmar \*Barba\*.*11:30/);
    expect(actions[1]!.map((a) => a.type)).not.toContain('book');
  });

  it('"onde fica a barbearia?" beside the one time offered answers the place, not a service, and proposes the time', async () => {
    const faqs = [{ id: 'a', question: 'Onde fica a barbearia?', answer: 'Rua Augusta, 1500.' }];
    const { out } = await talk(['tem barba amanha 11h30?', 'onde fica a barbearia msm?'], { ...confirming, faqs });
    // (The company's own address answers it: the fixture's "Rua das Flores".)
    expect(out[1]).toMatch(/Rua das Flores/);
    expect(out[1]).toMatch(/Posso confirmar \*Barba\*.*11:30/);
    expect(out[1]).not.toMatch(/Qual serviço/);
  });

  it('"pensando bem faz corte e barba, no mesmo horário" after booking a corte is a switch of it, not a new booking', async () => {
    const { out, actions } = await talk(
      ['corte amanha as 15h', 'sim', 'pensando bem faz corte e barba logo, no msm horario, da?', 'isso'],
      {
        settings: { is_assistant_schedule_entry_confirm: true },
        calendars: ['c1', 'c2'],
      },
    );
    expect(actions[1]!.map((a) => a.type)).toEqual(['book']);
    expect(out[2]).toMatch(/Corte \+ Barba/);
    expect(actions[2]!.map((a) => a.type)).not.toContain('book');
  });
});
