// "o de sempre", "o mesmo da última vez", "com o mesmo barbeiro de antes": the service and/or the
// professional of the client's last past appointment, then the usual proposal + yes flow.
import type { TBrainService } from '../types.js';
import type { Turn } from './state.js';
import type { TTimePref } from './dates.js';
import { atSameTimeAs } from './same-time.js';
import { matchService } from './match.js';
import { sameAsOwnOnDay } from './same-as-own.js';
import { sameAsJustBooked } from './same-as-just-booked.js';
import { addDays, dateKey, dayOfWeek, toLocal } from '../../../scheduling/tz.js';

/** The same service (and professional) as last time (folded text). */
const SAME_SERVICE = new RegExp(
  [
    /\b((o|pro|para|pelo|do|no) (mesmo )?de (sempre|costume)|(o|a) d[ae] (ultima vez|vez passada|outra vez)|(o|a) mesm[oa] (da|de|que) (ultima vez|antes|sempre|eu fiz|fiz)|o mesmo servico|a mesma coisa|o que (eu )?fiz da ultima vez)\b/
      .source,
    // "igual da última vez", "aquilo que eu fiz da outra vez", "o mesmo de sempre" (not "o mesmo horário de antes").
    /\b(igual|(o|a) mesm[oa](?! (horario|hora|dia|barbeir|profissional|cabeleireir|moc|dentista|dr|pessoa))|(aquilo|o|oq|o q) (que |q )?(eu )?fiz)\b.{0,20}\b(ultima vez|vez passada|outra vez|sempre|costume|antes)\b/
      .source,
  ].join('|'),
);
/** "bora repetir o da última vez", "queria repetir aquela hidratação": the last visit (of the service named) again. */
const REPEAT_RE = /\b(?:repetir|repete|repeti|fazer de novo|fazer outra vez)\b/;
/** "minha fisio de sempre": the named service as the client usually has it (their usual professional and time). */
const HABITUAL = /\b(de sempre|de costume|do costume)\b/;
/** "sexta agora tem meu horário de sempre?": the last visit whole (service, professional and time of day). */
export const USUAL_SLOT = /\b(?:meu|o meu|no meu|o) horario (?:de sempre|de costume|do costume|habitual)\b/;
/** The same professional as last time. */
const PAST_PERIOD = '(?:ultima vez|vez passada|mes passado|semana passada)';
const SAME_PROFESSIONAL = new RegExp(
  String.raw`\b(mesm[oa] (barbeir[oa]|cabeleireir[oa]|profissional|moca|moco|atendente|manicure|pessoa|dentista|doutor[a]?|dr[a]?|cara|menina|menino|rapaz|garot[oa]|mulher|homem|senhor[a]?|moca|guri|guria|mina|fisio|fisioterapeuta|esteticista)|com quem (eu )?(cortei|fiz|fui)|(?:aquele|aquela) (?:barbeir[oa]|cabeleireir[oa]|profissional|moca|moco|cara|menina|rapaz|medic[oa]|doutor[a]?)(?: (?:que|q) me (?:atendeu|cortou|fez|atendia)(?: (?:n?[ao] )?${PAST_PERIOD})?| (?:d[ao] )?${PAST_PERIOD})\b)\b`,
);
/** "com a mesma menina q me atendeu": the professional of a past visit asked for (folded text). */
export const namesPastProfessional = (text: string) => SAME_PROFESSIONAL.test(text);
/** "o mesmo cara que fez meu platinado": the professional of the last visit for that service. */
const WHO_DID_RE = /\b(?:que|q|quem) (?:fez|cortou|atendeu|pintou|fazia|cortava) (?:o |a |meu |minha |o meu |a minha )?(.+)$/;

/**
 * The service the message means by the last visit (null when it names none of it) and the time pref
 * read against that visit ("mesmo dia e horário"); asking for the same professional sets the one of the
 * last visit. `named` is the service the message names, whose last visit counts.
 */
export async function fromHistory(
  turn: Turn,
  text: string,
  pref: TTimePref,
  named: TBrainService | undefined,
): Promise<{ service: TBrainService | null; pref: TTimePref }> {
  const likeOwn = await sameAsOwnOnDay(turn, text);
  if (likeOwn) return likeOwn;
  const forOther = sameAsJustBooked(turn, text, named);
  if (forOther) return { service: forOther, pref };
  const usualSlot = USUAL_SLOT.test(text);
  if (usualSlot) pref = { ...pref, same_time: true };
  const repeat = REPEAT_RE.test(text);
  const sameService = SAME_SERVICE.test(text) || ((usualSlot || repeat) && !named);
  const samePro = SAME_PROFESSIONAL.test(text) || usualSlot;
  const habitual = !!named && (HABITUAL.test(text) || repeat);
  if (!sameService && !samePro && !habitual) return { service: null, pref };
  const list = await turn.input.tools.listAppointments('history');
  const past = list
    .filter((s) => s.status !== 'canceled' && s.start_at.getTime() <= turn.input.now.getTime())
    .sort((a, b) => b.start_at.getTime() - a.start_at.getTime());
  // "…que fez meu platinado": the last visit for that service, when the client had one.
  const did = samePro ? WHO_DID_RE.exec(text) : null;
  const asked = (did ? matchService(did[1]!, turn.input.services)?.service : undefined) ?? named;
  // ("aquele barbeiro que me atendeu mês passado": the visits of that month, not a later one with someone else.)
  const period = past.filter((s) => inPastPeriod(text, s.start_at, turn.input.now, turn.tz));
  const seen = period.length ? period : past;
  const last = (asked && seen.find((s) => s.service_id === asked.id)) || seen[0];
  if (!last) return { service: null, pref };
  const professional = turn.input.professionals?.find((p) => p.calendar_id === last.calendar_id);
  if (professional) turn.state.professional_id = professional.calendar_id;
  // A move reads "mesmo horário" against the appointment it moves, not against the last visit.
  const atLast = turn.state.flow === 'reschedule' ? pref : atSameTimeAs(pref, last.start_at, turn.tz, turn.input.now);
  if (!sameService) return { service: null, pref: atLast };
  return { service: turn.input.services.find((s) => s.id === last.service_id) ?? null, pref: atLast };
}

/** Whether `at` falls in the past month or week the text names ("mês passado", "semana passada"); true when it names none. */
function inPastPeriod(text: string, at: Date, now: Date, tz: string): boolean {
  const day = dateKey(toLocal(tz, at.getTime()));
  const today = toLocal(tz, now.getTime());
  if (/\bmes passado\b/.test(text)) {
    const month = today.m === 1 ? { y: today.y - 1, m: 12 } : { y: today.y, m: today.m - 1 };
    return day.slice(0, 7) === dateKey({ ...month, d: 1 }).slice(0, 7);
  }
  if (/\bsemana passada\b/.test(text)) {
    const start = addDays(today, -dayOfWeek(today) - 7);
    return day >= dateKey(start) && day < dateKey(addDays(start, 7));
  }
  return true;
}
