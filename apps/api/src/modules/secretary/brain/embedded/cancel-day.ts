// "sábado não vou conseguir ir", "no sábado eu não tô na cidade": the day said beside the "não" is the day of the
// appointment given up. The time reading drops it (for a booking it is a day ruled out), so a cancel read it as no
// day and listed every appointment; here the one day named narrows the cancel to that day's.
import { parseTimePref, type TTimePref } from './dates.js';
import { withoutKeptClauses } from './kept-clauses.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { DAY_NAMED_RE } from './when.js';

export function withCancelDay(turn: Turn, pref: TTimePref): TTimePref {
  if (pref.date) return pref;
  const text = normalize(withoutKeptClauses(turn.input.messages.join(' ')));
  const days = [...new Set(text.match(DAY_NAMED_RE) ?? [])];
  if (days.length !== 1) return pref;
  const date = parseTimePref(days[0]!, turn.input.now, turn.tz).date;
  return date ? { ...pref, date } : pref;
}
