// The availability engine: a pure function. Clock, timezone, hours and busy times are arguments, so
// tests fix them. Times are epoch milliseconds; the service converts to and from Date.
import { addDays, dayOfWeek, daysBetween, localRangeIntervals, toLocal, type TLocalDate } from './tz.js';

const MINUTE = 60_000;

export interface TWorkdayLike {
  dow: number;
  is_available: boolean;
  work_hours: { start: string; end: string }[];
}

export interface TInterval {
  start: number;
  end: number;
}

export interface TAvailabilityInput {
  timezone: string;
  now: number;
  /** Slots whose start lies in [from, to). */
  from: number;
  to: number;
  durationMinutes: number;
  incrementMinutes: number;
  /** No slot starts before now + this. Staff use 0 ("not in the past"). */
  minNoticeMinutes: number;
  /** Last bookable local date = today + this many days; null = no limit. */
  datesWindowDays: number | null;
  /** The calendar's hours. */
  workdays: readonly TWorkdayLike[];
  /** The company's hours; a calendar is open only when both are (null = no company limit). */
  companyWorkdays?: readonly TWorkdayLike[] | null;
  /** Schedules that are not canceled and blocked periods of the calendar. */
  busy: readonly TInterval[];
  limit?: number;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function dayRanges(workdays: readonly TWorkdayLike[], dow: number): [number, number][] {
  const day = workdays.find((d) => d.dow === dow);
  if (!day || !day.is_available) return [];
  return day.work_hours
    .map((r) => [toMinutes(r.start), toMinutes(r.end)] as [number, number])
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && a < b)
    .sort((x, y) => x[0] - y[0]);
}

/** Working ranges of a weekday in minutes of the day: the calendar's hours within the company's. */
function intersectRanges(
  workdays: readonly TWorkdayLike[],
  companyWorkdays: readonly TWorkdayLike[] | null | undefined,
  dow: number,
): [number, number][] {
  const own = dayRanges(workdays, dow);
  if (!companyWorkdays) return own;
  const company = dayRanges(companyWorkdays, dow);
  const out: [number, number][] = [];
  for (const [a, b] of own) {
    for (const [c, d] of company) {
      const s = Math.max(a, c);
      const e = Math.min(b, d);
      if (s < e) out.push([s, e]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * The ranges of each weekday parsed once per pair of hours lists, keyed by the lists themselves: every check
 * of a booking's start parsed the "HH:mm" strings again (most of what was left of isOnGrid's ~4 µs). The lists
 * are the calendar's and the company's rows as read (kept with the booking's context, or read fresh), and
 * hours are changed by writing new rows (service-catalog.ts: a calendar's update, the company's hours), never
 * by editing a list in place: new hours are new lists, parsed on their first check, so nothing here can be
 * stale and nothing needs dropping (a list no longer referenced is collected with its entry).
 */
const NO_COMPANY_LIMIT: readonly TWorkdayLike[] = [];
const parsedHours = new WeakMap<readonly TWorkdayLike[], WeakMap<readonly TWorkdayLike[], [number, number][][]>>();

function workRanges(
  workdays: readonly TWorkdayLike[],
  companyWorkdays: readonly TWorkdayLike[] | null | undefined,
  dow: number,
): readonly (readonly [number, number])[] {
  let byCompany = parsedHours.get(workdays);
  if (!byCompany) parsedHours.set(workdays, (byCompany = new WeakMap()));
  const key = companyWorkdays ?? NO_COMPANY_LIMIT;
  let week = byCompany.get(key);
  if (!week) byCompany.set(key, (week = []));
  return (week[dow] ??= intersectRanges(workdays, companyWorkdays, dow));
}

/** Sorted, disjoint union of intervals (so their ends increase too and a binary search works). */
export function mergeIntervals(intervals: readonly TInterval[]): TInterval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: TInterval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** Index of the first interval whose end is after t. */
function firstEndingAfter(busy: readonly TInterval[], t: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Free start times: inside working hours (breaks are the gaps between ranges), on the increment grid
 * anchored at each range's start, the whole duration fitting before the range ends, overlapping no
 * busy interval, not before now + minimum notice, within the dates window. Every minute of a slot
 * reads a wall-clock time inside the hours, also on DST days (tz.localRangeIntervals); the grid
 * advances in real minutes, so every slot lasts exactly its duration.
 */
export function availableSlots(input: TAvailabilityInput, premergedBusy?: TInterval[]): TInterval[] {
  const { timezone: tz } = input;
  const duration = input.durationMinutes * MINUTE;
  const step = Math.max(1, input.incrementMinutes) * MINUTE;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const earliest = Math.max(input.from, input.now + input.minNoticeMinutes * MINUTE);
  if (duration <= 0 || earliest >= input.to || limit <= 0) return [];
  const busy = premergedBusy ?? mergeIntervals(input.busy);
  const today: TLocalDate = toLocal(tz, input.now);
  const lastDay: TLocalDate = toLocal(tz, input.to);
  let day: TLocalDate = toLocal(tz, earliest);
  const out: TInterval[] = [];
  // A range never crosses midnight (HH:mm ≤ 23:59), so days from the one of `earliest` suffice.
  for (; daysBetween(day, lastDay) >= 0; day = addDays(day, 1)) {
    if (input.datesWindowDays != null && daysBetween(today, day) > input.datesWindowDays) break;
    // Sorted in real time: on a fall-back day the repeated hour of an early range comes after the
    // first pass through a later range (00:00–01:10 and 01:15–01:25 both hold a piece at 01:xx twice).
    const pieces = workRanges(input.workdays, input.companyWorkdays, dayOfWeek(day))
      .flatMap(([a, b]) => localRangeIntervals(tz, day, a, b))
      .sort((x, y) => x.start - y.start);
    for (const { start: rangeStart, end: rangeEnd } of pieces) {
      let start = rangeStart;
      if (start < earliest) start += Math.ceil((earliest - start) / step) * step;
      for (; start + duration <= rangeEnd && start < input.to; start += step) {
        const end = start + duration;
        const j = firstEndingAfter(busy, start);
        if (j < busy.length && busy[j]!.start < end) continue;
        out.push({ start, end });
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/**
 * Whether `start` is a start time of the grid (hours, increment, notice, window), ignoring busy times: what
 * availableSlots answers for [start, start + 1) with nothing busy (its first slot is `start`), checked
 * without building the day's slots: the same days, the same pieces of the working hours and the first
 * step of its loop in each. The settings are whole minutes and instants whole milliseconds (as stored), so
 * a piece offers a start in [start, start + 1) only if it offers `start` (grid-check.test.ts compares the two).
 * Every client booking checks its start here; the listing cost ~14 µs a check, this ~4 µs.
 */
export function isOnGrid(input: Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>, start: number): boolean {
  return offersStart(input, start, true);
}

/**
 * Whether `start` lies inside the hours with the whole duration before the range ends (notice and window as
 * the grid's), on the grid or not: a visit's next part starts when the part before it ends (manicure 9h–9h45,
 * pedicure 9h45), as a salon books it, not at the next half hour.
 */
export function fitsHours(input: Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>, start: number): boolean {
  return offersStart(input, start, false);
}

/** `start` as a free slot off the grid (fitsHours, overlapping nothing busy), or null. */
export function slotAt(
  input: Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>,
  busy: readonly TInterval[],
  start: number,
): TInterval | null {
  const end = start + input.durationMinutes * MINUTE;
  if (!fitsHours(input, start)) return null;
  const j = firstEndingAfter(busy, start);
  return j < busy.length && busy[j]!.start < end ? null : { start, end };
}

function offersStart(input: Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>, start: number, onGrid: boolean): boolean {
  const { timezone: tz } = input;
  const duration = input.durationMinutes * MINUTE;
  const step = Math.max(1, input.incrementMinutes) * MINUTE;
  // The engine's `earliest`: a start before now + notice is never offered.
  if (duration <= 0 || Math.max(start, input.now + input.minNoticeMinutes * MINUTE) !== start) return false;
  const firstDay = toLocal(tz, start);
  // The engine also looks at the date of start + 1: another one only where a minute begins (tz.ts's offsets
  // are whole minutes, constant within a quarter hour).
  const lastDay = (start + 1) % MINUTE === 0 ? toLocal(tz, start + 1) : firstDay;
  const today = input.datesWindowDays == null ? null : toLocal(tz, input.now);
  for (let day: TLocalDate = firstDay; daysBetween(day, lastDay) >= 0; day = addDays(day, 1)) {
    if (today && daysBetween(today, day) > input.datesWindowDays!) return false;
    for (const [a, b] of workRanges(input.workdays, input.companyWorkdays, dayOfWeek(day)))
      for (const { start: rangeStart, end: rangeEnd } of localRangeIntervals(tz, day, a, b)) {
        // The first step of the engine's loop in this piece: its first grid start not before `start`.
        if (!onGrid) {
          if (rangeStart <= start && start + duration <= rangeEnd) return true;
          continue;
        }
        const first = rangeStart < start ? rangeStart + Math.ceil((start - rangeStart) / step) * step : rangeStart;
        if (first === start && first + duration <= rangeEnd) return true;
      }
  }
  return false;
}
