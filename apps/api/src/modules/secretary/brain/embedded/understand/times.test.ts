// Families of phrasings for times and parts of the day: each row is how a client may write it.
import { describe, expect, it } from 'vitest';
import { frameOf } from './test-context.js';

describe('exact times', () => {
  it.each([
    ['às 14h', '14:00'],
    ['14h30', '14:30'],
    ['14:30', '14:30'],
    ['2 da tarde', '14:00'],
    ['duas da tarde', '14:00'],
    ['as duas', '14:00'],
    ['meio-dia', '12:00'],
    ['meio dia e meia', '12:30'],
    ['meio dia e quinze', '12:15'],
    ['às 9', '09:00'],
    ['9 e meia', '09:30'],
    ['nove e meia', '09:30'],
    ['umas 3', '15:00'],
    ['lá pelas 4', '16:00'],
    ['8 da noite', '20:00'],
    ['10 hrs', '10:00'],
    ['dez horas', '10:00'],
    ['16 horas e 30', '16:30'],
    ['dezesseis e trinta', '16:30'],
    ['quatro e meia da tarde', '16:30'],
  ])('%s → %s', (text, time) => {
    expect(frameOf(`amanhã ${text}`).time).toBe(time);
  });
});

describe('windows', () => {
  it.each([
    ['depois das 17', { after: '17:00', before: null }],
    ['a partir das 15h', { after: '15:00', before: null }],
    ['antes das 10', { after: null, before: '10:00' }],
    ['até as 11', { after: null, before: '11:00' }],
    ['depois das 5 da tarde', { after: '17:00', before: null }],
  ])('%s', (text, window) => {
    const f = frameOf(`sexta ${text}`);
    expect({ after: f.after, before: f.before }).toEqual(window);
    expect(f.time).toBeNull();
  });
});

describe('parts of the day', () => {
  it.each([
    ['de manhã', 'morning'],
    ['cedinho', 'morning'],
    ['amanhã cedo', 'morning'],
    ['bem cedo', 'morning'],
    ['na parte da tarde', 'afternoon'],
    ['à tarde', 'afternoon'],
    ['fim de tarde', 'afternoon'],
    ['depois do almoço', 'afternoon'],
    ['no horário do almoço', 'afternoon'],
    ['tardinha', 'afternoon'],
    ['à noitinha', 'evening'],
    ['de noite', 'evening'],
  ])('%s → %s', (text, part) => {
    expect(frameOf(`tem horário ${text}?`).dayPart).toBe(part);
  });

  it.each(['boa tarde, tudo bem?', 'bom dia', 'às 3 da tarde', 'boa noite'])('"%s" names no part of the day', (text) => {
    expect(frameOf(text).dayPart).toBeNull();
  });

  it('uses the company windows', () => {
    const f = frameOf('sábado de manhã');
    expect(f.dayPart).toBe('morning');
  });
});
