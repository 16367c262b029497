// Families of phrasings for days. Now is Thursday 2026-03-05.
import { describe, expect, it } from 'vitest';
import { frameOf } from './test-context.js';

describe('relative days', () => {
  it.each([
    ['hoje', '2026-03-05'],
    ['hj', '2026-03-05'],
    ['amanhã', '2026-03-06'],
    ['amn', '2026-03-06'],
    ['amanha cedo', '2026-03-06'],
    ['amanhaa', '2026-03-06'],
    ['depois de amanhã', '2026-03-07'],
    ['dps de amanha', '2026-03-07'],
    ['sexta', '2026-03-06'],
    ['sex', '2026-03-06'],
    ['sábado agora', '2026-03-07'],
    ['sab', '2026-03-07'],
    ['sabdo', '2026-03-07'],
    ['qua', '2026-03-11'],
    ['quinta que vem', '2026-03-12'],
    ['sexta da semana que vem', '2026-03-13'],
    ['dia 10', '2026-03-10'],
    ['10/03', '2026-03-10'],
    ['10 de março', '2026-03-10'],
    ['dia 20', '2026-03-20'],
  ])('%s → %s', (text, date) => {
    expect(frameOf(`quero marcar ${text}`).day).toEqual({ date, past: false });
  });
});

describe('past days', () => {
  it.each([
    ['ontem', '2026-03-04'],
    ['02/03', '2026-03-02'],
    ['segunda passada', '2026-03-02'],
  ])('%s is past', (text, date) => {
    expect(frameOf(`quero marcar ${text}`).day).toEqual({ date, past: true });
  });
});

describe('ranges', () => {
  it.each([
    ['semana que vem', { from: '2026-03-09', to: '2026-03-15' }],
    ['fds', { from: '2026-03-07', to: '2026-03-08' }],
    ['fim de semana', { from: '2026-03-07', to: '2026-03-08' }],
    ['essa semana', { from: '2026-03-05', to: '2026-03-07' }],
  ])('%s', (text, range) => {
    expect(frameOf(`tem horário ${text}?`).dayRange).toEqual(range);
  });
});

describe('explicit days beat weekdays, number words', () => {
  it.each([
    ['terça dia 10', { date: '2026-03-10', past: false }],
    ['dia tres', { date: '2026-03-03', past: true }],
    ['terca feira dia tres', { date: '2026-03-03', past: true }],
    ['dia três de março', { date: '2026-03-03', past: true }],
    ['dia primeiro', { date: '2026-03-01', past: true }],
  ])('%s', (text, day) => {
    expect(frameOf(`consulta ${text}`).day).toEqual(day);
  });
});

describe('offsets and next month', () => {
  it.each([
    ['daqui a 2 dias', '2026-03-07'],
    ['daqui uma semana', '2026-03-12'],
    ['dia 10 do mes que vem', '2026-04-10'],
  ])('%s', (text, date) => {
    expect(frameOf(`tem horario ${text}?`).day).toEqual({ date, past: false });
  });
});

describe('days ruled out', () => {
  it.each([
    ['qualquer dia menos sexta', undefined],
    ['sexta eu não posso', undefined],
    ['só não pode ser na sexta, sábado de manhã', '2026-03-07'],
    ['sexta eu não posso, mas quinta que vem sim', '2026-03-12'],
    ['quinta, não, sexta', '2026-03-06'],
    // The day before "não consigo" is the one ruled out, not the sábado the client then asks for.
    ['pra sexta, não pera, sexta eu não consigo, sábado então, de manhã', '2026-03-07'],
  ])('%s → %s', (text, date) => {
    expect(frameOf(`quero marcar um corte ${text}`).day?.date).toBe(date);
  });
});

describe('two days offered as alternatives', () => {
  it.each([
    ['na terça ou na quarta de manhã', '2026-03-10'],
    ['sexta ou sábado', '2026-03-06'],
    ['abrem domingo? se não, sábado', '2026-03-07'],
  ])('%s → the first one said, unless the second replaces it', (text, date) => {
    expect(frameOf(`quero marcar um corte ${text}`).day?.date).toBe(date);
  });
});
