// "qnto tá o corte?" then "e platinado?": a question that names only another service asks again what the
// secretary just answered (its price). Before, the bare service read as a booking request and a list of
// times came back instead of the price.
import { hasPref, parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

// "e o platinado?", "e pra barba?", "e a hidratação, quanto?" — short, opened by "e".
const ELLIPSIS_RE = /^e\s+(?:o|a|os|as|pro|pra|para|do|da|no|na)?\s*\S[^?]*\?*\s*$/;
const MAX_WORDS = 6;
const THINKING_RE = /^(?:(?:h+u*m+|hu+m+|a+h+|ah+m+|eh+|entao|ta|ok)\s+)+/;

/** The message read with the question it leaves out, when the last reply answered a price. */
export function withCarriedQuestion(turn: Turn, message: string): string {
  if (!turn.pricedBefore) return message;
  // ("hmm e só escova?": a sound of thinking before it changes nothing.)
  const t = normalize(message).replace(THINKING_RE, '');
  if (!ELLIPSIS_RE.test(t) || t.split(' ').filter((w) => w !== '?').length > MAX_WORDS) return message;
  const it = detectIntents(t);
  if (it.price || it.book || it.cancel || it.reschedule || it.myAppointments) return message;
  if (!matchService(t, turn.input.services)) return message;
  if (hasPref(parseTimePref(t, turn.input.now, turn.tz, turn.input.company?.day_parts))) return message;
  return `quanto custa ${t.replace(/^e\s+/, '')}`;
}
