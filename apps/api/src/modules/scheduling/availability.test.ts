import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { availableSlots, isOnGrid, type TAvailabilityInput, type TInterval, type TWorkdayLike } from './availability.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const MIN = 60_000;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const allWeek = (ranges: [string, string][]): TWorkdayLike[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: true, work_hours: ranges.map(([start, end]) => ({ start, end })) }));
const base = (over: Partial<TAvailabilityInput>): TAvailabilityInput => ({
  timezone: 'America/Sao_Paulo',
  now: Date.parse('2020-01-01T00:00:00Z'),
  from: 0,
  to: 0,
  durationMinutes: 60,
  incrementMinutes: 60,
  minNoticeMinutes: 0,
  datesWindowDays: null,
  workdays: allWeek([['00:00', '06:00']]),
  busy: [],
  ...over,
});
/** Wall time of an instant, by dayjs (an implementation independent of tz.ts). */
const wall = (tz: string, ms: number) => {
  const d = dayjs(ms).tz(tz);
  return { dow: d.day(), minute: d.hour() * 60 + d.minute(), label: d.format('HH:mm') };
};

describe('availability engine: DST examples', () => {
  it('New York, spring forward (8 March 2026): 00:00–06:00 holds 5 real hours', () => {
    const tz = 'America/New_York';
    const slots = availableSlots(base({ timezone: tz, from: Date.parse('2026-03-08T05:00:00Z'), to: Date.parse('2026-03-09T04:00:00Z') }));
    expect(slots.map((s) => wall(tz, s.start).label)).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    expect(slots.every((s) => s.end - s.start === 60 * MIN)).toBe(true);
  });

  it('New York, fall back (1 November 2026): 00:00–06:00 holds 7 real hours, 01:00 twice', () => {
    const tz = 'America/New_York';
    const slots = availableSlots(base({ timezone: tz, from: Date.parse('2026-11-01T04:00:00Z'), to: Date.parse('2026-11-02T05:00:00Z') }));
    expect(slots.map((s) => wall(tz, s.start).label)).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00', '04:00', '05:00']);
  });

  it('New York, fall back with two ranges inside the repeated hour: slots come in real-time order', () => {
    // Found by the property below (CI seed 387268924): 00:00–01:10 and 01:15–01:25 each hold a piece
    // at 01:xx twice; walking range by range offered 01:00 (second pass) before 01:15 (first pass).
    const tz = 'America/New_York';
    const slots = availableSlots(
      base({
        timezone: tz,
        from: Date.parse('2026-11-01T04:00:00Z'),
        to: Date.parse('2026-11-01T08:00:00Z'),
        durationMinutes: 10,
        incrementMinutes: 10,
        workdays: allWeek([
          ['00:00', '01:10'],
          ['01:15', '01:25'],
        ]),
      }),
    );
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBeGreaterThan(slots[i - 1]!.start);
    expect(slots.map((s) => wall(tz, s.start).label).slice(-4)).toEqual(['01:00', '01:15', '01:00', '01:15']);
  });

  it('Lisbon, both changes of 2026', () => {
    const tz = 'Europe/Lisbon';
    const spring = availableSlots(
      base({
        timezone: tz,
        from: Date.parse('2026-03-29T00:00:00Z'),
        to: Date.parse('2026-03-29T23:00:00Z'),
        workdays: allWeek([['00:00', '04:00']]),
      }),
    );
    expect(spring.map((s) => wall(tz, s.start).label)).toEqual(['00:00', '02:00', '03:00']);
    const fall = availableSlots(
      base({
        timezone: tz,
        from: Date.parse('2026-10-24T23:00:00Z'),
        to: Date.parse('2026-10-25T23:00:00Z'),
        workdays: allWeek([['00:00', '03:00']]),
      }),
    );
    expect(fall.map((s) => wall(tz, s.start).label)).toEqual(['00:00', '01:00', '01:00', '02:00']);
  });

  it('São Paulo: breaks, increment, busy times, notice and the company hours', () => {
    const tz = 'America/Sao_Paulo';
    const day = { from: Date.parse('2026-07-14T03:00:00Z'), to: Date.parse('2026-07-15T03:00:00Z') }; // Tuesday
    const workdays = allWeek([
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    const plain = availableSlots(base({ timezone: tz, ...day, workdays, durationMinutes: 30, incrementMinutes: 30 }));
    expect(plain).toHaveLength(18);
    const busy: TInterval[] = [{ start: Date.parse('2026-07-14T13:15:00Z'), end: Date.parse('2026-07-14T14:00:00Z') }]; // 10:15–11:00
    const withBusy = availableSlots(base({ timezone: tz, ...day, workdays, durationMinutes: 30, incrementMinutes: 30, busy }));
    expect(withBusy.map((s) => wall(tz, s.start).label).filter((l) => l >= '09:30' && l < '11:30')).toEqual(['09:30', '11:00']);
    const company = allWeek([['09:00', '17:00']]);
    const clipped = availableSlots(
      base({ timezone: tz, ...day, workdays, companyWorkdays: company, durationMinutes: 60, incrementMinutes: 60 }),
    );
    expect(clipped.map((s) => wall(tz, s.start).label)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    const notice = availableSlots(
      base({
        timezone: tz,
        ...day,
        workdays,
        durationMinutes: 60,
        incrementMinutes: 60,
        now: Date.parse('2026-07-14T13:10:00Z'),
        minNoticeMinutes: 120,
      }),
    );
    expect(wall(tz, notice[0]!.start).label).toBe('13:00'); // 10:10 + 2 h = 12:10 → next grid start after the break
    expect(isOnGrid(base({ timezone: tz, workdays, durationMinutes: 30, incrementMinutes: 30 }), Date.parse('2026-07-14T13:30:00Z'))).toBe(
      true,
    );
    expect(isOnGrid(base({ timezone: tz, workdays, durationMinutes: 30, incrementMinutes: 30 }), Date.parse('2026-07-14T13:40:00Z'))).toBe(
      false,
    );
  });

  it('the dates window stops offering days after today + N', () => {
    const tz = 'America/Sao_Paulo';
    const slots = availableSlots(
      base({
        timezone: tz,
        now: Date.parse('2026-07-14T03:00:00Z'),
        from: Date.parse('2026-07-14T03:00:00Z'),
        to: Date.parse('2026-07-24T03:00:00Z'),
        datesWindowDays: 2,
        workdays: allWeek([['10:00', '11:00']]),
      }),
    );
    expect(slots.map((s) => dayjs(s.start).tz(tz).format('DD'))).toEqual(['14', '15', '16']);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────
const TRANSITIONS: Record<string, string[]> = {
  'America/New_York': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
  'Europe/Lisbon': ['2026-03-29', '2026-10-25'],
  'America/Sao_Paulo': ['2026-07-14', '2026-12-31'],
};
const arbRanges = fc
  .uniqueArray(
    fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
    { minLength: 2, maxLength: 6 },
  )
  .map((points) => {
    const p = [...points].sort((a, b) => a - b);
    const ranges: { start: string; end: string }[] = [];
    for (let i = 0; i + 1 < p.length; i += 2) ranges.push({ start: hhmm(p[i]!), end: hhmm(Math.min(p[i + 1]!, 1439)) });
    return ranges.filter((r) => r.start < r.end);
  });
const arbWorkdays = fc
  .array(fc.tuple(fc.boolean(), arbRanges), { minLength: 7, maxLength: 7 })
  .map((days) => days.map(([open, work_hours], dow) => ({ dow, is_available: open || dow === 0, work_hours })));
const arbCase = fc
  .record({
    tz: fc.constantFrom(...Object.keys(TRANSITIONS)),
    pick: fc.nat(),
    daysBefore: fc.integer({ min: 0, max: 2 }),
    spanHours: fc.integer({ min: 1, max: 96 }),
    nowOffsetMin: fc.integer({ min: -3000, max: 3000 }),
    workdays: arbWorkdays,
    company: fc.option(arbWorkdays, { nil: null }),
    durationMinutes: fc.constantFrom(10, 15, 30, 45, 60, 90, 120),
    incrementMinutes: fc.constantFrom(10, 15, 30, 45, 60),
    minNoticeMinutes: fc.constantFrom(0, 30, 120),
    datesWindowDays: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    busy: fc.array(fc.record({ startMin: fc.integer({ min: -600, max: 6000 }), lengthMin: fc.integer({ min: 1, max: 300 }) }), {
      maxLength: 25,
    }),
  })
  .map((c) => {
    const dates = TRANSITIONS[c.tz]!;
    const anchor = dayjs
      .tz(`${dates[c.pick % dates.length]} 00:00`, c.tz)
      .subtract(c.daysBefore, 'day')
      .valueOf();
    const input: TAvailabilityInput = {
      timezone: c.tz,
      now: anchor + c.nowOffsetMin * MIN,
      from: anchor,
      to: anchor + c.spanHours * 3_600_000,
      durationMinutes: c.durationMinutes,
      incrementMinutes: c.incrementMinutes,
      minNoticeMinutes: c.minNoticeMinutes,
      datesWindowDays: c.datesWindowDays,
      workdays: c.workdays,
      companyWorkdays: c.company,
      busy: c.busy.map((b) => ({ start: anchor + b.startMin * MIN, end: anchor + (b.startMin + b.lengthMin) * MIN })),
    };
    return input;
  });

const inHours = (days: readonly TWorkdayLike[], dow: number, minute: number) =>
  days.some(
    (d) =>
      d.dow === dow &&
      d.is_available &&
      d.work_hours.some(
        (r) =>
          minute >= Number(r.start.slice(0, 2)) * 60 + Number(r.start.slice(3)) &&
          minute < Number(r.end.slice(0, 2)) * 60 + Number(r.end.slice(3)),
      ),
  );

describe('availability engine: properties (fast-check)', () => {
  it('no offered slot overlaps a schedule or a blocked period', () => {
    fc.assert(
      fc.property(arbCase, (input) => {
        for (const s of availableSlots(input))
          for (const b of input.busy) expect(b.start < s.end && b.end > s.start, `${s.start}`).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('every minute of every slot lies inside working hours (calendar and company), in the window, after now + notice', () => {
    fc.assert(
      fc.property(arbCase, (input) => {
        const slots = availableSlots(input);
        for (const s of slots) {
          expect(s.end - s.start).toBe(input.durationMinutes * MIN);
          expect(s.start >= input.from && s.start < input.to).toBe(true);
          expect(s.start >= input.now + input.minNoticeMinutes * MIN).toBe(true);
          for (let t = s.start; t < s.end; t += 5 * MIN) {
            const w = wall(input.timezone, t);
            expect(inHours(input.workdays, w.dow, w.minute), `${new Date(t).toISOString()} ${w.label}`).toBe(true);
            if (input.companyWorkdays) expect(inHours(input.companyWorkdays, w.dow, w.minute)).toBe(true);
          }
          const last = wall(input.timezone, s.end - MIN);
          expect(inHours(input.workdays, last.dow, last.minute)).toBe(true);
          if (input.datesWindowDays != null) {
            const days = dayjs(s.start).tz(input.timezone).startOf('day').diff(dayjs(input.now).tz(input.timezone).startOf('day'), 'day');
            expect(days).toBeLessThanOrEqual(input.datesWindowDays);
          }
        }
        for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBeGreaterThan(slots[i - 1]!.start);
      }),
      { numRuns: 400 },
    );
  });

  it('every offered start is on the grid, and the limit keeps the earliest ones', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 1, max: 5 }), (input, limit) => {
        const all = availableSlots(input);
        for (const s of all.slice(0, 20)) expect(isOnGrid(input, s.start)).toBe(true);
        expect(availableSlots({ ...input, limit })).toEqual(all.slice(0, limit));
      }),
      { numRuns: 200 },
    );
  });
});
