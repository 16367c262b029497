// "no mesmo horário": the reference's own time, unless a part of the day said with it leaves that time out.
import { describe, expect, it } from 'vitest';
import { atSameTimeAs } from './same-time.js';

const TZ = 'America/Sao_Paulo';
// Wednesday 11/03/2026 14:00 in São Paulo.
const twoPm = new Date('2026-03-11T17:00:00Z');

describe('atSameTimeAs', () => {
  it('is the reference time when nothing else is said', () => {
    expect(atSameTimeAs({ date: '2026-03-13', same_time: true }, twoPm, TZ)).toMatchObject({ date: '2026-03-13', exact_min: 14 * 60 });
  });
  it('gives way to a part of the day that leaves the reference time out ("…ou não, pera, sexta de manhã")', () => {
    const out = atSameTimeAs({ date: '2026-03-13', same_time: true, from_min: 5 * 60, to_min: 12 * 60 }, twoPm, TZ);
    expect(out.exact_min).toBeUndefined();
    expect(out).toMatchObject({ from_min: 5 * 60, to_min: 12 * 60 });
  });
  it('keeps the reference time inside a part of the day that holds it', () => {
    expect(atSameTimeAs({ date: '2026-03-13', same_time: true, from_min: 12 * 60, to_min: 18 * 60 }, twoPm, TZ).exact_min).toBe(14 * 60);
  });
});
