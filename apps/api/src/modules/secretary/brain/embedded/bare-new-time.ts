// "terça umas 17h" alone, right after a booking: another day or time for what was just booked, most likely.
import type { TBrainService } from '../types.js';
import { hasPref, type TTimePref } from './dates.js';
import { bookingFor } from './people.js';
import type { Turn } from './state.js';
import type { TNamedProfessional } from './team.js';
import { normalize } from './text.js';

/** "quero marcar outro corte com o Marcos", "pra minha filha com a Carla": a booking more, not this one changed. */
export const ANOTHER_BOOKING_RE = /\b(outr[oa]|mais um|mais uma|marcar|agendar|pra minha|pro meu|para minha|para meu|tambem)\b/;

/**
 * "terça umas 17h" alone, right after the write: another day or time for what was just booked, most likely.
 * Read as a move, and only proposed ("não, é outro" keeps the booking); never a second booking on its own.
 */
export function bareNewTime(turn: Turn, m: { pref: TTimePref; named: TNamedProfessional; service: TBrainService | null }): boolean {
  // The whole message, not one clause of it ("e se eu atrasar? pq saio do trampo 15h30" is no new time).
  const said = normalize(turn.input.messages.join(' '));
  const bare = said.split(/\s+/).length <= 5 && !m.service && !m.named && !ANOTHER_BOOKING_RE.test(said) && !bookingFor(said);
  if (!bare || !turn.state.focus_id || turn.state.awaiting || !hasPref(m.pref) || /[?]|\bporque\b/.test(said)) return false;
  turn.proposeOnly = true;
  return true;
}
