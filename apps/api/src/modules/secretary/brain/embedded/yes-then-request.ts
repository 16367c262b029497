// "Fechado. E aproveita e marca uma para mim também, logo depois dela, com a Dra. Fernanda.": a yes to what is on
// the table, then another request. Read whole, the second request's professional and "logo depois" were taken for a
// change of the first, which was then neither written nor answered. The yes is read alone; the rest right after it,
// in the same reply, as the next request (which needs its own yes: then-requests.ts queuedMessage).
// "A fisio pode trocar sim. A nutri pode ser na terça também, depois da fisio.": a yes to a move with a request
// queued behind it (move-then-request.ts); the rest says more of that request, which is taken up with it.
// A person asked for after the yes ("sim cancela. e quero falar com a dona") is called once the yes is done.
import { agreementOf, asksToMove, type TAction } from '../../consent.js';
import { hasPref, parseTimePref } from './dates.js';
import { upcoming } from './own-day.js';
import { detectIntents } from './intents.js';
import { ADDS_RE } from './lexicon/also-words.js';
import { matchService } from './match.js';
import { minutesOf } from './slot-pick.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

/** The one time the client is answering (the proposal, or the one time offered) and what it does. */
function onTable(turn: Turn): { start_at: string; action: TAction } | null {
  const st = turn.state;
  if (st.awaiting === 'confirm_booking' && st.pending)
    return { start_at: st.pending.start_at, action: st.flow === 'reschedule' ? 'move' : 'book' };
  if (st.awaiting === 'slot' && st.offered?.length === 1 && st.flow === 'book')
    return { start_at: st.offered[0]!.start_at, action: 'book' };
  if (st.awaiting === 'confirm_cancel' && st.target) return { start_at: st.target.start_at, action: 'cancel' };
  return null;
}

/**
 * "isso pode mudar. e a da nutricionista tb queria passar pra quinta": after the yes, a move of another appointment
 * the client holds (named by its service, not the one on the table), never a change of what was just agreed.
 */
async function movesAnotherHeld(turn: Turn, rest: string): Promise<boolean> {
  const st = turn.state;
  const onTableService = st.flow === 'reschedule' ? st.target?.service_id : st.service_id;
  const named = matchService(rest, turn.input.services)?.service;
  if (!named || named.id === onTableService) return false;
  return (await upcoming(turn)).some((a) => a.service_id === named.id);
}

/** The yes alone when another request follows it (kept in `turn.followUp`); else the message as it was. */
export async function queueAfterYes(turn: Turn, message: string): Promise<string> {
  const table = onTable(turn);
  const end = message.search(/[.!;\n]/);
  if (!table || end <= 0) return message;
  const lead = message.slice(0, end);
  const rest = message.slice(end + 1).trim();
  const said = normalize(lead);
  const { now, services } = turn.input;
  const minutes = minutesOf(new Date(table.start_at), turn.tz);
  if (!rest || agreementOf(lead, { action: table.action, minutes }) !== 'agree') return message;
  // ("fechado, sexta às 10": the yes says what it agrees to; read whole.)
  if (hasPref(parseTimePref(said, now, turn.tz)) || (table.action === 'book' && matchService(said, services))) return message;
  const next = normalize(rest);
  const it = detectIntents(next);
  // "sim cancela. e quero falar com a dona sobre essa cobrança": the yes is done, then a person is called.
  if (it.human && !it.cancel && !it.reschedule) {
    turn.followUp = rest;
    return lead;
  }
  if ((it.reschedule || asksToMove(rest)) && !it.cancel && table.action !== 'cancel' && (await movesAnotherHeld(turn, next))) {
    turn.followUp = rest;
    return lead;
  }
  if (it.cancel || it.reschedule || table.action === 'cancel') return message;
  // The request queued behind the move gets the rest with it, once the move is written (takeUpAfterMove).
  if (turn.state.then)
    return table.action === 'move' && (hasPref(parseTimePref(next, now, turn.tz)) || matchService(next, services)) ? lead : message;
  if (!(it.book || it.weakBook) || !ADDS_RE.test(next)) return message;
  turn.followUp = rest;
  return lead;
}
