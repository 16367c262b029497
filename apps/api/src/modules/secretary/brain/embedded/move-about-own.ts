// Whether a message speaks of the client's own appointments, and which one a move clause names: "sábado eu tenho
// unha e escova, a escova dá pra passar pras 11h?" moves one of them, never books a new visit.
import type { TBrainService } from '../types.js';
import { asksToMove } from '../../consent.js';
import type { TIntents } from './intents.js';
import { matchService } from './match.js';
import { normalize } from './text.js';
import { EARLIER_LATER_RE } from './reschedule-split.js';

/**
 * "minha consulta é terça q horas msm?" asks about the client's own appointments, and "sábado eu tenho unha e
 * escova, a escova dá pra passar pras 11h?" moves one: neither is a new visit.
 */
// ("sábado eu tenho escova e unha de manhã… queria deixar a escova mais pra tarde": one of them later, too.)
export const aboutOwn = (it: TIntents, original: string) =>
  (it.myAppointments && !it.book) ||
  ((asksToMove(original) || EARLIER_LATER_RE.test(normalize(original))) &&
    (/\b(tenho|meu|minha|marquei)\b/.test(normalize(original)) || FROM_DAY_TO_RE.test(normalize(original))));

/** "preciso mudar a mão e o pé de sexta pra sábado": moved from the day they are on, so the client's own. */
const FROM_DAY_TO_RE =
  /\b(?:mud|pass|troc|remarc|jog|reagend)\w*\b.{0,40}?\bd[eao] (?:segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje|amanha|dia \d{1,2})\b.{0,20}?\b(?:pra|para|pro)\b/;

/**
 * "sábado eu tenho corte e barba, a barba dá pra passar pras 11h?": the service named in the one clause
 * that asks for the move (null when no single clause does, or it names none).
 */
export function serviceOfMoveClause(message: string, services: TBrainService[]): TBrainService | null {
  const moving = message.split(/(?<=[,;.!?])\s+/).filter((c) => asksToMove(c));
  return moving.length === 1 ? (matchService(normalize(moving[0]!), services)?.service ?? null) : null;
}
