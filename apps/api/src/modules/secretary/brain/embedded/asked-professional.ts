// The professional the client asked for, said in the replies ("com *Dudu*"), and dropped with a word when they do
// not perform the service asked.
import type { TBrainService } from '../types.js';
import type { Turn } from './state.js';
import { joinNames, performers, theirServices } from './team.js';

const nameOf = (turn: Turn, id: string | null | undefined) => turn.input.professionals?.find((p) => p.calendar_id === id)?.title;
export const withWho = (turn: Turn) => {
  const name = nameOf(turn, turn.state.professional_id);
  return name ? ` com *${name}*` : '';
};

/** A professional asked for who does not perform the service is dropped, and the client told who does. */
export function checkPerformer(turn: Turn, service: TBrainService): string {
  const st = turn.state;
  const team = turn.input.professionals ?? [];
  const able = performers(service.id, team);
  if (!st.professional_id || able.some((p) => p.calendar_id === st.professional_id)) return '';
  const pro = team.find((p) => p.calendar_id === st.professional_id);
  st.professional_id = null;
  const names = able.map((p) => `*${p.title}*`);
  if (!pro) return '';
  const who = names.length === 1 ? `Quem faz é ${names[0]}` : `Quem faz são ${joinNames(names)}`;
  return `${pro.title} não faz *${service.title}*${theirServices(pro, turn.input.services)} 😕. ${who}. `;
}

/**
 * "a carla faz sobrancelha tb? queria fazer junto com o corte": in a visit, a part the professional asked for does not
 * perform goes to whoever does, the client told who; the parts left to anyone stay with the one asked, when theirs
 * (the words to say, or '').
 */
export function visitPerformers(turn: Turn, services: TBrainService[]): string {
  const st = turn.state;
  const team = turn.input.professionals ?? [];
  const asked = (s: TBrainService) => st.visit_pros?.[s.id] || st.professional_id || '';
  const does = (s: TBrainService, id: string) => performers(s.id, team).some((p) => p.calendar_id === id);
  const not = services.filter((s) => asked(s) && !does(s, asked(s)));
  if (!not.length || st.party) return '';
  const pro = team.find((p) => p.calendar_id === asked(not[0]!));
  const told = not.map((s) => ({ s, who: team.find((p) => p.calendar_id === asked(s))?.title ?? '' }));
  st.visit_pros = Object.fromEntries(
    services.map((s) => [s.id, not.includes(s) ? '' : asked(s) || (pro && does(s, pro.calendar_id) ? pro.calendar_id : '')]),
  );
  return told
    .map(({ s, who }) => {
      const names = performers(s.id, team).map((p) => `*${p.title}*`);
      return `${who} não faz *${s.title}* 😕. ${names.length === 1 ? `Quem faz é ${names[0]}` : `Quem faz são ${joinNames(names)}`}.`;
    })
    .join(' ');
}
