// "quando foi a última vez q eu cortei aí?", "qual foi minha última consulta?": the client's last visit, from
// their own history (the service they name, when they name one), said with its day, time and professional.
import { matchService } from './match.js';
import { speakDateTime, onDay } from './format.js';
import type { Turn } from './state.js';

const LAST_VISIT_RE =
  /\b(?:quando|qual|que dia) (?:foi |que foi |e )?(?:que |q )?(?:eu )?(?:(?:a|o|minha|meu|a minha|o meu) )?(?:\S+ )?(?:pela )?ultim[oa] (?:vez|visita|atendimento|consulta|sessao|corte|horario)\b/;

/** True when the message asked for the client's last visit (then answered here). */
export async function answerLastVisit(turn: Turn, text: string): Promise<boolean> {
  if (!LAST_VISIT_RE.test(text)) return false;
  const now = turn.input.now.getTime();
  const past = (await turn.input.tools.listAppointments('history'))
    .filter((a) => a.status !== 'canceled' && a.start_at.getTime() <= now)
    .sort((a, b) => b.start_at.getTime() - a.start_at.getTime());
  const asked = matchService(text, turn.input.services)?.service;
  const last = (asked && past.find((a) => a.service_id === asked.id)) || past[0];
  if (!last) {
    turn.say('Não encontrei nenhum atendimento seu anterior por aqui. Quer marcar um horário?');
    return true;
  }
  const who = last.professional ? ` com *${last.professional}*` : '';
  turn.say(`Seu último atendimento foi *${last.service_title}*${who} ${onDay(speakDateTime(last.start_at, turn.tz))}.`);
  return true;
}
