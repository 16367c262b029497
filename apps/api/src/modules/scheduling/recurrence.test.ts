import { describe, expect, it } from 'vitest';
import { expandRecurrence, shiftOccurrences } from './recurrence.js';
import { localTime, toLocal } from './tz.js';

const NY = 'America/New_York';

describe('recurrence expansion', () => {
  it('a single schedule is just itself', () => {
    expect(expandRecurrence(NY, Date.parse('2026-03-03T15:00:00Z'), 'no_recurrence', 10)).toEqual([Date.parse('2026-03-03T15:00:00Z')]);
  });

  it('weekly keeps the local time across the DST change (10:00 stays 10:00)', () => {
    const start = Date.parse('2026-03-03T15:00:00Z'); // Tuesday 10:00 EST
    const all = expandRecurrence(NY, start, 'weekly', 3);
    expect(all.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
      '2026-03-17T14:00:00.000Z',
    ]);
    expect(all.map((t) => localTime(NY, t))).toEqual(['10:00', '10:00', '10:00']);
  });

  it('monthly is every 4 weeks, on the same weekday', () => {
    const all = expandRecurrence('America/Sao_Paulo', Date.parse('2026-07-07T13:00:00Z'), 'monthly', 3);
    expect(all.map((t) => new Date(t).toISOString().slice(0, 10))).toEqual(['2026-07-07', '2026-08-04', '2026-09-01']);
  });

  it('uses the defaults (weekly 12, monthly 6) and caps at 52', () => {
    expect(expandRecurrence(NY, 0, 'weekly')).toHaveLength(12);
    expect(expandRecurrence(NY, 0, 'monthly')).toHaveLength(6);
    expect(expandRecurrence(NY, 0, 'weekly', 500)).toHaveLength(52);
  });

  it('"this and following" moves every occurrence by the same days, to the new local time', () => {
    const occ = expandRecurrence(NY, Date.parse('2026-02-24T15:00:00Z'), 'weekly', 4); // Tuesdays 10:00, across 8 March
    const moved = shiftOccurrences(NY, occ[0]!, Date.parse('2026-02-25T19:30:00Z'), occ); // → Wednesday 14:30
    expect(moved.map((t) => localTime(NY, t))).toEqual(['14:30', '14:30', '14:30', '14:30']);
    expect(moved.map((t) => toLocal(NY, t).d)).toEqual([25, 4, 11, 18]);
  });
});
