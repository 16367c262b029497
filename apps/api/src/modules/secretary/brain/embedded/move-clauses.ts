// "a barba de quarta passa pra quinta mesmo horário, e o platinado de sábado pode ser às 15h em vez das 13h?": two
// of the client's appointments, each moved in its own clause with its own new time. Read as one, the first one got
// the second one's day and time. Each clause becomes its own message (the words before them, and the move verb said
// once, go with both), so two-moves.ts moves the first now and queues the second beside it.
import type { TBrainSchedule, TBrainService } from '../types.js';
import { asksToMove } from '../../consent.js';
import { mentionedServices } from './match.js';
import { normalize } from './text.js';
import { withoutKeptClauses } from './kept-clauses.js';
import { MOVE_VERB_RE } from './lexicon/move-verbs.js';

const ASKS_MOVE_RE = new RegExp(`${MOVE_VERB_RE.source}|\\b(?:pode ser|podia ser|poderia ser|em vez d|ao inves d)`);

/** Clause ends: a stop or a comma (with the "e" after it), or "e" right before an article that opens another clause. */
const CLAUSE_END_RE = /[,;.!?]+\s*(?:e\s+)?|\s+e\s+(?=(?:o|a|os|as|meu|minha|meus|minhas)\s)/giu;

/** The one held service a clause names, if it names exactly one. */
function heldIn(clause: string, mine: TBrainSchedule[], services: TBrainService[]): string | null {
  const held = mentionedServices(normalize(clause), services).filter((s) => mine.some((a) => a.service_id === s.id));
  return held.length === 1 ? held[0]!.id : null;
}

export function splitMoveClauses(written: string, mine: TBrainSchedule[], services: TBrainService[]): [string, string] | null {
  const message = withoutKeptClauses(written);
  const clauses = message.split(CLAUSE_END_RE).filter((c) => c.trim());
  const named = clauses.map((c) => heldIn(c, mine, services));
  const at = named.flatMap((id, i) => (id ? [i] : []));
  if (at.length !== 2 || named[at[0]!] === named[at[1]!]) return null;
  const [first, second] = [clauses.slice(at[0]!, at[1]!).join(', '), clauses.slice(at[1]!).join(', ')];
  // Each clause must ask its own move ("passa pra quinta", "pode ser às 15h"): one that names where the client already
  // goes ("aproveito q já vou na nutri de manhã") or what stays asks none.
  if (![first, second].every((c) => ASKS_MOVE_RE.test(normalize(c)))) return null;
  const lead = clauses.slice(0, at[0]!).join(', ');
  const asMove = (clause: string) => (asksToMove(clause) ? clause : `remarca ${clause}`);
  const said = (clause: string) => `${lead ? `${lead}, ` : ''}${asMove(clause)}`.trim();
  return [said(first), said(second)];
}
