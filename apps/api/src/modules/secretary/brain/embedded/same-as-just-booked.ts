// "minha filha lívia quer fazer tbm, dá pra ela logo depois de mim?" right after a booking: another person wants
// the service just booked. It is one booking more in their name (reschedule-split.ts keeps it from being a move).
import type { TBrainService } from '../types.js';
import { wantsTheSame } from './people.js';
import type { Turn } from './state.js';

/** The service just booked, when the message asks it for someone else and names no service of its own. */
export function sameAsJustBooked(turn: Turn, text: string, named: TBrainService | undefined): TBrainService | null {
  if (named) return null;
  const just = turn.input.services.find((s) => s.id === turn.state.focus_service_id);
  return just && wantsTheSame(text) ? just : null;
}
