// "o corte de quinta", "minha escova de sábado": a day said to name an appointment the client has.
// On a Thursday, "quinta" reads as today, yet the client who has nothing today and a corte next
// Thursday means that one: a day naming an appointment also matches the same weekday a week on.
import { USUAL_SLOT } from './history.js';
import { toRef, type TScheduleRef, type Turn } from './state.js';
import { addDays, hasPref, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import { asksAboutOwn } from './own-asked.js';
import { RELATIONS } from './lexicon/people.js';
import { minutesOf } from './slot-pick.js';
import { localDateOf } from './format.js';

/** The client's appointments still to come, canceled ones left out. */
export async function upcoming(turn: Turn): Promise<TScheduleRef[]> {
  const list = await turn.input.tools.listAppointments('upcoming');
  return list.filter((s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime()).map(toRef);
}

/** The appointments on `date`, else on the same weekday a week later; empty when neither has one. */
export function ownOnDay<T extends Pick<TScheduleRef, 'start_at'>>(list: T[], date: string, tz: string): T[] {
  const on = (d: string) => list.filter((s) => localDateOf(new Date(s.start_at), tz) === d);
  const exact = on(date);
  return exact.length ? exact : on(addDays(date, 7));
}

/** "e o de sábado é q horas?", "o do dia 14 é só barba né?", "fica só esse das 16h né?": an appointment named by its
 * day or hour alone, the noun left out, as people do for what they already have. */
const ELIDED_OWN_RE =
  /\b(?:o|a|esse|essa|aquele|aquela) d(?:o|a|e|as|os) (?:dia \d{1,2}|segunda|terca|quarta|quinta|sexta|sabado|hoje|amanha|\d{1,2} ?(?:h|hs|horas)\b)/;
/** Asked, or checked ("né", "mesmo", "certo"), not requested. */
const CHECKED_RE = /\?|\b(?:ne|neh|mesmo|msm|memo|certo)\b/;
/** Words that ask for something new ("queria marcar uma manicure pra minha mãe"), never a check of what is held. */
const REQUEST_RE = new RegExp(
  `\\b(?:queria|quero|quer|gostaria|marcar|marca|agendar|agenda|preciso|precisava|levar|encaixar|encaixa|colocar|coloca|botar|bota|da pra|tem como|(?:meu|minha|pro meu|pra minha|para meu|para minha) (?:${RELATIONS.join('|')}))\\b`,
);
const MINE_RE = /\b(?:minha|meu)\b/;
/** "…é dia 12 msm ne? q horas": the day said back, or its time asked (never "dá pra fazer junto com meu corte de sábado?"). */
const SAID_BACK_RE = /\b(?:mesmo|msm|memo)\b|\b(?:q|que|qual) (?:horas?|horario)\b/;
const SAME_DAY_ASKED_RE = /\b(q|que) (dia|horas) (mesmo|msm|memo)\b/;
/** "e é que dia e hora?" right after one of the client's appointments was spoken of: when that one is. */
const WHEN_ASKED_RE = /\b(?:q|que|qual) (?:dia|hora|horas|horario)(?: e (?:q |que )?(?:dia|hora|horas|horario))?\s*\?/;

/** Whether the client asks about an appointment they have by its day or hour; never while we wait for an answer. */
async function asksOwnByDay(turn: Turn, text: string, pref: TTimePref, requests: boolean): Promise<boolean> {
  if (turn.state.awaiting) return false;
  if (SAME_DAY_ASKED_RE.test(text)) return true;
  if (turn.state.focus_id && !requests && WHEN_ASKED_RE.test(text) && (await upcoming(turn)).some((s) => s.id === turn.state.focus_id))
    return true;
  // "minha nutri é dia 12 msm ne? q horas": "minha" with a day the client holds an appointment on, checked.
  const checksWhen = MINE_RE.test(text) && SAID_BACK_RE.test(text);
  if (!requests && checksWhen && pref.date && CHECKED_RE.test(text) && ownOnDay(await upcoming(turn), pref.date, turn.tz).length)
    return true;
  // "então fica sexta dia 13 às 10h30 né?": the day and the time of one the client holds, checked.
  // (Never beside a request: "queria uma manicure pra minha mãe no mesmo horário" books another.)
  const both = !requests && !!pref.date && pref.exact_min !== undefined;
  if (!(ELIDED_OWN_RE.test(text) || both) || !CHECKED_RE.test(text) || (!pref.date && pref.exact_min === undefined)) return false;
  const mine = await upcoming(turn);
  const onDay = pref.date ? ownOnDay(mine, pref.date, turn.tz) : mine;
  return onDay.some((s) => pref.exact_min === undefined || minutesOf(new Date(s.start_at), turn.tz) === pref.exact_min);
}

/** "meus horários?", or a service and a day said of what the client has ("a minha escova de sábado é q horas?"). */
export async function asksAboutOwnAppointment(turn: Turn, text: string, pref: TTimePref, it: TIntents, service: boolean) {
  // ("vou chegar umas 10h25, segura meu horário?": lateness asked, answered as such.)
  if (it.late) return false;
  // ("sexta agora tem meu horário de sempre?": the usual visit asked for again, not the appointments on record.)
  if (USUAL_SLOT.test(text)) return false;
  if (await asksOwnByDay(turn, text, pref, REQUEST_RE.test(text))) return true;
  return it.myAppointments && (!(service && hasPref(pref)) || asksAboutOwn(text));
}
