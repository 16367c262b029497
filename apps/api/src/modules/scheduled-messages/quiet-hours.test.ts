import { describe, expect, it } from 'vitest';
import { inQuietHours, sendTimeFor, type TQuietHours } from './quiet-hours.js';

const q = (timezone: string): TQuietHours => ({ timezone, startMinute: 21 * 60, endMinute: 8 * 60 });

describe('quiet hours', () => {
  it('lets a message due in the day go at its time', () => {
    const due = new Date('2026-03-10T15:00:00Z'); // 12:00 in São Paulo
    expect(sendTimeFor(q('America/Sao_Paulo'), due)).toEqual(due);
  });

  it('moves a message due at night to 08:00 local, the same night or the next morning', () => {
    const sp = q('America/Sao_Paulo');
    expect(sendTimeFor(sp, new Date('2026-03-10T01:30:00Z')).toISOString()).toBe('2026-03-10T11:00:00.000Z'); // 22:30 → 08:00 next day
    expect(sendTimeFor(sp, new Date('2026-03-10T06:00:00Z')).toISOString()).toBe('2026-03-10T11:00:00.000Z'); // 03:00 → 08:00
  });

  it('sends the reminder of an appointment before 10:00 at 20:00 the day before', () => {
    const sp = q('America/Sao_Paulo');
    const appointment = new Date('2026-03-11T12:00:00Z'); // 09:00 local
    const due = new Date('2026-03-11T09:00:00Z'); // 06:00 local, 3 h before
    expect(sendTimeFor(sp, due, appointment).toISOString()).toBe('2026-03-10T23:00:00.000Z'); // 20:00 local the day before
    // An appointment at 11:00 waits for the morning instead.
    expect(sendTimeFor(sp, new Date('2026-03-11T09:00:00Z'), new Date('2026-03-11T14:00:00Z')).toISOString()).toBe(
      '2026-03-11T11:00:00.000Z',
    );
  });

  it('follows the local clock across the DST changes of New York and Lisbon', () => {
    const ny = q('America/New_York');
    // 2026-03-08: New York springs forward (EST -5 → EDT -4). 23:00 EST on the 7th → 08:00 EDT on the 8th.
    expect(sendTimeFor(ny, new Date('2026-03-08T04:00:00Z')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // 2026-11-01: back to EST. 22:00 EDT on Oct 31 → 08:00 EST on Nov 1.
    expect(sendTimeFor(ny, new Date('2026-11-01T02:00:00Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    const lis = q('Europe/Lisbon');
    // 2026-03-29: Lisbon goes WET (+0) → WEST (+1). 21:30 WET on the 28th → 08:00 WEST = 07:00Z.
    expect(sendTimeFor(lis, new Date('2026-03-28T21:30:00Z')).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // 2026-10-25: back to WET. 07:30 WET (after the change) is still quiet → 08:00 WET = 08:00Z.
    expect(sendTimeFor(lis, new Date('2026-10-25T07:30:00Z')).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(inQuietHours(lis, new Date('2026-10-25T07:30:00Z'))).toBe(true);
    expect(inQuietHours(lis, new Date('2026-10-25T08:00:00Z'))).toBe(false);
  });

  it('has no quiet hours when start equals end, and handles a window inside one day', () => {
    expect(inQuietHours({ timezone: 'UTC', startMinute: 0, endMinute: 0 }, new Date('2026-01-01T03:00:00Z'))).toBe(false);
    const lunch: TQuietHours = { timezone: 'UTC', startMinute: 12 * 60, endMinute: 14 * 60 };
    expect(sendTimeFor(lunch, new Date('2026-01-01T12:30:00Z')).toISOString()).toBe('2026-01-01T14:00:00.000Z');
  });
});
