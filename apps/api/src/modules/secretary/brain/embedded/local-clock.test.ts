// The brain's wall-clock helpers read our cached offsets (scheduling/tz.ts), not dayjs's tz plugin, which cost
// a formatToParts per free slot: they must give the same local date and minute, across a DST change too.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { localDateOf } from './format.js';
import { localNow } from './local-clock.js';
import { minutesOf } from './slot-pick.js';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('local date and minute of an instant', () => {
  it("agree with dayjs in São Paulo and around New York's DST change", () => {
    const instants = [
      '2026-03-07T02:59:00Z',
      '2026-03-07T03:00:00Z',
      '2026-11-30T23:30:00Z',
      '2026-03-08T06:59:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
    ].map((s) => new Date(s));
    for (const tz of ['America/Sao_Paulo', 'America/New_York', 'Asia/Kolkata']) {
      for (const at of instants) {
        const d = dayjs(at).tz(tz);
        expect(minutesOf(at, tz)).toBe(d.hour() * 60 + d.minute());
        expect(localDateOf(at, tz)).toBe(d.format('YYYY-MM-DD'));
        expect(localNow(at, tz)).toEqual({
          date: d.format('YYYY-MM-DD'),
          dow: d.day(),
          minutes: d.hour() * 60 + d.minute(),
          day: d.date(),
          month: d.month() + 1,
          year: d.year(),
        });
      }
    }
  });
});
