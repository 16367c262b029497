// Words that name nothing (probe5 findings): an everyday word is never a typo of a service ("tinha" is no
// "tinta"); "msm hora" is the same time; "eu te confirmo" confirms nothing; a body word ("meu cabelo") names a service only when nothing else does; a nudge or a question
// while a list waits for a pick gets the times again, not "não entendi".
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { vocabulary } from './fuzzy.js';
import { detectIntents } from './intents.js';
import { mentionedServices } from './match.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';
import { normalize } from './text.js';

const titles = (text: string) => mentionedServices(normalize(text), BARBERSHOP_SERVICES).map((s) => s.title);

describe('an everyday word', () => {
  it('is never corrected into a vocabulary word; a real typo still is', () => {
    const voc = vocabulary(['tinta', 'barba', 'corte']);
    expect(voc.match('tinha')).toBeNull();
    expect(voc.match('estava')).toBeNull();
    expect(voc.match('tinta')).toBe('tinta');
    expect(voc.match('barbaa')).toBe('barba');
  });
});

describe('"msm hora"', () => {
  it('is the same time ("msm" is "mesmo" or "mesma")', () => {
    expect(normalize('passar meu pe de quinta pra sexta msm hora?')).toContain('mesma hora');
    expect(parseTimePref(normalize('pra sexta msm hora'), new Date('2026-03-03T13:00:00Z'), 'America/Sao_Paulo').same_time).toBe(true);
  });
});

describe('"eu te confirmo"', () => {
  it('promises an answer later; it confirms no appointment', () => {
    expect(detectIntents(normalize('nao marca ainda, preciso ver com meu marido, ai eu te confirmo')).confirmPresence).toBe(false);
    expect(detectIntents(normalize('confirmo depois')).confirmPresence).toBe(false);
    expect(detectIntents(normalize('confirmo sim, estarei la')).confirmPresence).toBe(true);
    expect(detectIntents(normalize('confirmo')).confirmPresence).toBe(true);
  });
});

describe("a question about the client's own appointments", () => {
  it('is read in the ways people forget them ("tenho 2 horarios ai? qdo q é msm?")', () => {
    for (const text of [
      'tenho 2 horarios ai ne? qdo q é msm? esqueci',
      'minha consulta com o dr ricardo é terça q horas msm? e a fisio é qdo?',
      'meu corte de sabado é q horas e com quem?',
    ])
      expect(detectIntents(normalize(text)).myAppointments, text).toBe(true);
    expect(detectIntents(normalize('quando tem horario livre?')).myAppointments).toBe(false);
  });
});

describe('a body word', () => {
  it('names no second service beside one named by its own word', () => {
    expect(titles('quero uma barba sabado, o dudu ja conhece meu cabelo')).toEqual(['Barba']);
    // Alone, it still stands for the haircut.
    expect(titles('quero dar um jeito no cabelo')).toEqual(['Corte masculino']);
  });
});

describe('while a list of times waits for a pick', () => {
  it('"e aí??" and "q horas tinha msm?" get the times again, never "não entendi", and no one is called', async () => {
    const { out, actions } = await talk(['barba sábado de manhã', 'e aí??', 'q horas tinha msm?']);
    const first = out[0]!.match(/\d{2}:\d{2}/g)!;
    for (const reply of out.slice(1)) {
      expect(reply).not.toMatch(/não entendi/i);
      for (const time of first) expect(reply).toContain(time);
    }
    expect(actions.slice(1).flat()).toEqual([]);
  });
});
