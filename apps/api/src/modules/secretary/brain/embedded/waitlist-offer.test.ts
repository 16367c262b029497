// The embedded brain's reading of the answer to its waitlist offer (the state after "Posso te colocar
// na lista de espera…? Quer?"): only a yes calls the guarded join again; a no, a pick of one of the
// times shown or another day never does. Friday is full (no hours in the agenda, open for the shop).
import { describe, expect, it } from 'vitest';
import { memoryAgenda } from '../memory-tools.js';
import type { TBrainAction, TBrainWaitlistAsk } from '../types.js';
import { embeddedBrain } from './dialogue.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from './test-fixtures.js';
import { TALK_NOW } from './test-talk.js';

const DAY: Array<[number, number]> = [
  [480, 720],
  [780, 1080],
];

async function talk(messages: string[]) {
  // Thursday 2025-11-27: Friday the 28th has no free time left; Saturday has.
  const agenda = memoryAgenda({ services: BARBERSHOP_SERVICES, hours: { 2: DAY, 3: DAY, 4: DAY, 6: DAY } });
  const joins: Array<{ turn: number; ask: TBrainWaitlistAsk }> = [];
  let turn = 0;
  let state: Record<string, unknown> = {};
  const out: string[] = [];
  const actions: TBrainAction[][] = [];
  for (const m of messages) {
    const r = await embeddedBrain.turn({
      now: TALK_NOW,
      settings: BARBERSHOP_SETTINGS,
      services: BARBERSHOP_SERVICES,
      professionals: BARBERSHOP_PROFESSIONALS,
      company: BARBERSHOP_INFO,
      faqs: [],
      client: { id: 'client-1', name: 'João Silva' },
      messages: [m],
      history: [],
      state,
      tools: {
        ...agenda.tools,
        // The safety layer's contract: the first call is the offer; a later one (after a yes) writes.
        async joinWaitlist(ask) {
          joins.push({ turn, ask });
          return turn === 0
            ? { ok: false, reason: 'needs_agreement', message: 'Posso te colocar na lista de espera de sexta-feira, 28/11? Quer?' }
            : { ok: true, value: { id: 'w1', date: ask.date, service_title: 'Corte', professional: null, already: false } };
        },
      },
    });
    state = r.state;
    out.push(r.replies.join('\n'));
    actions.push(r.actions);
    turn++;
  }
  return { out, actions, joins };
}

describe('the answer to the waitlist offer', () => {
  it('offers the list of the full day asked for, with the part of the day of the time asked, beside the nearest times', async () => {
    const { out, joins } = await talk(['quero um corte sexta às 15h']);
    expect(out[0]).toMatch(/1\) \d\d:\d\d/);
    expect(out[0]).toContain('lista de espera');
    expect(joins).toEqual([
      { turn: 0, ask: { serviceId: expect.any(String), calendarId: null, date: '2025-11-28', window: { from: 720, to: 1080 } } },
    ]);
  });

  it.each(['quero', 'pode', 'sim, me coloca'])('"%s" joins the same list and confirms', async (yes) => {
    const { out, joins, actions } = await talk(['quero um corte sexta às 15h', yes]);
    expect(joins.map((j) => j.turn)).toEqual([0, 1]);
    expect(joins[1]!.ask).toEqual(joins[0]!.ask);
    expect(out[1]).toContain('Coloquei você na lista de espera de *Corte* para sexta-feira, 28/11');
    expect(actions[1]).toEqual([{ type: 'join_waitlist', detail: '2025-11-28' }]);
  });

  it.each([
    ['não precisa', /não coloquei você na lista de espera/],
    ['não, obrigado', /não coloquei você na lista de espera/],
    ['o primeiro', /Prontinho|Posso confirmar/],
    ['pode ser sábado de manhã', /sábado/],
  ])('"%s" never joins', async (answer, reply) => {
    const { out, joins } = await talk(['quero um corte sexta às 15h', answer]);
    expect(joins.map((j) => j.turn)).toEqual([0]);
    expect(out[1]).toMatch(reply);
    expect(out[1]).not.toContain('Coloquei você');
  });

  it('a day with free times in the part asked gets no offer', async () => {
    const { out, joins } = await talk(['quero um corte sábado à tarde']);
    expect(joins).toEqual([]);
    expect(out[0]).not.toContain('lista de espera');
  });

  it('hours the business never opens (Friday after 20h, it closes at 19h) get no offer', async () => {
    const { out, joins } = await talk(['quero um corte sexta depois das 20h']);
    expect(joins).toEqual([]);
    expect(out[0]).not.toContain('lista de espera');
  });
});
