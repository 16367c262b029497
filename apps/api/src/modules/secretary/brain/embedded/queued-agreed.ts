// The request queued behind a cancel was shown as a proposal beside it, and the yes covered both
// (then-requests.ts): the slot shown is written with that yes; any other slot is proposed first.
import { localNow } from './dates.js';
import type { TSlotRef, Turn } from './state.js';

/** The slots about to be written (one booking, or each part of a visit) are the very ones shown. */
export function queuedAsShown(turn: Turn, slots: TSlotRef[]): boolean {
  const shown = turn.state.then_slots;
  const same = (a: TSlotRef, b: TSlotRef) => a.start_at === b.start_at && a.calendar_id === b.calendar_id;
  return turn.queuedAgreed && !!shown && shown.length === slots.length && shown.every((s, i) => same(s, slots[i]!));
}

/** The plan's starts are the times the client dictated with the yes, in order (party.ts). */
export function dictatedAsPlanned(turn: Turn, slots: TSlotRef[]): boolean {
  const times = turn.dictated;
  if (!times || turn.proposeOnly || times.length !== slots.length) return false;
  return slots.every((s, i) => localNow(new Date(s.start_at), turn.tz).minutes === times[i]);
}
