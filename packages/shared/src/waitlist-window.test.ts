import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY_PARTS } from './company';
import { ZClientJoinWaitlist } from './waitlist';
import { dayPartOf, dayPartWindow, inWaitlistWindow, waitlistWindowLabel, windowFromMinutes } from './waitlist-window';

const base = { service_id: '7d0c1a34-5b8e-4c55-9f0e-2a4f8a1b9c01', date: '2026-11-28' };

describe('waitlist window', () => {
  it('stores the secretary minutes window with the day edges open', () => {
    expect(windowFromMinutes(null)).toEqual({ from_time: null, to_time: null });
    expect(windowFromMinutes({ from: 17 * 60, to: 24 * 60 })).toEqual({ from_time: '17:00', to_time: null });
    expect(windowFromMinutes({ from: 0, to: 12 * 60 })).toEqual({ from_time: null, to_time: '12:00' });
    expect(windowFromMinutes({ from: 9 * 60 + 30, to: 12 * 60 })).toEqual({ from_time: '09:30', to_time: '12:00' });
  });

  it('matches a start inside the window, the end excluded; no window matches any time', () => {
    const morning = dayPartWindow(DEFAULT_DAY_PARTS, 'morning');
    expect(inWaitlistWindow(morning, '05:00')).toBe(true);
    expect(inWaitlistWindow(morning, '11:59')).toBe(true);
    expect(inWaitlistWindow(morning, '12:00')).toBe(false);
    expect(inWaitlistWindow(morning, '18:00')).toBe(false);
    expect(inWaitlistWindow({ from_time: '17:00', to_time: null }, '23:30')).toBe(true);
    expect(inWaitlistWindow({ from_time: null, to_time: null }, '00:00')).toBe(true);
  });

  it('names the window: the company part, an open end, a range, or any time', () => {
    const parts = { ...DEFAULT_DAY_PARTS, evening: { from: '17:00', to: '22:00' } };
    expect(dayPartOf({ from_time: '17:00', to_time: '22:00' }, parts)).toBe('evening');
    expect(dayPartOf({ from_time: '18:00', to_time: '23:59' }, parts)).toBeNull();
    expect(waitlistWindowLabel({ from_time: '05:00', to_time: '12:00', day_part: 'morning' })).toBe('Manhã');
    expect(waitlistWindowLabel({ from_time: '17:00', to_time: null })).toBe('a partir das 17:00');
    expect(waitlistWindowLabel({ from_time: null, to_time: '12:00' })).toBe('até 12:00');
    expect(waitlistWindowLabel({ from_time: '09:00', to_time: '12:00' })).toBe('09:00–12:00');
    expect(waitlistWindowLabel({ from_time: null, to_time: null })).toBe('Qualquer horário');
  });

  it('validates the booking page window in Portuguese', () => {
    const issues = (body: object) => ZClientJoinWaitlist.safeParse({ ...base, ...body }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(ZClientJoinWaitlist.parse(base)).toMatchObject({ day_part: null, from_time: null, to_time: null });
    expect(issues({ day_part: 'evening' })).toEqual([]);
    expect(issues({ from_time: '25:00' })).toEqual(['Horário inválido (use HH:mm, de 00:00 a 23:59).']);
    expect(issues({ from_time: '9:00' })).toEqual(['Horário inválido (use HH:mm, de 00:00 a 23:59).']);
    expect(issues({ from_time: '12:00', to_time: '12:00' })).toEqual(['O horário final deve ser depois do inicial.']);
    expect(issues({ day_part: 'morning', to_time: '10:00' })).toEqual(['Escolha uma parte do dia ou um horário, não os dois.']);
  });
});
