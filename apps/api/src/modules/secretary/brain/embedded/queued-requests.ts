// A message that asks two things ("cancela o do meu filho pq ele vai viajar. e o meu dá pra passar pras 10h?"): the
// first is read, the second waits in the dialogue state (then-requests.ts, move-then-request.ts). Behind a cancel or
// a move, the second is also read now on a copy of the dialogue; when that ends in one proposal, it is shown beside
// the first one's, so the client answers both at once. Before, the client's "pode fazer as duas coisas" did only the cancel.
import type { TBrainTools } from '../types.js';
import { Turn } from './state.js';
import { queuedMessage, queuedText } from './then-requests.js';
import { queueAfterMove, takeUpAfterMove } from './move-then-request.js';
import { queueAfterYes } from './yes-then-request.js';
import { queueTwoMoves } from './two-moves.js';
import { chainQueuedMove } from './moves-in-sequence.js';
import { changeProposal } from './change-write.js';
import { choose } from './booking.js';

type TRead = (turn: Turn, message: string) => Promise<void>;
const WRITES = new Set(['book', 'reschedule', 'cancel']);

/** The message read, with what it queued behind its first request: shown beside it, or read once that is answered. */
export async function readWithQueue(turn: Turn, original: string, read: TRead): Promise<void> {
  const yes = await queueAfterYes(turn, original);
  const first = yes === original ? await queueTwoMoves(turn, original) : yes;
  // (The yes alone, or the first of two moves, is what this reading sees: the next request's words are its own.)
  if ((yes !== original && turn.followUp) || first !== yes) turn.input = { ...turn.input, messages: [first] };
  await read(turn, first === original ? queueAfterMove(turn, original) : first);
  if (turn.state.then && turn.answered.size) turn.state.then_answered = [...turn.answered];
  takeUpAfterMove(turn);
  await chainQueuedMove(turn, original);
  await showQueuedBeside(turn, read);
  const next = queuedMessage(turn);
  if (next) await read(turn, next);
  if (turn.agreedOffer) await choose(turn, turn.agreedOffer, false, true);
}

/**
 * The client's appointments as they will be after the yes: the one being cancelled gone, the one being moved at
 * its new time ("…consulta com a Dra Fernanda logo depois da nutri" is after the nutri's new time).
 */
function afterTheYes(turn: Turn): TBrainTools['listAppointments'] {
  const st = turn.state;
  const list = turn.input.tools.listAppointments;
  const target = st.target!;
  const moved = st.flow === 'reschedule' ? st.pending : null;
  return async (when) =>
    (await list(when))
      .filter((s) => moved || s.id !== target.id)
      .map((s) => (moved && s.id === target.id ? { ...s, start_at: new Date(moved.start_at), calendar_id: moved.calendar_id } : s));
}

/**
 * The move's one free time ("tenho livre às 14:00 com Carla. Pode ser?", which already names the service, the
 * professional, the day and the time) is held as its proposal before the queued one is made: the safety layer then
 * keeps both on the table for one yes, instead of the second replacing the first.
 */
async function holdOneOffered(turn: Turn): Promise<void> {
  const st = turn.state;
  const slot = st.offered![0]!;
  const held = await turn.input.tools.propose?.(changeProposal(turn, slot));
  if (held && !held.ok) return;
  st.pending = { start_at: slot.start_at, calendar_id: slot.calendar_id };
  st.awaiting = 'confirm_booking';
}

async function showQueuedBeside(turn: Turn, read: TRead): Promise<void> {
  const st = turn.state;
  const asked = queuedText(turn);
  // (A move with one free time offered, "tenho livre às 14:00. Pode ser?", is a proposal the yes answers too.)
  const oneOffered = st.awaiting === 'slot' && st.offered?.length === 1;
  const first =
    st.awaiting === 'confirm_cancel' || (st.flow === 'reschedule' && ((st.awaiting === 'confirm_booking' && !!st.pending) || oneOffered));
  if (!asked || !first || !st.target || st.then_slots !== null) return;
  if (oneOffered) await holdOneOffered(turn);
  const copy = new Turn({
    ...turn.input,
    messages: [asked],
    state: { greeted: true },
    tools: { ...turn.input.tools, listAppointments: afterTheYes(turn) },
  });
  copy.proposeOnly = true;
  await read(copy, asked);
  const c = copy.state;
  // (A second move's one free time is held as its proposal too, beside the first: one yes, two moves.)
  if (c.flow === 'reschedule' && c.target && c.awaiting === 'slot' && c.offered?.length === 1) await holdOneOffered(copy);
  const pending = c.awaiting === 'confirm_booking' && c.pending ? [c.pending] : [];
  const proposed = c.awaiting === 'confirm_visit' ? (c.visit ?? []) : pending;
  if (!proposed.length || copy.actions.some((a) => WRITES.has(a.type)) || copy.transfer) {
    st.then_slots = undefined;
    return void turn.say('Depois disso eu já vejo o seu outro pedido 🙂');
  }
  st.then_slots = proposed.map((p) => ({ start_at: p.start_at, calendar_id: p.calendar_id }));
  turn.say(`E o seu outro pedido:\n${copy.replies.join('\n\n')}\n\nSe estiver tudo certo, responda *sim* que eu faço os dois 🙂`);
}
