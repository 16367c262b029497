// "ah e a sobrancelha tb", "já aproveito e marco a nutricionista logo depois": while times for one
// service are on the table, another service said with an adding word joins it as one visit (the
// same day), instead of replacing the first.
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import { ADD_TO_APPOINTMENT } from './lexicon/acts.js';
import type { Turn } from './state.js';

const ADD_RE = anyOf([...ADD_TO_APPOINTMENT, 'tambem', 'tb', 'mais (um|uma|o|a)']);

/** The visit the message makes of the request in progress, or null when it adds nothing. */
export function addedToRequest(turn: Turn, text: string, service: TBrainService | null): TBrainService[] | null {
  const st = turn.state;
  if (!service || st.flow !== 'book' || !st.service_id || service.id === st.service_id) return null;
  if (!['slot', 'time', 'confirm_booking'].includes(st.awaiting ?? '') || !ADD_RE.test(text)) return null;
  const current = turn.input.services.find((s) => s.id === st.service_id);
  return current ? [current, service] : null;
}
