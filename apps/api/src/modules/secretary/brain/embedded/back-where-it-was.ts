// "ai desculpa, falei com meu marido e sábado é melhor msm, consegue deixar como tava?" right after a move: the
// appointment goes back to where it was, proposed and agreed like any move.
import { hasPref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { backAsItWas } from './intents.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { toLocal } from '../../../scheduling/tz.js';

type TMove = { oldPref: TTimePref; newPref: TTimePref };

/** The move asked as "como tava": to the day and time the appointment just moved had (`move` when not asked so). */
export function backWhereItWas(turn: Turn, move: TMove): TMove {
  const from = turn.state.moved_from;
  if (!backAsItWas(normalize(turn.input.messages.join(' ')))) return move;
  // "quero às 9h como era": the time said is where it goes back to, never the one it is at.
  if (!from) return !hasPref(move.newPref) && hasPref(move.oldPref) ? { oldPref: {}, newPref: move.oldPref } : move;
  const was = new Date(from.start_at);
  const date = localDateOf(was, turn.tz);
  // A day said that is the old one ("sábado é melhor msm") agrees with it; another day or a time is a new request.
  if (move.newPref.exact_min !== undefined || (move.newPref.date && move.newPref.date !== date)) return move;
  if (hasPref(move.oldPref) && move.oldPref.date !== date) return move;
  return { oldPref: {}, newPref: { date, exact_min: toLocal(turn.tz, was.getTime()).minute } };
}
