// "o de sempre", "o mesmo da última vez", "com o mesmo barbeiro de antes": the service and/or the
// professional of the client's last past appointment, then the usual proposal + yes flow.
import type { TBrainService } from '../types.js';
import type { Turn } from './state.js';
import { matchService } from './match.js';

/** The same service (and professional) as last time (folded text). */
const SAME_SERVICE =
  /\b((o|pro|para|pelo|do|no) (mesmo )?de (sempre|costume)|(o|a) mesm[oa] (da|de|que) (ultima vez|antes|sempre|eu fiz|fiz)|o mesmo servico|a mesma coisa|o que (eu )?fiz da ultima vez)\b/;
/** The same professional as last time. */
const SAME_PROFESSIONAL =
  /\b(mesm[oa] (barbeir[oa]|cabeleireir[oa]|profissional|moca|moco|atendente|manicure|pessoa|dentista|doutor[a]?|dr[a]?|cara|menina|menino|rapaz|garot[oa]|mulher|homem|senhor[a]?|moca|guri|guria|mina|fisio|fisioterapeuta|esteticista)|com quem (eu )?(cortei|fiz|fui))\b/;
/** "o mesmo cara que fez meu platinado": the professional of the last visit for that service. */
const WHO_DID_RE = /\b(?:que|q|quem) (?:fez|cortou|atendeu|pintou|fazia|cortava) (?:o |a |meu |minha |o meu |a minha )?(.+)$/;

/**
 * The service the message means by the last visit (null when it names none of it); asking for the
 * same professional sets the one of the last visit.
 */
export async function fromHistory(turn: Turn, text: string): Promise<TBrainService | null> {
  const sameService = SAME_SERVICE.test(text);
  const samePro = SAME_PROFESSIONAL.test(text);
  if (!sameService && !samePro) return null;
  const list = await turn.input.tools.listAppointments('history');
  const past = list
    .filter((s) => s.status !== 'canceled' && s.start_at.getTime() <= turn.input.now.getTime())
    .sort((a, b) => b.start_at.getTime() - a.start_at.getTime());
  // "…que fez meu platinado": the last visit for that service, when the client had one.
  const did = samePro ? WHO_DID_RE.exec(text) : null;
  const named = did ? matchService(did[1]!, turn.input.services)?.service : undefined;
  const last = (named && past.find((s) => s.service_id === named.id)) || past[0];
  if (!last) return null;
  const professional = turn.input.professionals?.find((p) => p.calendar_id === last.calendar_id);
  if ((samePro || sameService) && professional) turn.state.professional_id = professional.calendar_id;
  if (!sameService) return null;
  return turn.input.services.find((s) => s.id === last.service_id) ?? null;
}
