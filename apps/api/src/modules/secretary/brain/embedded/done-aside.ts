// "queria marcar pé e mão pra sábado e saber se vcs fazem design de sobrancelha tbm": beside a booking, a service only
// asked about (is it done here?) is answered and is not part of the booking. Read as one, it was booked with the rest.
import type { TBrainService } from '../types.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { fold } from './text.js';
import { blank } from './corrected-services.js';

// (Joined to the request: "…e saber se", "…e vcs fazem"; "trato nesse cabelo kkkk vcs fazem hidratação?" asks it.)
const DONE_ASIDE_RE =
  /\b(?:saber (?:tb |tbm |tambem )?se |sera que |e )(?:voces|vcs|vc|voce|ces|ai) (?:fazem|faz|tem|trabalham com|atendem)\s+(?:o |a |os |as )?(?!(?:horarios?|vagas?|hora|agenda|disponib\w*|como|tempo)\b)[a-z]+(?:\s+d[eoa]s?\s+[a-z]+)*/;

/** The service a part only asks about, when a service to book was named before it. */
function askedAside(part: string, before: string, services: TBrainService[]): TBrainService | null {
  const m = DONE_ASIDE_RE.exec(fold(part));
  if (!m || !matchService(fold(before), services)) return null;
  return matchService(m[0], services)?.service ?? null;
}

/** Answers a part of the message that only asks whether a service is done here (and drops it). */
export function answerDoneAside(turn: Turn, part: string, before: Array<{ text: string }>): boolean {
  const service = askedAside(part, before.map((p) => p.text).join(' '), turn.input.services);
  if (!service) return false;
  turn.act({ type: 'list_services' });
  turn.say(`Fazemos *${service.title}* sim 🙂 Se quiser, é só me pedir depois.`);
  return true;
}

/** The message with such a part blanked (its length kept), for what reads the services asked for. */
export function withoutDoneAside(text: string, services: TBrainService[]): string {
  const m = DONE_ASIDE_RE.exec(fold(text));
  if (!m || !askedAside(text.slice(m.index), text.slice(0, m.index), services)) return text;
  return text.slice(0, m.index) + blank(m[0]) + text.slice(m.index + m[0].length);
}
