// "amanhã eu vou me atrasar uns 10 min na manicure, tem problema?" with no tolerance in the owner's FAQ:
// the appointment is said back as kept (never a booking of the service named, never a cancel), and the
// rule the secretary does not know is not made up.
import type { TTimePref } from './dates.js';
import { localDateOf, speakDateTime } from './format.js';
import type { Turn } from './state.js';

export async function answerLate(turn: Turn, pref: TTimePref, serviceId: string | null): Promise<void> {
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now);
  const fits = mine.filter(
    (a) => (!pref.date || localDateOf(a.start_at, turn.tz) === pref.date) && (!serviceId || a.service_id === serviceId),
  );
  const own = fits.length === 1 ? fits[0] : (mine.find((a) => a.id === turn.state.focus_id) ?? (mine.length === 1 ? mine[0] : undefined));
  // ("tem outro horário hj?" next: the appointment the client is late for is the one talked about.)
  if (own) turn.state.focus_id = own.id;
  // The owner's FAQ on lateness, answered in this same reply, is the rule: nothing to add, nothing to contradict.
  if (turn.input.faqs.some((f) => turn.answered.has(f.id) && /atras|toleran/i.test(f.question))) return;
  const kept = own ? ` Seu horário de *${own.service_title}* continua ${speakDateTime(own.start_at, turn.tz)}.` : '';
  turn.say(`Que bom que avisou! 🙂 Não tenho aqui a regra de tolerância de atraso, então tente chegar no horário.${kept}`);
}
