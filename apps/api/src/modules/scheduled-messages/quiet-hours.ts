// When a scheduled message may go out: never inside the company's quiet hours (local time, default
// 21:00–08:00). A message due inside them waits for their end, except the reminder of an appointment
// before 10:00, which goes at 20:00 the day before (waiting for the morning would be too late).
import { addDays, fromLocal, toLocal } from '../scheduling/tz.js';

export interface TQuietHours {
  timezone: string;
  /** Minutes of the local day; start > end spans midnight; start = end: no quiet hours. */
  startMinute: number;
  endMinute: number;
}

const EARLY_APPOINTMENT_BEFORE = 10 * 60;
const EARLY_REMINDER_AT = 20 * 60;

export function inQuietHours(q: TQuietHours, at: Date): boolean {
  const { minute } = toLocal(q.timezone, at.getTime());
  if (q.startMinute === q.endMinute) return false;
  return q.startMinute > q.endMinute ? minute >= q.startMinute || minute < q.endMinute : minute >= q.startMinute && minute < q.endMinute;
}

/** The end of the quiet hours that contain `at`. */
function quietEnd(q: TQuietHours, at: Date): Date {
  const local = toLocal(q.timezone, at.getTime());
  const day = q.startMinute > q.endMinute && local.minute >= q.startMinute ? addDays(local, 1) : local;
  return new Date(fromLocal(q.timezone, day, q.endMinute));
}

/**
 * The time a message due at `due` goes out. `appointmentAt` is set for an appointment's reminder
 * (the early-appointment rule).
 */
export function sendTimeFor(q: TQuietHours, due: Date, appointmentAt?: Date | null): Date {
  if (!inQuietHours(q, due)) return due;
  if (appointmentAt) {
    const appt = toLocal(q.timezone, appointmentAt.getTime());
    const eve = new Date(fromLocal(q.timezone, addDays(appt, -1), EARLY_REMINDER_AT));
    // Only when the evening before comes before the due time: a reminder planned days ahead waits for a morning.
    if (appt.minute < EARLY_APPOINTMENT_BEFORE && eve.getTime() < due.getTime()) return eve;
  }
  return quietEnd(q, due);
}
