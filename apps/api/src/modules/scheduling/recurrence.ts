// Recurrence expansion and "this and following" moves: pure, in the company's wall-clock time, so a
// weekly 10:00 stays at 10:00 local across DST changes.
import { SCHEDULE_RECURRENCE_INTERVAL_DAYS, type TScheduleRecurrenceType } from '@agenda/shared/schedule';
import { RECURRENCE_DEFAULT_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES } from '@agenda/shared/scheduling-rules';
import { addDays, daysBetween, fromLocal, toLocal } from './tz.js';

/** Start instants of every occurrence, the first being `start` itself. "monthly" is every 4 weeks. */
export function expandRecurrence(tz: string, start: number, type: TScheduleRecurrenceType, count?: number): number[] {
  const interval = SCHEDULE_RECURRENCE_INTERVAL_DAYS[type];
  if (interval == null) return [start];
  const n = Math.min(Math.max(1, count ?? RECURRENCE_DEFAULT_OCCURRENCES[type as 'weekly' | 'monthly']), RECURRENCE_MAX_OCCURRENCES);
  const local = toLocal(tz, start);
  const out = [start];
  for (let k = 1; k < n; k++) out.push(fromLocal(tz, addDays(local, k * interval), local.minute));
  return out;
}

/**
 * Where each occurrence goes when one of them (`pivotFrom`) moves to `pivotTo`: the same shift in
 * days and the new local time of day, applied to every occurrence.
 */
export function shiftOccurrences(tz: string, pivotFrom: number, pivotTo: number, occurrences: readonly number[]): number[] {
  const from = toLocal(tz, pivotFrom);
  const to = toLocal(tz, pivotTo);
  const dayShift = daysBetween(from, to);
  return occurrences.map((t) => fromLocal(tz, addDays(toLocal(tz, t), dayShift), to.minute));
}
