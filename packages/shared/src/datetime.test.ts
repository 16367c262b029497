import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_ERROR,
  formatDateBR,
  isValidDate,
  isValidDateRange,
  isValidTime,
  scheduleCountsRange,
  timeToMinutes,
  toApiDate,
} from './datetime';

describe('isValidTime', () => {
  it.each(['00:00', '08:30', '12:00', '23:59'])('accepts %s', (t) => expect(isValidTime(t)).toBe(true));
  it.each(['24:00', '23:60', '9:00', '09:5', '0900', ' 09:00', '09:00 ', '-1:00', ''])('rejects %j', (t) =>
    expect(isValidTime(t)).toBe(false),
  );

  it('timeToMinutes counts from midnight and refuses invalid times', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('13:45')).toBe(825);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(() => timeToMinutes('24:00')).toThrow(RangeError);
  });
});

describe('isValidDate', () => {
  it.each(['01/01/2024', '29/02/2024', '31/12/2024', '30/04/2025'])('accepts %s', (d) => expect(isValidDate(d)).toBe(true));
  it.each(['31/02/2024', '29/02/2023', '31/04/2024', '00/01/2024', '01/13/2024', '1/1/2024', '2024-01-01', '01/01/24', ''])(
    'rejects %j',
    (d) => expect(isValidDate(d)).toBe(false),
  );
});

describe('isValidDateRange', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('accepts a future start before the end', () => {
    expect(isValidDateRange('2025-06-11T08:00:00Z', '2025-06-11T09:00:00Z', now)).toBe(true);
  });

  it('accepts a start exactly at now', () => {
    expect(isValidDateRange(now, '2025-06-10T13:00:00Z', now)).toBe(true);
  });

  it('rejects a start in the past', () => {
    expect(isValidDateRange('2025-06-10T11:59:59Z', '2025-06-11T09:00:00Z', now)).toBe(false);
  });

  it('rejects an end before or equal to the start', () => {
    expect(isValidDateRange('2025-06-12T10:00:00Z', '2025-06-12T09:00:00Z', now)).toBe(false);
    expect(isValidDateRange('2025-06-12T10:00:00Z', '2025-06-12T10:00:00Z', now)).toBe(false);
  });

  it('rejects unreadable dates', () => {
    expect(isValidDateRange('nope', '2025-06-12T10:00:00Z', now)).toBe(false);
    expect(isValidDateRange('2025-06-12T10:00:00Z', 'nope', now)).toBe(false);
  });

  it('uses the real clock when now is not given', () => {
    expect(isValidDateRange('2000-01-01T00:00:00Z', '2000-01-02T00:00:00Z')).toBe(false);
    expect(isValidDateRange(Date.now() + 60_000, Date.now() + 120_000)).toBe(true);
  });
});

describe('toApiDate and formatDateBR', () => {
  const lateNightUtc = new Date('2024-03-10T02:00:00Z');

  it('shows an instant as the day it falls on in the given timezone', () => {
    expect(toApiDate(lateNightUtc, 'America/Sao_Paulo')).toBe('2024-03-09');
    expect(toApiDate(lateNightUtc, 'Europe/Lisbon')).toBe('2024-03-10');
    expect(formatDateBR(lateNightUtc, 'America/Sao_Paulo')).toBe('09/03/2024');
    expect(formatDateBR(lateNightUtc, 'Europe/Lisbon')).toBe('10/03/2024');
  });

  it('converts calendar dates without shifting them', () => {
    expect(toApiDate('31/12/2024', 'America/Los_Angeles')).toBe('2024-12-31');
    expect(formatDateBR('2024-12-31', 'America/Los_Angeles')).toBe('31/12/2024');
  });

  it('toApiDate throws the spec message on an invalid date', () => {
    expect(() => toApiDate('31/02/2024', 'UTC')).toThrowError(DATE_FORMAT_ERROR);
    expect(() => toApiDate('garbage', 'UTC')).toThrowError('Invalid date: error formating date.');
  });

  it('formatDateBR returns the raw value when it cannot read it', () => {
    expect(formatDateBR('garbage', 'UTC')).toBe('garbage');
  });

  it('round-trips any instant between the two formats', () => {
    const tz = fc.constantFrom('America/Sao_Paulo', 'America/Cuiaba', 'Europe/Lisbon', 'America/Los_Angeles', 'America/New_York');
    const instant = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, tz, (d, zone) => {
        const br = formatDateBR(d, zone);
        return isValidDate(br) && toApiDate(br, zone) === toApiDate(d, zone);
      }),
    );
  });
});

describe('scheduleCountsRange', () => {
  it('runs from the start of the previous month to 24 months ahead', () => {
    expect(scheduleCountsRange('15/03/2024', 'America/Sao_Paulo')).toEqual({ start: '2024-02-01', end: '2026-03-31' });
    expect(scheduleCountsRange('10/01/2024', 'America/Sao_Paulo')).toEqual({ start: '2023-12-01', end: '2026-01-31' });
  });
});
