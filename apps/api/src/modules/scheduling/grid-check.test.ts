// isOnGrid checks one start directly; it must answer as the engine's own listing of slots did (the check
// it replaced, kept below as `byListing`) for any start, calendar, company hours and clock: DST days of
// zones that change at midnight, by 30 minutes or skip a whole day, starts on and off the grid by a minute
// or a millisecond, at the edges of notice and window, overlapping ranges and malformed hours.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availableSlots, fitsHours, isOnGrid, type TAvailabilityInput, type TWorkdayLike } from './availability.js';
import { fromLocal, parseDateKey } from './tz.js';

const MIN = 60_000;
type TGridInput = Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>;

/** The check before: the engine's first free start from `start` on, with nothing busy. */
const byListing = (input: TGridInput, start: number) =>
  availableSlots({ ...input, from: start, to: start + 1, busy: [], limit: 1 })[0]?.start === start;

// Days where the clocks change (or, in Apia, a whole date is skipped), and ordinary ones.
const DAYS: Record<string, string[]> = {
  'America/Sao_Paulo': ['2018-11-04', '2019-02-16', '2026-07-14'],
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'Europe/Lisbon': ['2026-03-29', '2026-10-25'],
  'America/Santiago': ['2026-04-04', '2026-09-06'],
  'America/Havana': ['2026-03-08', '2026-11-01'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
  'Pacific/Chatham': ['2026-04-05', '2026-09-27'],
  'Pacific/Apia': ['2011-12-29', '2011-12-31'],
  'America/St_Johns': ['2026-03-08', '2026-11-01'],
  'Asia/Kathmandu': ['2026-01-15'],
  UTC: ['2026-06-30'],
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
// Any minute of the day (24:00 and a malformed value now and then: the engine drops what it cannot read).
const arbTime = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 0, max: 1439 }).map(hhmm) },
  { weight: 1, arbitrary: fc.constantFrom('24:00', 'xx:yy', '') },
);
const arbWorkdays: fc.Arbitrary<TWorkdayLike[]> = fc
  .array(fc.tuple(fc.boolean(), fc.array(fc.record({ start: arbTime, end: arbTime }), { maxLength: 4 })), { minLength: 7, maxLength: 7 })
  .map((days) => days.map(([open, work_hours], dow) => ({ dow, is_available: open || dow === 3, work_hours })));

const arbCase = fc
  .record({
    tz: fc.constantFrom(...Object.keys(DAYS)),
    pick: fc.nat(),
    dayShift: fc.integer({ min: -1, max: 1 }),
    nowOffsetMin: fc.integer({ min: -3000, max: 3000 }),
    workdays: arbWorkdays,
    companyWorkdays: fc.option(arbWorkdays, { nil: null }),
    durationMinutes: fc.oneof(fc.integer({ min: 1, max: 240 }), fc.constantFrom(0, 15, 30, 60)),
    incrementMinutes: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constantFrom(10, 15, 30, 60)),
    minNoticeMinutes: fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.constant(0)),
    datesWindowDays: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    offsets: fc.array(fc.integer({ min: -36 * 60, max: 60 * 60 }), { minLength: 10, maxLength: 40 }),
    millis: fc.array(fc.integer({ min: -2 * 86_400_000, max: 3 * 86_400_000 }), { maxLength: 10 }),
  })
  .map(({ tz, pick, dayShift, nowOffsetMin, offsets, millis, ...settings }) => {
    const dates = DAYS[tz]!;
    const midnight = fromLocal(tz, parseDateKey(dates[pick % dates.length]!), 0) + dayShift * 86_400_000;
    const input: TGridInput = { timezone: tz, now: midnight + nowOffsetMin * MIN, ...settings };
    return { input, midnight, offsets, millis };
  });

/** Starts worth asking: the slots the engine offers around the day and their near misses, random minutes and instants. */
function startsFor(input: TGridInput, midnight: number, offsets: number[], millis: number[]): number[] {
  const slots = availableSlots({ ...input, from: midnight - 86_400_000, to: midnight + 3 * 86_400_000, busy: [], limit: 40 });
  const starts = new Set<number>([input.now, input.now + input.minNoticeMinutes * MIN, midnight, midnight - 1, midnight + 86_400_000 - 1]);
  for (const s of slots)
    for (const d of [0, 1, -1, MIN, -MIN, input.incrementMinutes * MIN, (input.incrementMinutes * MIN) / 2]) starts.add(s.start + d);
  for (const m of offsets) starts.add(midnight + m * MIN);
  for (const ms of millis) starts.add(midnight + ms);
  return [...starts].filter(Number.isInteger);
}

describe('isOnGrid: one start checked directly', () => {
  it('answers as the listing of the slots did, for any start, hours and clock', () => {
    let onGrid = 0;
    let checked = 0;
    fc.assert(
      fc.property(arbCase, ({ input, midnight, offsets, millis }) => {
        for (const start of startsFor(input, midnight, offsets, millis)) {
          const expected = byListing(input, start);
          expect(isOnGrid(input, start), `${input.timezone} ${new Date(start).toISOString()} ${JSON.stringify(input)}`).toBe(expected);
          checked++;
          if (expected) onGrid++;
        }
      }),
      { numRuns: 600 },
    );
    // The cases are worth something only if both answers come up often.
    expect(checked).toBeGreaterThan(20_000);
    expect(onGrid).toBeGreaterThan(1_000);
    expect(checked - onGrid).toBeGreaterThan(10_000);
  });

  it("fitsHours (a visit's next part, off the grid) holds on every grid start, and off it exactly where a one-minute grid would offer it", () => {
    let off = 0;
    fc.assert(
      fc.property(arbCase, ({ input, midnight, offsets }) => {
        // Whole minutes from midnight: where the ranges (whole local minutes) start, so a one-minute grid meets them.
        for (const start of startsFor(input, midnight, offsets, []).filter((s) => (s - midnight) % MIN === 0)) {
          const fits = fitsHours(input, start);
          if (isOnGrid(input, start)) expect(fits).toBe(true);
          else if (fits) off++;
          expect(fits).toBe(isOnGrid({ ...input, incrementMinutes: 1 }, start));
        }
      }),
      { numRuns: 300 },
    );
    expect(off).toBeGreaterThan(500);
  });

  it('the engine offers exactly the starts it checks on a DST day (São Paulo, clocks forward at midnight)', () => {
    const tz = 'America/Sao_Paulo';
    const workdays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: true, work_hours: [{ start: '00:00', end: '03:00' }] }));
    const input: TGridInput = {
      timezone: tz,
      now: 0,
      durationMinutes: 30,
      incrementMinutes: 30,
      minNoticeMinutes: 0,
      datesWindowDays: null,
      workdays,
    };
    const midnight = fromLocal(tz, { y: 2018, m: 11, d: 4 }, 0);
    const offered = availableSlots({ ...input, from: midnight - 3_600_000, to: midnight + 12 * 3_600_000, busy: [] }).map((s) => s.start);
    expect(offered).toHaveLength(4); // 01:00–03:00: the hour from 00:00 does not exist that day
    for (let t = midnight - 3_600_000; t < midnight + 5 * 3_600_000; t += 5 * MIN) expect(isOnGrid(input, t)).toBe(offered.includes(t));
  });
});
