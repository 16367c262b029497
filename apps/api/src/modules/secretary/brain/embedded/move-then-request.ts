// "preciso passar minha nutri de quarta pra quinta, mesmo horário. E queria marcar consulta com a Dra Fernanda na
// quinta tbm": a move and then another request. Read as one, the professional of the second request was taken for
// the move ("Dra. Fernanda não faz Consulta nutricional") and the booking was lost. The move is read alone; the
// rest waits in the dialogue state, like a request behind a cancel (then-requests.ts): shown beside the move's
// proposal when it can be (queued-requests.ts), and taken up once the move is written, in the same reply.
import { asksToMove } from '../../consent.js';
import { detectIntents } from './intents.js';
import { MOVE_VERB_RE } from './lexicon/move-verbs.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { INSTEAD_OF } from './switch-reading.js';
import { normalize } from './text.js';
import { splitAfter, takeUpQueued } from './then-requests.js';

const ANCHOR_RE = /\b(?:logo |bem |ja )?(?:depois|antes|apos|em seguida) d[aoe]s?\b/;
const OTHER_VERB_RE = /\b(?:cancel\w*|desmarc\w*|remarc\w*|passa\w*|mud\w*)\b/;

/** The move part of the message, the other request after it queued; the whole message when it asks one thing. */
export function queueAfterMove(turn: Turn, message: string): string {
  const st = turn.state;
  if (st.flow === 'reschedule' || st.then || !turn.canSchedule()) return message;
  const split = splitAfter(message, MOVE_VERB_RE);
  // ("na verdade muda, em vez de barba quero um corte": one switch of service, no move and a request after it.)
  if (!split || !asksToMove(split.first) || INSTEAD_OF.some((w) => normalize(split.first).includes(w))) return message;
  const rest = normalize(split.rest);
  const it = detectIntents(rest);
  const services = turn.input.services;
  // "…consulta com a Dra Fernanda, logo depois da nutri": the service after "depois da" is where it goes, not what.
  const asked = matchService(rest.split(ANCHOR_RE)[0]!, services)?.service;
  // Another service booked after it; the move's own service said again ("…e quero de manhã") is the same request.
  if (
    !(it.book || it.weakBook) ||
    OTHER_VERB_RE.test(rest) ||
    !asked ||
    asked.id === matchService(normalize(split.first), services)?.service.id
  )
    return message;
  st.then = split.rest;
  st.then_slots = null; // shown beside the move's proposal (queued-requests.ts)
  return split.first;
}

/** After the move was read: written now (the client's yes), the queued request is read next, in this reply. */
export function takeUpAfterMove(turn: Turn): void {
  if (!turn.state.then || turn.state.flow === 'cancel') return;
  if (!turn.actions.some((a) => a.type === 'reschedule')) return;
  // (Queued by this very message: what it said beside the move is the move's, nothing to add to the request.)
  const said = turn.input.messages.join(' ');
  takeUpQueued(turn, said.includes(turn.state.then) ? '' : said);
}
