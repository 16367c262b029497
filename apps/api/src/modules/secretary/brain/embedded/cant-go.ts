// "amanhã não vou conseguir ir de manhã": the client can't make the appointment's time, not the day. A
// receptionist offers another time first and cancels only when asked; a plain can't-go still proposes the cancel.
import { speakDateTime } from './format.js';
import type { TTimePref } from './dates.js';
import type { TScheduleRef, Turn } from './state.js';
import { normalize } from './text.js';
import { CANT_GO_RE } from './reschedule-split.js';

/** The client's own word for cancelling: then it is a cancel, whatever else is said. */
const SAYS_CANCEL_RE = /\b(cancel\w*|desmarc\w*|desist\w*)\b/;

/** A can't-go limited to a time or part of the day ("de manhã", "às 11", "nesse horário"), with no cancel word. */
export function cantGoAtThatTime(turn: Turn, pref: TTimePref): boolean {
  const text = normalize(turn.input.messages.join(' '));
  if (!CANT_GO_RE.test(text) || SAYS_CANCEL_RE.test(text)) return false;
  const timed = pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined;
  return timed || /\b(nesse|neste|nesse mesmo|no) horario\b|\bcedo\b/.test(text);
}

/** Asks for another time for the appointment, the cancel left as the client's own choice. */
export function offerAnotherTime(turn: Turn, target: TScheduleRef): void {
  const st = turn.state;
  st.flow = 'reschedule';
  st.target = target;
  st.service_id = target.service_id;
  if (!st.professional_id && target.calendar_id) st.professional_id = target.calendar_id;
  st.pref = null;
  st.offered = [];
  st.awaiting = 'time';
  turn.say(
    `Sem problemas! Seu horário de *${target.service_title}* está marcado para ${speakDateTime(new Date(target.start_at), turn.tz)}. ` +
      'Quer passar para outro horário? É só me dizer o dia e a hora que eu vejo aqui. Se preferir cancelar, me avise que eu cancelo.',
  );
}
