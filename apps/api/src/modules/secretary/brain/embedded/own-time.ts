// Times said about the client's own appointment while moving it: its own time said back ("é sábado 8h né?
// dá pra empurrar pra mais tarde?"), a shift ("atrasa 1 hora"), earlier or later than it.
import { parseTimePref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { TScheduleRef, Turn } from './state.js';
import { normalize } from './text.js';
import { EARLIER_LATER_RE } from './reschedule-split.js';
import { shiftOf } from './shift-amount.js';
import { minutesOf } from './slot-pick.js';

/** Whether the time said is the appointment's own (its day, and its time when one is said). */
export function isOwnTime(turn: Turn, pref: TTimePref, target: TScheduleRef): boolean {
  const own = new Date(target.start_at);
  if (pref.date && pref.date !== localDateOf(own, turn.tz)) return false;
  return pref.exact_min === undefined || pref.exact_min === minutesOf(own, turn.tz);
}

/**
 * "atrasa 1 hora pra mim": its own time shifted, on its own day. "consegue mais cedo? de manhã": before
 * its own time (within the window said), "mais tarde": after it.
 */
export function relativeToOwn(turn: Turn, pref: TTimePref, target: TScheduleRef): boolean {
  // ("o da nutricionista" answering which one: "pra mais tarde" was said with the move.)
  const said = normalize([turn.state.which_said ?? '', ...turn.input.messages].join(' '));
  const own = new Date(target.start_at);
  const ownMin = minutesOf(own, turn.tz);
  const ownDate = localDateOf(own, turn.tz);
  if (pref.exact_min !== undefined) {
    // "minha progressiva é sábado 8h né? dá pra empurrar pra mais tarde?": its own time said, and "later" asked.
    if (pref.exact_min !== ownMin || (pref.date && pref.date !== ownDate) || !EARLIER_LATER_RE.test(said)) return false;
    delete pref.exact_min;
    delete pref.alt_min;
  }
  const shift = shiftOf(said);
  if (shift !== null) {
    Object.assign(pref, { date: pref.date ?? ownDate, exact_min: ownMin + shift });
    return true;
  }
  const side = EARLIER_LATER_RE.exec(said);
  if (!side || (pref.date && pref.date !== ownDate)) return false;
  pref.date = ownDate;
  // "consegue mais cedo? de manhã de preferência": the window said with it.
  // ("mais pro final da tarde": the end of the afternoon is the window itself.)
  const from = /\b(?:final|fim)\b/.test(side[0]) ? side.index : side.index + side[0].length;
  const window = parseTimePref(said.slice(from), turn.input.now, turn.tz);
  if (window.from_min !== undefined) pref.from_min = window.from_min;
  if (window.to_min !== undefined) pref.to_min = window.to_min;
  if (side[1] === 'cedo') pref.to_min = Math.min(pref.to_min ?? ownMin, ownMin);
  else pref.from_min = Math.max(pref.from_min ?? ownMin + 1, ownMin + 1);
  return true;
}
