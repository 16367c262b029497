// A move that also changes the service ("corte e barba às 16h30 então", after "troca pra corte e
// barba" did not fit at the same time): ONE change of the appointment (the safety layer's `replace`),
// proposed and written like any move, never a second booking beside the old one.
import type { TToolResult, TBrainSchedule } from '../types.js';
import type { TSlotRef, Turn } from './state.js';

/** The move flow carries another service than the appointment's own. */
export function changesService(turn: Turn): boolean {
  const st = turn.state;
  return st.flow === 'reschedule' && !!st.target && !!st.service_id && st.service_id !== st.target.service_id;
}

/** What the client is asked to agree to for the appointment in the move flow. */
export function changeProposal(turn: Turn, slot: TSlotRef) {
  const st = turn.state;
  const base = { scheduleId: st.target!.id, calendarId: slot.calendar_id, startAt: new Date(slot.start_at) };
  return changesService(turn) ? { action: 'replace' as const, serviceId: st.service_id!, ...base } : { action: 'move' as const, ...base };
}

/** Writes the agreed change of the appointment in the move flow. */
export function writeChange(turn: Turn, slot: TSlotRef): Promise<TToolResult<TBrainSchedule>> {
  const st = turn.state;
  const q = { scheduleId: st.target!.id, calendarId: slot.calendar_id, startAt: new Date(slot.start_at) };
  const { replace, reschedule } = turn.input.tools;
  if (changesService(turn) && replace) return replace({ ...q, serviceId: st.service_id! });
  return reschedule(q);
}
