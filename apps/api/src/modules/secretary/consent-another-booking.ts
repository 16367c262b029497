// Another appointment asked, or the one held kept: the move talked about before is no longer the goal (consent.ts
// goalAfter).
import { fold } from './consent-mentions.js';

/**
 * "queria marcar mais uma sessão pra terça", "aproveitar e fazer escova", "mantém hoje msm": the move talked
 * about before is no longer what the client is after (another appointment is asked, or the one they have kept).
 */
const ANOTHER_BOOKING_RE =
  /(^|\s)(marc\w*|agend\w*|quero|queria|gostaria)\s(?:\S+\s){0,2}?(mais uma?|outr[oa]) (sessao|consulta|vez|horario|atendimento|aula|corte)(?=\s|$)/;

/** "quero aproveitar e fazer escova depois do corte": a service added, no move. */
const ADD_ON_RE = /(^|\s)aproveit\w* (?:e|pra|para) (?:fazer|marcar|agendar|colocar|encaixar)(?=\s|$)/;
/** "mantém hoje msm", "vamos manter", "deixa do jeito que tá": the appointment stays where it is. */
const KEEPS_RE =
  /(^|\s)(?:mant(?:em|enha|er|emos)|(?:vou|vamos|pode|quero) manter|deixa (?:do jeito (?:que )?(?:ta|esta)|como (?:ta|esta)))(?=\s|$)/;

export function asksAnotherBooking(message: string): boolean {
  return asksOneMore(message) || KEEPS_RE.test(fold(message));
}

/** "queria marcar mais uma sessão", "aproveitar e fazer escova": one more appointment asked (no keep). */
export function asksOneMore(message: string): boolean {
  const t = fold(message);
  return ANOTHER_BOOKING_RE.test(t) || ADD_ON_RE.test(t);
}
