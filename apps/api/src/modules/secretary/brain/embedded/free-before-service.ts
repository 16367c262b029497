// "tem horário sexta à tarde com o Dudu?" before any service is named: the free times of that day are
// the answer, then the service is asked (a time is never taken before the service is known). They are
// read for the quickest service the professional does, so a longer one may still need another time.
import type { TBrainProfessional, TBrainService } from '../types.js';
import type { TTimePref } from './dates.js';
import { speakDay, speakTime, onDay } from './format.js';
import { slotsIn } from './slots.js';
import type { Turn } from './state.js';
import { joinNames } from './team.js';
import { asksEarliest, asksLatest } from './intents.js';
import { normalize } from './text.js';

export async function freeBeforeService(
  turn: Turn,
  pro: TBrainProfessional | undefined,
  offered: TBrainService[],
  pref: TTimePref | null | undefined = turn.state.pref,
): Promise<string> {
  // "qual o horário mais cedo amanhã?": the earliest is what the client wants once the service is known too.
  const said = normalize(turn.input.messages.join(' '));
  if (asksEarliest(said)) turn.state.asked_earliest = true;
  if (!pref?.date || pref.date_to || !offered.length) return '';
  const quickest = [...offered].sort((a, b) => a.duration_in_minutes - b.duration_in_minutes)[0]!;
  // ("sexta a tarde, 13h": from the time said on, not the day's first free times.)
  const window = pref.exact_min !== undefined ? { ...pref, from_min: pref.exact_min } : pref;
  const slots = await slotsIn(turn, quickest, pref.date, pref.date, window);
  const who = pro ? ` com *${pro.title}*` : '';
  const all = [...new Set(slots.map((s) => speakTime(s.start_at, turn.tz)))];
  // "qual o último horário de sábado?": the day's last free times, not its first.
  const count = Math.max(1, turn.settings.limit_suggestions_per_period);
  const times = asksLatest(said) ? all.slice(-count) : all.slice(0, count);
  if (!slots.length) return `Nesse período não tenho horário livre${who} 😕. `;
  const day = speakDay(slots[0]!.start_at, turn.tz);
  return `${onDay(day, true)}, tenho livre${who} às ${joinNames(times)}. `;
}
