// Questions about the times shown are answered from the list: "a das 10 é com quem?" names the
// professional and proposes that time; "é com ele mesmo?" confirms who, and the list stays.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { answerAboutOffered } from './offered-questions.js';
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
  const messages: string[] = [];
  const turn = {
    tz: TZ,
    state: { awaiting: 'slot', offered, flow: 'book', service_id: BARBERSHOP_SERVICES[0]!.id },
    startState: { awaiting: 'slot', offered, flow: 'book', service_id: BARBERSHOP_SERVICES[0]!.id },
    clientName: 'João',
    settings: {},
    // No proposal tool: booking.ts says its own "Posso confirmar …" (the wording is tested there).
    input: {
      now: NOW,
      professionals: BARBERSHOP_PROFESSIONALS,
      services: BARBERSHOP_SERVICES,
      tools: {},
      messages,
      history: [],
    },
    say: (t: string) => void said.push(t),
    get saidNow() {
      return messages.join(' \n ');
    },
  } as unknown as Turn;
  const ask = (original: string) => {
    turn.input.messages.splice(0, Infinity, original);
    const text = normalize(original);
    return answerAboutOffered(turn, text, original, parseTimePref(text, NOW, TZ));
  };
  return { turn, said, ask };
}

describe('questions about the times shown', () => {
  it('"a das 10 é com quem?" names its professional and proposes that time', async () => {
    const { said, ask, turn } = fakeTurn([slot('10:00', 'c2', 'Marcos'), slot('14:00', 'c1', 'Dudu')]);
    expect(await ask('a das 10 é com quem?')).toBe(true);
    expect(said.at(-2)).toBe('O horário das 10:00 é com *Marcos*.');
    expect(said.at(-1)).toMatch(/^Posso confirmar .* 10:00/);
    // Proposed, never written on this message: the time waits for its yes.
    expect(turn.state).toMatchObject({ awaiting: 'confirm_booking', pending: { calendar_id: 'c2' } });
  });

  it('"é com ele mesmo né? o Dudu" when every time shown is his; not when some are with someone else', async () => {
    const his = fakeTurn([slot('10:00', 'c1', 'Dudu'), slot('11:00', 'c1', 'Dudu')]);
    expect(await his.ask('é com ele mesmo né? o Dudu')).toBe(true);
    expect(his.said.at(-1)).toMatch(/Sim, todos esses horários são com \*Dudu\*/);
    const mixed = fakeTurn([slot('10:00', 'c1', 'Dudu'), slot('11:00', 'c2', 'Marcos')]);
    expect(await mixed.ask('é com ele mesmo né? o Dudu')).toBe(false);
  });

  it('a time not shown, or a message that asks nothing, is not answered here', async () => {
    const { ask } = fakeTurn([slot('10:00', 'c2', 'Marcos')]);
    expect(await ask('a das 15 é com quem?')).toBe(false);
    expect(await ask('pode ser a das 10')).toBe(false);
  });
});
