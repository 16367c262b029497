// "quarta às dez tá bom pode marcar" after "na quarta-feira, 11/03, tenho livre às 10:00": a weekday said alone
// is the day just offered or proposed on that weekday, not this week's.
import type { TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { saysDateOutright } from './when.js';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function onOfferedWeekday(turn: Turn, pref: TTimePref): TTimePref {
  if (!pref.date || pref.date_to || saysDateOutright(normalize(turn.input.messages.join(' ')))) return pref;
  const st = turn.state;
  const shown = [...(st.offered ?? []), ...(st.pending ? [st.pending] : [])];
  const days = new Set(shown.map((s) => localDateOf(new Date(s.start_at), turn.tz)));
  const later = [...days].filter((d) => d > pref.date! && weekday(d) === weekday(pref.date!));
  return later.length === 1 ? { ...pref, date: later[0]! } : pref;
}
