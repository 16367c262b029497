// Families of phrasings for times and parts of the day: each row is how a client may write it.
import { describe, expect, it } from 'vitest';
import { frameOf } from './test-context.js';
import { parseDayPart } from './times.js';
import { normalize } from '../text.js';

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

describe('several times in one run-on message', () => {
  it.each([
    // Two said one after the other: the first is asked first (as with "10h ou 11h").
    ['umas dez, dez e meia', '10:00'],
    ['daqui a dois dias as dezesseis e trinta', '16:30'],
    // A time restated with "pode ser"/"melhor" after others is the one decided.
    ['quatro horas quatro e meia pode ser quatro e meia', '16:30'],
    ['14h, melhor 15h', '15:00'],
    ['três horas não pera três não tipo quatro horas', '16:00'],
  ])('%s → %s', (text, time) => {
    expect(frameOf(`amanhã ${text}`).time).toBe(time);
  });
});

describe('parts of the day after a turn of thought', () => {
  it.each([
    ['não sei se consigo de manhã, então vê o que tem de tarde', 'afternoon'],
    ['de manhã não, melhor de tarde', 'afternoon'],
  ])('%s → %s', (text, part) => {
    expect(parseDayPart(normalize(text))?.part).toBe(part);
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
