// "quarta às dez tá bom pode marcar" after "na quarta-feira, 11/03, tenho livre às 10:00": a weekday said alone
// is the day just offered or proposed on that weekday, not this week's. "no outro sábado" alone may be the coming one
// ("no outro dia" is the next day); said after the coming one was talked about, it is the next.
import { addDays, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { Turn } from './state.js';
import { OTHER_WEEKDAY } from './other-week.js';
import { normalize } from './text.js';
import { saysDateOutright } from './when.js';
import { WEEKDAY_WORDS } from './lexicon/weekdays.js';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function onOfferedWeekday(turn: Turn, pref: TTimePref): TTimePref {
  if (!pref.date || pref.date_to || saysDateOutright(normalize(turn.input.messages.join(' ')))) return pref;
  const st = turn.state;
  const shown = [...(st.offered ?? []), ...(st.pending ? [st.pending] : [])];
  const days = new Set(shown.map((s) => localDateOf(new Date(s.start_at), turn.tz)));
  const later = [...days].filter((d) => d > pref.date! && weekday(d) === weekday(pref.date!));
  return later.length === 1 ? { ...pref, date: later[0]! } : pref;
}

const OTHER_WEEKDAY_RE = new RegExp(`\\b(?:no|o|na|a) ${OTHER_WEEKDAY}\\b`);

/** "esse sábado tá lotado" then "e no outro sábado?": the week after the day just talked about. */
function pastDayDiscussed(turn: Turn, pref: TTimePref): TTimePref {
  // (As the turn began: read again later in the turn, the request already holds the next one.)
  const st = turn.startState;
  const discussed = [st.pref?.date, ...(st.offered ?? []).map((o) => localDateOf(new Date(o.start_at), turn.tz))];
  if (!pref.date || pref.date_to || !discussed.includes(pref.date) || !OTHER_WEEKDAY_RE.test(normalize(turn.input.messages.join(' '))))
    return pref;
  return { ...pref, date: addDays(pref.date, 7) };
}

const BEFORE_DISCUSSED_RE = new RegExp(
  `\\b(?:o|no|a|na) (${WEEKDAY_WORDS.map(([w]) => w).join('|')}) (?:antes|anterior|de antes|logo antes)\\b`,
);

/**
 * "daqui uns 15 dias" (a Sunday, closed) then "então o sábado antes": the weekday before the day just talked about,
 * not this week's.
 */
function beforeDayDiscussed(turn: Turn, pref: TTimePref): TTimePref {
  const said = BEFORE_DISCUSSED_RE.exec(normalize(turn.input.messages.join(' ')));
  const st = turn.startState;
  const discussed = st.pref?.date ?? (st.offered ?? []).map((o) => localDateOf(new Date(o.start_at), turn.tz)).sort()[0];
  if (!said || !pref.date || pref.date_to || !discussed) return pref;
  const day = WEEKDAY_WORDS.find(([w]) => new RegExp(`^(?:${w})$`).test(said[1]!))![1];
  let date = addDays(discussed, -1);
  while (weekday(date) !== day) date = addDays(date, -1);
  return date > localDateOf(turn.input.now, turn.tz) ? { ...pref, date } : pref;
}

/** The weekday said, read against the days just offered or talked about. */
export const weekdayInContext = (turn: Turn, pref: TTimePref) =>
  beforeDayDiscussed(turn, pastDayDiscussed(turn, onOfferedWeekday(turn, pref)));
