// How a visit's plan is said: one day and its parts in order ("Consigo tudo seguido no sábado…"), a party with
// whose each part is, or requests on different days each with its own day.
import type { TBrainService } from '../types.js';
import { localDateOf, speakDateTime, speakDay, speakTime, onDay } from './format.js';
import type { TVisitItem, Turn } from './state.js';
import { relationPhrase } from './people.js';

export function planText(turn: Turn, services: TBrainService[], plan: TVisitItem[], done = false): string {
  const title = (id: string) => services.find((s) => s.id === id)?.title ?? 'Atendimento';
  const who = (id: string) => turn.input.professionals?.find((p) => p.calendar_id === id)?.title ?? 'a equipe';
  const day = speakDay(new Date(plan[0]!.start_at), turn.tz);
  const at = (p: TVisitItem) => `às ${speakTime(new Date(p.start_at), turn.tz)} com *${who(p.calendar_id)}*`;
  // Requests on different days ("manicure na quinta às 10h e escova no sábado às 9h"): each with its own day.
  if (new Set(plan.map((p) => localDateOf(new Date(p.start_at), turn.tz))).size > 1) {
    const parts = plan
      .map((p) => {
        const when = speakDateTime(new Date(p.start_at), turn.tz);
        return `*${title(p.service_id)}* ${onDay(when)} com *${who(p.calendar_id)}*`;
      })
      .join(' e ');
    return done ? `Prontinho! ✅ Ficou agendado: ${parts}.` : `Consigo: ${parts}. Posso confirmar?`;
  }
  if (plan.some((p) => p.display_name !== undefined)) {
    // A party: each part says whose it is.
    // ("para sua irmã" while the name is not known, "para *Bruna*" once it is.)
    const whose = (p: TVisitItem) =>
      p.display_name
        ? relationPhrase(p.display_name)
          ? `para ${relationPhrase(p.display_name)}`
          : `para *${p.display_name}*`
        : 'para você';
    const parts = plan.map((p) => `*${title(p.service_id)}* ${whose(p)} ${at(p)}`).join(' e ');
    return done ? `Prontinho! ✅ Ficou agendado ${onDay(day)}: ${parts}.` : `Consigo ${onDay(day)}: ${parts}. Posso confirmar?`;
  }
  const parts = plan.map((p, i) => `${i ? 'em seguida ' : ''}*${title(p.service_id)}* ${at(p)}`).join(', ');
  // One service left (the others already booked): nothing follows anything.
  const several = plan.length > 1;
  return done
    ? `Prontinho! ✅ Ficou ${several ? 'tudo ' : ''}agendado ${onDay(day)}: ${parts}.`
    : `Consigo${several ? ' tudo seguido' : ''} ${onDay(day)}: ${parts}. Posso confirmar?`;
}
