// "tenho horário marcado essa semana? se não tiver, marca um corte sexta à tarde": a booking asked on the
// condition that the client has none. With one in the window asked about, the condition fails: the
// question is what remains (their appointments are listed, nothing is booked). With none, the booking is.
import { addDays, parseTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

/** Where the condition starts: "se não tiver (nada / nenhum / horário) (marcado), marca…". */
const IF_NONE_RE = /\bse (?:nao|n) (?:tiver|tem|houver|tiver nada|tiver nenhum)(?: (?:nada|nenhum|horario|agendamento))?(?: marcado)?\b/;
const OWN_QUESTION_RE = /\b(?:tenho|eu tenho|tem algum|tem algo)\b.*\b(?:marcad[oa]|agendad[oa]|horario|agendamento)\b/;

/** The message as the flow should read it once the condition is settled. */
export async function readIfNoneBooked(turn: Turn, message: string): Promise<string> {
  const text = normalize(message);
  const at = text.search(IF_NONE_RE);
  if (at <= 0 || !OWN_QUESTION_RE.test(text.slice(0, at))) return message;
  const question = text.slice(0, at);
  const asked = parseTimePref(question, turn.input.now, turn.tz);
  const from = asked.date ?? localDateOf(turn.input.now, turn.tz);
  // "essa semana" without a range: the next seven days.
  const to = asked.date_to ?? (asked.date ? asked.date : addDays(from, 6));
  const inWindow = (await turn.input.tools.listAppointments('upcoming')).filter((s) => {
    const day = localDateOf(s.start_at, turn.tz);
    return s.status !== 'canceled' && s.start_at > turn.input.now && day >= from && day <= to;
  });
  if (inWindow.length) return question;
  turn.say('Você não tem horário marcado nesse período.');
  return text.slice(at).replace(IF_NONE_RE, '').trim();
}
