// A visit proposed in one order, and the client asks for the other: proposed again in that order, nothing written.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const order = (text: string) => [...text.matchAll(/\*(Barba|Corte infantil)\*/g)].map((m) => m[1]);

describe('the order of a visit, changed before the yes', () => {
  for (const [said, first] of [
    ['ah, primeiro o corte infantil, dps a barba', 'Corte infantil'],
    ['faz a barba depois do corte infantil', 'Corte infantil'],
  ] as const) {
    it(`"${said}" proposes ${first} first and the yes books that order`, async () => {
      const { out, actions, agenda } = await talk(['barba e corte infantil sábado às 10h', said, 'isso, pode marcar']);
      expect(order(out[0]!)).toEqual(['Barba', 'Corte infantil']);
      expect(order(out[1]!)[0]).toBe(first);
      expect(actions[1]?.filter((a) => a.type === 'book')).toEqual([]);
      expect(actions[2]?.map((a) => a.type)).toEqual(['book', 'book']);
      const byStart = [...agenda.schedules].sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
      expect(byStart[0]!.service_id).toBe('s4');
    });
  }
  it('"10h a barba e depois o corte infantil" keeps the order it restates', async () => {
    const { out } = await talk(['barba e corte infantil sábado às 10h', 'pode ser 10h a barba e depois o corte infantil']);
    expect(order(out[1] ?? '')[0]).not.toBe('Corte infantil');
  });
  it('a yes with no order word books the order proposed', async () => {
    const { agenda } = await talk(['barba e corte infantil sábado às 10h', 'isso, pode marcar']);
    const byStart = [...agenda.schedules].sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    expect(byStart.map((s) => s.service_id)).toEqual(['s2', 's4']);
  });
});
