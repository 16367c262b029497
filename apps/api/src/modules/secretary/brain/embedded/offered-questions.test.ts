// Questions about the times shown are answered from the list, which stays; "prefiro essa" then picks it.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { answerAboutOffered, theOneSpokenOf } from './offered-questions.js';
import type { Turn } from './state.js';
import { BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES } from './test-fixtures.js';
import { normalize } from './text.js';

const TZ = 'America/Sao_Paulo';
const NOW = new Date('2025-11-27T13:00:00Z');
const slot = (hhmm: string, calendar_id: string, professional: string) => ({
  start_at: new Date(`2025-11-28T${hhmm}:00-03:00`).toISOString(),
  calendar_id,
  professional,
});

function fakeTurn(offered: ReturnType<typeof slot>[]) {
  const said: string[] = [];
  const turn = {
    tz: TZ,
    state: { awaiting: 'slot', offered },
    input: { now: NOW, professionals: BARBERSHOP_PROFESSIONALS, services: BARBERSHOP_SERVICES },
    say: (t: string) => void said.push(t),
  } as unknown as Turn;
  const ask = (original: string) => {
    const text = normalize(original);
    return answerAboutOffered(turn, text, original, parseTimePref(text, NOW, TZ));
  };
  return { turn, said, ask };
}

describe('questions about the times shown', () => {
  it('"a das 10 é com quem?", then "e a das 2 da tarde?": each time with its professional; "prefiro essa" picks the last', () => {
    const { turn, said, ask } = fakeTurn([slot('10:00', 'c2', 'Marcos'), slot('14:00', 'c1', 'Dudu'), slot('16:00', 'c2', 'Marcos')]);
    expect(ask('a das 10 é com quem?')).toBe(true);
    expect(said.at(-1)).toBe('O horário das 10:00 é com *Marcos*. Quer esse?');
    expect(ask('e a das 2 da tarde?')).toBe(true);
    expect(said.at(-1)).toBe('O horário das 14:00 é com *Dudu*. Quer esse?');
    expect(theOneSpokenOf(turn, normalize('prefiro essa então'))?.calendar_id).toBe('c1');
  });

  it('"é com ele mesmo né? o Dudu" when every time shown is his; not when some are with someone else', () => {
    const his = fakeTurn([slot('10:00', 'c1', 'Dudu'), slot('11:00', 'c1', 'Dudu')]);
    expect(his.ask('é com ele mesmo né? o Dudu')).toBe(true);
    expect(his.said.at(-1)).toMatch(/Sim, todos esses horários são com \*Dudu\*/);
    const mixed = fakeTurn([slot('10:00', 'c1', 'Dudu'), slot('11:00', 'c2', 'Marcos')]);
    expect(mixed.ask('é com ele mesmo né? o Dudu')).toBe(false);
  });

  it('a time not shown, or a message that asks nothing, is not answered here', () => {
    const { ask } = fakeTurn([slot('10:00', 'c2', 'Marcos')]);
    expect(ask('a das 15 é com quem?')).toBe(false);
    expect(ask('pode ser a das 10')).toBe(false);
  });
});
