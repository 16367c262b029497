// "mesmo horário": a time pref read against a reference appointment (the one being moved, the time
// proposed, the client's own appointment that day, or the client's last visit when they book "a fisio de
// sempre, mesmo dia e horário").
import { addDays, type TTimePref } from './dates.js';
import { localDateOf, speakTime } from './format.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { minutesOf } from './slot-pick.js';
import { AFTER_ME_RE } from './visit-anchor.js';
import { mentionedServices } from './match.js';
import { saysDateOutright } from './when.js';
import { namedSameTimeReference } from './same-time-as-named.js';
import { weekdayInContext } from './offered-weekday.js';

/** "no mesmo horário que eu", "…que o meu", "…do meu": the client's own appointment is the reference. */
const SAME_AS_MINE_RE = /\bmesmo horario (?:que (?:eu|o meu|a minha|o seu)|do meu|da minha)\b/;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The pref with the reference's own time (when none was said) and its weekday inside a range. */
export function atSameTimeAs(pref: TTimePref, reference: Date, tz: string, now?: Date): TTimePref {
  const out: TTimePref = { ...pref };
  // "minha hidratação de sempre, msm dia e horário" (the last one a Tuesday): the next of that weekday.
  if (now && pref.same_day && !pref.date && reference < now) {
    let day = localDateOf(now, tz);
    while (weekday(day) !== weekday(localDateOf(reference, tz))) day = addDays(day, 1);
    out.date = day;
    delete out.same_day;
  }
  if (!pref.same_time) return out;
  if (pref.exact_min === undefined) {
    const [h, m] = speakTime(reference, tz).split(':');
    const own = Number(h) * 60 + Number(m);
    // "…no mesmo horário, ou não, pera… sexta de manhã": a part of the day said that leaves the own time out wins.
    if ((pref.from_min !== undefined && own < pref.from_min) || (pref.to_min !== undefined && own >= pref.to_min)) {
      delete out.same_time;
      return out;
    }
    out.exact_min = own;
    delete out.from_min;
    delete out.to_min;
  }
  if (pref.date && pref.date_to) {
    const own = weekday(localDateOf(reference, tz));
    for (let d = pref.date; d <= pref.date_to; d = addDays(d, 1))
      if (weekday(d) === own) {
        out.date = d;
        delete out.date_to;
      }
  }
  return out;
}

/**
 * The pref of a booking message read against what "mesmo horário" refers to: the time proposed (while
 * booking: "opa errei, é sábado, msm horário"), the appointment being moved, else the client's one appointment on the day said
 * ("além da minha escova de sábado, uma manicure pra minha mãe no mesmo horário").
 */
export async function atSameTimeAsSaid(turn: Turn, asSaid: TTimePref): Promise<TTimePref> {
  const st = turn.state;
  // ("quarta às dez" after Wednesday 11/03 was offered: that Wednesday, before anything is read against it; "e no
  // outro sábado?" after this one: the next.)
  const said = weekdayInContext(turn, asSaid);
  // "e a de terça sai da agenda, né?" while its move to Wednesday is proposed: the appointment's own day, with
  // no time, names the appointment being moved, not a new day for it.
  const own = st.flow === 'reschedule' && st.pending && st.target ? localDateOf(new Date(st.target.start_at), turn.tz) : null;
  const window = said.exact_min !== undefined || said.from_min !== undefined || said.to_min !== undefined;
  // "e a de terça sai da agenda, né?": "a de terça" names the appointment even with other words around it.
  const namesIt =
    own &&
    said.date === own &&
    /\b(?:a|o) d[eo] (?:segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje|amanha)\b/.test(normalize(turn.input.messages.join(' ')));
  const pref = own && said.date === own && !said.date_to && (!window || namesIt) ? {} : said;
  // "quero passar pra tarde" answering "para qual dia e horário?": the afternoon of the appointment's own day.
  if (st.flow === 'reschedule' && st.awaiting === 'time' && st.target && !pref.date && window && pref.exact_min === undefined)
    return { ...pref, date: localDateOf(new Date(st.target.start_at), turn.tz) };
  if (st.pending && st.flow === 'book') return atSameTimeAs(pref, new Date(st.pending.start_at), turn.tz);
  // "terça fica ruim, tem na quarta no msm horário?" to the one time offered ("tenho livre às 09:00… Pode ser?"): that time.
  const one = st.flow === 'book' && st.awaiting === 'slot' && st.offered?.length === 1 ? st.offered[0]! : null;
  if (one) return atSameTimeAs(pref, new Date(one.start_at), turn.tz);
  // "sábado no mesmo horário tem?" answering "para qual dia e horário?" of a move: the appointment's own time.
  if (st.flow === 'reschedule' && st.awaiting === 'time' && st.target && !st.pending)
    return atSameTimeAs(pref, new Date(st.target.start_at), turn.tz);
  if (AFTER_ME_RE.test(normalize(turn.input.messages.join(' '))) && !pref.date && st.flow !== 'reschedule') {
    const after = await afterOwn(turn);
    if (after) return { ...pref, ...after };
  }
  if (!pref.same_time || pref.exact_min !== undefined || pref.date_to || st.flow === 'reschedule') return pref;
  const named = await namedSameTimeReference(turn);
  if (named) return atSameTimeAs(pref, named.start_at, turn.tz);
  // "meu amigo também quer cortar no mesmo horário que eu": no day said, the day and time of the client's own.
  const asMine = !pref.date && SAME_AS_MINE_RE.test(normalize(turn.input.messages.join(' ')));
  if (!pref.date && !asMine) return pref;
  const upcoming = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) => a.status !== 'canceled' && a.start_at > turn.input.now,
  );
  if (asMine) {
    // ("…no mesmo horário do meu corte" while the client's own visit is still proposed: that part of it.)
    const said = normalize(turn.input.messages.join(' '));
    const proposed = (st.awaiting === 'confirm_visit' ? (st.visit ?? []) : []).filter((v) => !v.display_name);
    const part = proposed.find((v) => mentionedServices(said, turn.input.services).some((s) => s.id === v.service_id)) ?? proposed[0];
    const ref =
      (part ? { start_at: new Date(part.start_at) } : undefined) ??
      upcoming.find((a) => a.id === st.focus_id) ??
      (upcoming.length === 1 ? upcoming[0] : undefined);
    return ref ? atSameTimeAs({ ...pref, date: localDateOf(ref.start_at, turn.tz) }, ref.start_at, turn.tz) : pref;
  }
  const mine = upcoming.filter((a) => localDateOf(a.start_at, turn.tz) === pref.date);
  if (mine.length === 1) return atSameTimeAs(pref, mine[0]!.start_at, turn.tz);
  // "e sexta, teria no mesmo horário?" after booking Thursday 9h: the time of the appointment just talked about.
  // ("mais uma no sábado dia 14, mesmo horário das outras": several, all at one time of day, name that time too.)
  const oneClock = upcoming.every((a) => minutesOf(a.start_at, turn.tz) === minutesOf(upcoming[0]!.start_at, turn.tz));
  const spoken = mine.length
    ? undefined
    : (upcoming.find((a) => a.id === st.focus_id) ?? (upcoming.length === 1 || oneClock ? upcoming[0] : undefined));
  if (!spoken) return pref;
  // "o doutor pediu 2 sessões por semana. tem na sexta no mesmo horário?" about next Wednesday's session: the
  // Friday of that week, not this week's (a weekday said alone, never "essa sexta" or "dia 6").
  const ref = localDateOf(spoken.start_at, turn.tz);
  const bare = !saysDateOutright(normalize(turn.input.messages.join(' ')));
  let date = pref.date ?? ref;
  while (bare && date < ref) date = addDays(date, 7);
  return atSameTimeAs({ ...pref, date }, spoken.start_at, turn.tz);
}

/**
 * "queria levar meu filho tb… dá pra encaixar ele logo dps de mim?": right after the client's own appointment
 * (the one just talked about, else the only one), on its day.
 */
async function afterOwn(turn: Turn): Promise<TTimePref | null> {
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now);
  // ("meu marido quer consultar com o Dr. Ricardo, logo depois da minha": of two, the one with him.)
  const withPro = mine.filter((a) => a.calendar_id === turn.state.professional_id);
  const own =
    mine.find((a) => a.id === turn.state.focus_id) ?? (mine.length === 1 ? mine[0] : withPro.length === 1 ? withPro[0] : undefined);
  if (!own) return null;
  const minutes = turn.input.services.find((s) => s.id === own.service_id)?.duration_in_minutes ?? 30;
  const end = minutesOf(own.start_at, turn.tz) + minutes;
  return { date: localDateOf(own.start_at, turn.tz), from_min: end, to_min: end + 30 };
}
