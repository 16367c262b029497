// "ops, sábado*** não sexta": a weekday, then "não" and the weekday already on the table (the time proposed, the
// times offered, the day asked before) says the first day instead of that one. Read alone the same words may correct
// a day just said ("terça, não, quarta"): only the day on the table tells the two apart.
import { parseTimePref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { WEEKDAY_WORDS } from './lexicon/weekdays.js';
import type { Turn } from './state.js';
import { dayOfWeek } from './when.js';

const ANY_WEEKDAY = WEEKDAY_WORDS.map(([re]) => re).join('|');
const DAY_NOT_DAY_RE = new RegExp(`\\b(${ANY_WEEKDAY})\\s+(?:e\\s+)?nao\\s+(?:(?:e|eh|era|na|no|a|o|pra|pro)\\s+)?(${ANY_WEEKDAY})\\b`);
const dowOf = (word: string) => WEEKDAY_WORDS.find(([re]) => new RegExp(`^(?:${re})$`).test(word))?.[1];

function dayOnTable(turn: Turn): string | undefined {
  const st = turn.state;
  const at = st.pending?.start_at ?? st.offered?.[0]?.start_at;
  return at ? localDateOf(new Date(at), turn.tz) : (st.pref?.date ?? undefined);
}

/** The day meant when the message puts another weekday in place of the one on the table; `pref` otherwise. */
export function dayInsteadOfTable(turn: Turn, text: string, pref: TTimePref): TTimePref {
  const m = DAY_NOT_DAY_RE.exec(text);
  const table = m && dayOnTable(turn);
  if (!m || !table || pref.date_to) return pref;
  const [first, second] = [dowOf(m[1]!), dowOf(m[2]!)];
  if (first === undefined || first === second || second !== dayOfWeek(table)) return pref;
  const date = parseTimePref(m[1]!, turn.input.now, turn.tz).date;
  return date && date !== pref.date ? { ...pref, date } : pref;
}
