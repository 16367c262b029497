// "quero uma hidratação quinta às 10h" → proposed → "ah não, quinta eu levo minha mãe no médico, muda pra sexta mesmo
// horário": the client changes the booking still proposed, in the words of a move. With nothing held to move, the
// proposal's service is kept (and its time, when the same one is asked) rather than the service asked again.
import type { TBrainService } from '../types.js';
import type { TTimePref } from './dates.js';
import { minutesOf } from './slot-pick.js';
import type { Turn } from './state.js';

/** The booking on the table and the day and time it moves to; null when no booking is proposed. */
export function proposedBooking(turn: Turn, newPref: TTimePref): { service: TBrainService; pref: TTimePref } | null {
  const st = turn.state;
  const service = turn.input.services.find((s) => s.id === st.service_id);
  if (st.flow !== 'book' || !st.pending || !service) return null;
  const { same_time: sameTime, ...rest } = newPref;
  const pref = sameTime ? { ...rest, exact_min: minutesOf(new Date(st.pending.start_at), turn.tz) } : newPref;
  return { service, pref };
}
