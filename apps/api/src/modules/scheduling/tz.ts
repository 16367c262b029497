// Pure wall-clock ↔ instant conversion for any IANA timezone, with DST gaps and overlaps handled
// explicitly. Built on Intl (no tz data of our own); offsets are cached per zone and quarter hour.

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** UTC offset of `tz` at instant `ms`, in minutes (São Paulo: -180). */
export function offsetMinutes(tz: string, ms: number): number {
  // Offsets change on whole minutes and in practice on quarter hours; cache per 15-minute bucket.
  const bucket = Math.floor(ms / (15 * MINUTE));
  const key = `${tz}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts = formatter(tz).formatToParts(new Date(bucket * 15 * MINUTE));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = Math.round((asUtc - bucket * 15 * MINUTE) / MINUTE);
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

export interface TLocalDate {
  y: number;
  m: number; // 1-12
  d: number;
}

export const dateKey = (t: TLocalDate) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;

export function parseDateKey(key: string): TLocalDate {
  return { y: Number(key.slice(0, 4)), m: Number(key.slice(5, 7)), d: Number(key.slice(8, 10)) };
}

/** Calendar arithmetic on dates (no timezone involved). */
export function addDays(t: TLocalDate, days: number): TLocalDate {
  const ms = Date.UTC(t.y, t.m - 1, t.d) + days * DAY;
  const x = new Date(ms);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
}

export const dayOfWeek = (t: TLocalDate) => new Date(Date.UTC(t.y, t.m - 1, t.d)).getUTCDay();
export const daysBetween = (a: TLocalDate, b: TLocalDate) => Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY);

/** The wall-clock date and minute of the day of an instant in `tz`. */
export function toLocal(tz: string, ms: number): TLocalDate & { minute: number } {
  const wall = ms + offsetMinutes(tz, ms) * MINUTE;
  const x = new Date(wall);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate(), minute: x.getUTCHours() * 60 + x.getUTCMinutes() };
}

const wallOf = (tz: string, ms: number) => ms + offsetMinutes(tz, ms) * MINUTE;

/**
 * The instant a wall-clock time names in `tz`. When the time occurs twice (DST ends) it is the
 * first occurrence; when it does not exist (DST starts) it is the moment the clocks jump, i.e. the
 * earliest instant whose wall time is not before the one asked for.
 */
export function fromLocal(tz: string, date: TLocalDate, minuteOfDay: number): number {
  const wall = Date.UTC(date.y, date.m - 1, date.d) + minuteOfDay * MINUTE;
  const before = offsetMinutes(tz, wall - 14 * 3_600_000);
  const after = offsetMinutes(tz, wall + 14 * 3_600_000);
  const candidates = [wall - before * MINUTE, wall - after * MINUTE].filter((t) => wallOf(tz, t) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: search the transition between the instant whose wall time is before and the one after.
  let lo = wall - after * MINUTE; // wall time before the asked one
  let hi = wall - before * MINUTE; // wall time after it
  if (lo > hi) [lo, hi] = [hi, lo];
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (wallOf(tz, mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** 'HH:mm' of an instant in `tz`. */
export function localTime(tz: string, ms: number): string {
  const { minute } = toLocal(tz, ms);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export const localDateKey = (tz: string, ms: number) => dateKey(toLocal(tz, ms));

/**
 * The instants of local date `date` whose wall-clock minute lies in [startMin, endMin), as disjoint
 * sorted intervals. On a normal day that is one interval. When the clocks jump forward, the skipped
 * wall times simply have no instants; when they go back, a range covering the repeated hour stays
 * one continuous interval, while a range that starts or ends inside it is split so that no instant
 * reads a wall time outside the range.
 */
export function localRangeIntervals(tz: string, date: TLocalDate, startMin: number, endMin: number): { start: number; end: number }[] {
  const midnight = Date.UTC(date.y, date.m - 1, date.d);
  const lo = midnight - 14 * 3_600_000;
  const hi = midnight + 38 * 3_600_000;
  const o1 = offsetMinutes(tz, lo);
  const o2 = offsetMinutes(tz, hi);
  const span = (o: number) => ({ start: midnight + (startMin - o) * MINUTE, end: midnight + (endMin - o) * MINUTE });
  if (o1 === o2) {
    const s = span(o1);
    return s.start < s.end ? [s] : [];
  }
  // One transition in the window: find its instant (minute precision).
  let a = lo;
  let b = hi;
  while (b - a > MINUTE) {
    const mid = a + Math.floor((b - a) / 2 / MINUTE) * MINUTE;
    if (offsetMinutes(tz, mid) === o1) a = mid;
    else b = mid;
  }
  const transition = b;
  const before = span(o1);
  const after = span(o2);
  const pieces = [
    { start: before.start, end: Math.min(before.end, transition) },
    { start: Math.max(after.start, transition), end: after.end },
  ].filter((p) => p.start < p.end);
  if (pieces.length === 2 && pieces[0]!.end >= pieces[1]!.start)
    return [{ start: pieces[0]!.start, end: Math.max(pieces[0]!.end, pieces[1]!.end) }];
  return pieces;
}
