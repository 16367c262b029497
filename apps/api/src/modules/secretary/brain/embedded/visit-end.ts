// "que horas mais ou menos eu saio de lá?": when the client's visit of that day ends, from its last part's
// start and the service's length (the appointment talked about, else the only day the client has).
import { hasPref } from './dates.js';
import { localDateOf, speakTime } from './format.js';
import { spokenDuration } from './answers.js';
import type { TRead } from './policy.js';
import type { Turn } from './state.js';

const END_RE =
  /\b(?:que horas|qual horario|ate que horas|a que horas)\b[^?]{0,30}?\b(?:saio|sairia|termino|termina|terminaria|acaba|acabo|fico livre|libero|liberad[oa])\b|\b(?:termina|acaba|saio)\b[^?]{0,15}?\bque horas\b/;

export async function answerVisitEnd(turn: Turn, r: TRead): Promise<boolean> {
  if (!END_RE.test(r.text) || turn.state.awaiting || r.it.book || r.it.cancel || r.it.reschedule) return false;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now);
  const day = (a: { start_at: Date }) => localDateOf(a.start_at, turn.tz);
  const focus = mine.find((a) => a.id === turn.state.focus_id);
  const days = [...new Set(mine.map(day))];
  const date = hasPref(r.pref) && r.pref.date ? r.pref.date : focus ? day(focus) : days.length === 1 ? days[0] : undefined;
  const last = mine.filter((a) => day(a) === date).at(-1);
  const service = last && turn.input.services.find((s) => s.id === last.service_id);
  if (!last || !service) return false;
  const end = new Date(last.start_at.getTime() + service.duration_in_minutes * 60_000);
  turn.say(
    `Você deve terminar por volta das ${speakTime(end, turn.tz)} 🙂 (*${service.title}* começa às ${speakTime(last.start_at, turn.tz)} e leva cerca de ${spokenDuration(service.duration_in_minutes)}.)`,
  );
  return true;
}
