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
