// "só quero fazer a barba dessa vez, sem o corte" to a Corte + Barba the client has: that appointment, to Barba.
import { describe, expect, it } from 'vitest';
import { narrowedCombo } from './narrowed-combo.js';
import type { TScheduleRef, Turn } from './state.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { normalize } from './text.js';

const turn = { tz: 'America/Sao_Paulo', input: { services: BARBERSHOP_SERVICES } } as unknown as Turn;
const combo: TScheduleRef = {
  id: 'a1',
  service_id: 's3',
  service_title: 'Corte + Barba',
  start_at: '2025-11-29T19:00:00.000Z',
  status: 'scheduled',
};
const cut: TScheduleRef = {
  id: 'a2',
  service_id: 's1',
  service_title: 'Corte masculino',
  start_at: '2025-11-28T19:00:00.000Z',
  status: 'scheduled',
};
const read = (text: string, mine: TScheduleRef[], date?: string) => narrowedCombo(turn, normalize(text), date ? { date } : {}, mine);

describe('narrowedCombo', () => {
  it('finds the combo appointment and the part kept', () => {
    const out = read('na real so quero fazer a barba no sabado dessa vez, sem o corte', [combo, cut], '2025-11-29');
    expect(out?.target.id).toBe('a1');
    expect(out?.next.id).toBe('s2');
  });
  it('is nothing without a word that keeps or drops a part, or without such an appointment', () => {
    expect(read('quero fazer a barba no sabado', [combo], '2025-11-29')).toBeNull();
    expect(read('so a barba no sabado', [cut], '2025-11-29')).toBeNull();
  });
});
