// Whether a message goes on to the booking flow, and the hedges that drop what is pending: read by the
// dialogue (dialogue.ts) before it picks a path.
import { hasPref, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import type { Turn } from './state.js';

/** A service or a day and time asked for, a booking verb, or an answer to the booking's own question. */
export function bookingSignal(turn: Turn, it: TIntents, hasService: boolean, pref: TTimePref): boolean {
  const aw = turn.state.awaiting;
  const inFlow = turn.state.flow === 'book' || turn.state.flow === 'reschedule';
  if (it.book && !it.price && !it.listServices) return true;
  if ((it.book || it.weakBook) && (hasService || hasPref(pref))) return true;
  if (inFlow && (hasService || hasPref(pref) || (aw === 'slot' && it.no))) return true;
  if ((aw === 'service' || aw === 'time') && (hasService || hasPref(pref))) return true;
  // "quanto tá o platinado?" then "sábado de manhã dá?": a day asked about the service just priced.
  if (!turn.state.flow && turn.state.service_id && hasPref(pref) && it.question) return true;
  return hasService && hasPref(pref);
}

/** "deixa pra lá", "na real", "vou pensar": the client steps back from what is pending. */
export const HEDGE =
  /\b(deixa (pra|para) la|deixa quieto|deixa|esquece|na real|na verdade|pensando bem|vou pensar|vou ver|talvez|mudei de ideia|desisto|desisti|melhor nao)\b/;
