// A complaint gets an apology; a request said with it (a move, a booking with its professional) is read
// on as if the complaint were not there. A past day inside the client's story is no day asked for.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const NOW = new Date('2025-11-26T13:00:00Z');

describe('a complaint with a request', () => {
  it('apologises and proposes the move with the other professional the client named', async () => {
    const { out, actions, agenda } = await talk(
      [
        'corte sexta às 10h com o Dudu',
        'sim',
        'valeu',
        'da última vez o dudu me deixou esperando 40 min!!! troca pro Marcos no mesmo horário',
        'pode',
      ],
      confirming,
    );
    expect(out[3]).toMatch(/desculp|sinto muito|lament/i);
    expect(actions[4]?.map((a) => a.type)).toEqual(['reschedule']);
    // The same appointment, same time, now with Marcos (c2).
    expect(agenda.schedules.map((s) => s.calendar_id)).toEqual(['c2']);
  });

  it('"MANDEI MENSAGEM ONTEM E NINGUÉM RESPONDEU": sorry, and the day asked is the one of the request, not yesterday', async () => {
    const { out } = await talk(
      ['MANDEI MENSAGEM ONTEM E NINGUÉM RESPONDEU. preciso de um corte sexta de manhã, dá ou não dá??'],
      confirming,
    );
    expect(out[0]).toMatch(/desculp|sinto muito|lament/i);
    expect(out[0]).not.toMatch(/já passou/);
    expect(out[0]).toMatch(/sexta-feira, 28\/11/);
  });
});

describe('a past day inside the story', () => {
  it('is left out of the day asked for', () => {
    const tz = 'America/Sao_Paulo';
    expect(parseTimePref('mandei mensagem ontem e ninguem respondeu, preciso pra sexta', NOW, tz).date).toBe('2025-11-28');
    expect(parseTimePref('to mandando msg desde ontem, queria pra amanha', NOW, tz).date).toBe('2025-11-27');
    expect(parseTimePref('tem horario ontem?', NOW, tz).past).toBe(true);
  });
});

describe('a time of today already gone', () => {
  // talk() runs on Thursday 27/11 at 10:00 (São Paulo).
  it('"tem corte hoje às 8?" is told it has passed, with the times still free', async () => {
    const { out, actions } = await talk(['tem corte hoje às 8?'], confirming);
    expect(out[0]).toMatch(/Hoje às 08:00 já passou/);
    expect(out[0]).not.toMatch(/Não tenho vaga/);
    expect(actions[0]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
  });

  it('"pra terça dia 25 às 14h" is past; "quinta, mesmo horário" then keeps 14h', async () => {
    const { out } = await talk(['queria um corte pra terça dia 25 às 14h', 'ah me confundi, quinta então, mesmo horário'], confirming);
    expect(out[0]).toMatch(/já passou/);
    expect(out[1]).toMatch(/quinta-feira, 27\/11, às 14:00/);
  });
});
