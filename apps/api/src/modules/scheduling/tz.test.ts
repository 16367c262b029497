import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, fromLocal, localRangeIntervals, localTime, offsetMinutes, toLocal } from './tz.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('tz: wall clock ↔ instant', () => {
  it('knows the offsets of São Paulo, New York and Lisbon', () => {
    expect(offsetMinutes('America/Sao_Paulo', Date.parse('2026-07-01T12:00:00Z'))).toBe(-180);
    expect(offsetMinutes('America/New_York', Date.parse('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('America/New_York', Date.parse('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('Europe/Lisbon', Date.parse('2026-12-01T12:00:00Z'))).toBe(0);
    expect(offsetMinutes('Europe/Lisbon', Date.parse('2026-07-01T12:00:00Z'))).toBe(60);
  });

  it('converts ordinary wall times both ways', () => {
    const t = fromLocal('America/Sao_Paulo', { y: 2026, m: 7, d: 14 }, 10 * 60);
    expect(iso(t)).toBe('2026-07-14T13:00:00.000Z');
    expect(toLocal('America/Sao_Paulo', t)).toEqual({ y: 2026, m: 7, d: 14, minute: 600 });
    expect(localTime('America/Sao_Paulo', t)).toBe('10:00');
  });

  it('maps a wall time in the spring-forward gap to the moment the clocks jump', () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT at 07:00Z.
    expect(iso(fromLocal('America/New_York', { y: 2026, m: 3, d: 8 }, 2 * 60 + 30))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(fromLocal('America/New_York', { y: 2026, m: 3, d: 8 }, 3 * 60))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(fromLocal('America/New_York', { y: 2026, m: 3, d: 8 }, 60 + 59))).toBe('2026-03-08T06:59:00.000Z');
    // Lisbon, 2026-03-29: 01:00 WET jumps to 02:00 WEST at 01:00Z.
    expect(iso(fromLocal('Europe/Lisbon', { y: 2026, m: 3, d: 29 }, 60 + 30))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first occurrence of a wall time that happens twice', () => {
    // New York, 2026-11-01: 01:30 happens at 05:30Z (EDT) and 06:30Z (EST).
    expect(iso(fromLocal('America/New_York', { y: 2026, m: 11, d: 1 }, 90))).toBe('2026-11-01T05:30:00.000Z');
    expect(localTime('America/New_York', Date.parse('2026-11-01T06:30:00Z'))).toBe('01:30');
    // Lisbon, 2026-10-25: 01:30 at 00:30Z (WEST) and 01:30Z (WET).
    expect(iso(fromLocal('Europe/Lisbon', { y: 2026, m: 10, d: 25 }, 90))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays({ y: 2026, m: 12, d: 30 }, 3)).toEqual({ y: 2027, m: 1, d: 2 });
    expect(addDays({ y: 2028, m: 2, d: 28 }, 1)).toEqual({ y: 2028, m: 2, d: 29 });
    expect(dayOfWeek({ y: 2026, m: 11, d: 22 })).toBe(0);
  });
});

describe('tz: a local range as instants', () => {
  const span = (tz: string, d: { y: number; m: number; d: number }, a: string, b: string) =>
    localRangeIntervals(tz, d, Number(a.slice(0, 2)) * 60 + Number(a.slice(3)), Number(b.slice(0, 2)) * 60 + Number(b.slice(3))).map(
      (i) => [iso(i.start), iso(i.end)],
    );

  it('is one interval on a normal day', () => {
    expect(span('America/Sao_Paulo', { y: 2026, m: 7, d: 14 }, '08:00', '12:00')).toEqual([
      ['2026-07-14T11:00:00.000Z', '2026-07-14T15:00:00.000Z'],
    ]);
  });
  it('loses the skipped hour when the clocks jump forward', () => {
    expect(span('America/New_York', { y: 2026, m: 3, d: 8 }, '01:00', '04:00')).toEqual([
      ['2026-03-08T06:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ]);
    expect(span('America/New_York', { y: 2026, m: 3, d: 8 }, '02:10', '02:50')).toEqual([]);
  });
  it('keeps the repeated hour when the clocks go back, split when a range starts inside it', () => {
    expect(span('America/New_York', { y: 2026, m: 11, d: 1 }, '00:00', '03:00')).toEqual([
      ['2026-11-01T04:00:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
    expect(span('America/New_York', { y: 2026, m: 11, d: 1 }, '01:30', '03:00')).toEqual([
      ['2026-11-01T05:30:00.000Z', '2026-11-01T06:00:00.000Z'],
      ['2026-11-01T06:30:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
  });
});
