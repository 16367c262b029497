// "nenhum desses": what the client wants instead of the times just listed. "tem mais tarde?" and
// "mais cedo?" mean the same day, past the last (or before the first) time shown; otherwise the next
// day with free times in the same part of the day.
import type { TBrainService } from '../types.js';
import { addDays, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { minutesOf, pick } from './slot-pick.js';
import { offer, slotsIn } from './slots.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

const LATER_RE = /\b(mais tarde|mais pra tarde|mais pro fim|mais pro final|depois desses?|mais pro fim do dia)\b/;
const EARLIER_RE = /\b(mais cedo|mais pra cedo|antes desses?|mais no comeco)\b/;

/** "e mais tarde, não rola?", "tem mais cedo?" to the times shown: other times that day, asked without a time of their own. */
// ("o mais cedo", "o mais tarde" pick from the list: the first and the last time shown.)
export const asksBeyondShown = (text: string) => {
  const t = text.replace(/\b(?:o|a|do|da|no|na|pelo|pela) mais (?:cedo|tarde)\b/g, ' ');
  return (LATER_RE.test(t) || EARLIER_RE.test(t)) && !/\d/.test(t);
};

export async function offerAfterRefusal(turn: Turn, service: TBrainService, opts: { limit: number; who: string; searchDays: number }) {
  const st = turn.state;
  const tz = turn.tz;
  const shown = st.offered ?? [];
  const first = new Date(shown[0]!.start_at);
  const last = new Date(shown[shown.length - 1]!.start_at);
  const day = localDateOf(last, tz);
  const text = normalize(turn.input.messages.join(' '));
  const shift = LATER_RE.test(text) ? 'later' : EARLIER_RE.test(text) ? 'earlier' : null;
  if (shift) {
    const window: TTimePref =
      shift === 'later' ? { date: day, from_min: minutesOf(last, tz) + 1 } : { date: day, to_min: minutesOf(first, tz) };
    const sameDay = await slotsIn(turn, service, day, day, window);
    if (sameDay.length) {
      st.pref = window;
      return offer(turn, service, pick(sameDay, opts.limit, tz), `${opts.who}Sem problemas! `);
    }
  }
  const nextDay = addDays(day, 1);
  const pref = st.pref ?? null;
  // Past the last time (or before the first) there is nothing that day: the next day, at any time of it.
  const window: TTimePref = pref && !shift ? { ...pref, date: nextDay } : { date: nextDay };
  delete window.date_to;
  delete window.exact_min;
  const slots = await slotsIn(turn, service, nextDay, addDays(nextDay, opts.searchDays), window);
  if (!slots.length) return void turn.say('Não encontrei outros horários livres nos próximos dias 😕. Quer que eu chame alguém da equipe?');
  const nextShown = pick(slots, opts.limit, tz);
  // The day the times shown are on (Sunday closed, so Tuesday): "10h fechado" next means that day.
  st.pref = { ...window, date: localDateOf(nextShown[0]!.start_at, tz) };
  const intro = shift ? `Nesse dia não tenho ${shift === 'later' ? 'nada mais tarde' : 'nada mais cedo'} 😕. ` : 'Sem problemas! ';
  return offer(turn, service, nextShown, `${opts.who}${intro}`);
}
