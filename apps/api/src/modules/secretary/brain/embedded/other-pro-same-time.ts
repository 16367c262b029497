// "escova sexta 10h com a Carla" proposed, then "esqueci q tenho dentista 9h30… consegue passar pra 11h?" when Carla
// is busy at 11 and Jéssica is free: the new time is what the client can come at, so it is kept and someone else who
// does the service is proposed for it, said outright (only ever a proposal). Listing Carla's other times would
// offer the very hours the client just said they cannot.
import type { TBrainService } from '../types.js';
import { clockOf } from './format.js';
import { minutesOf } from './slot-pick.js';
import { slotsIn } from './slots.js';
import type { TSlotRef, Turn } from './state.js';

/** The other professional free at exactly that time, with the line that says so; null when there is none. */
export async function otherProAtTime(
  turn: Turn,
  service: TBrainService,
  date: string,
  minutes: number,
): Promise<{ slot: TSlotRef; lead: string } | null> {
  const st = turn.state;
  const asked = st.professional_id;
  // Only for a new time asked to a proposal already made with them (then the time is what the client cannot change;
  // asked first, "barba com o Dudu 15h" with Dudu busy gets Dudu's own nearest times). Never for a move (the
  // appointment keeps its professional unless the client asks), nor within a visit.
  const before = turn.startState;
  const retimed = before.awaiting === 'confirm_booking' && before.pending?.calendar_id === asked;
  if (!retimed || st.flow !== 'book' || !asked || st.visit_pros?.[service.id] || st.pro_fallback) return null;
  const slots = await slotsIn(turn, service, date, date, null, null);
  const team = turn.input.professionals ?? [];
  const hit = slots.find((s) => s.calendar_id !== asked && minutesOf(s.start_at, turn.tz) === minutes);
  const other = team.find((p) => p.calendar_id === hit?.calendar_id);
  const was = team.find((p) => p.calendar_id === asked);
  if (!hit || !other || !was) return null;
  // The one named stays the one asked for: "não, com ele mesmo", "então 11h com ele" go on with them.
  return {
    slot: { start_at: hit.start_at.toISOString(), calendar_id: hit.calendar_id },
    lead: `Com *${was.title}* às ${clockOf(minutes)} não tenho vaga 😕, mas *${other.title}* está livre nesse horário.`,
  };
}
