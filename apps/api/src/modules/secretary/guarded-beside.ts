// "cancela o do meu filho. e o meu dá pra passar pras 10h?": the brain shows the cancel and the move in one message,
// so one yes agrees to both. `beside` keeps the proposal of another action shown in the same turn as the pending one;
// each is still checked as the pending one is (shown in the last assistant message, agreed to in words).
// bookedBesideMove lets the booking asked in the same message be proposed while the move is the goal.
import { asksToMove } from './consent.js';
import { fold } from './consent-mentions.js';
import type { TGuardState } from './dialogue-state.js';
import type { TAction, TTarget } from './guarded-actions.js';
import { sameTarget } from './guarded-consent.js';
import { requestParts } from './next-request.js';

/**
 * Before a new proposal: the pending one, shown this same turn, stays beside it when it is of another action, or a
 * move of another appointment ("passa meu corte e a barba pra sábado": two moves, one yes).
 */
export function keepBeside(st: TGuardState, action: TAction, t: TTarget): void {
  const prev = st.pending;
  const thisTurn = st.beside.filter((b) => b.shown_turn === st.turn);
  const other = !!prev && (prev.action !== action || (action === 'move' && !!t.schedule_id && prev.schedule_id !== t.schedule_id));
  st.beside = prev && prev.shown_turn === st.turn && other ? [...thisTurn, prev] : [];
}

/** After a write: true when it was a proposal kept beside (it leaves; the pending one stays on the table). */
export function wroteBeside(st: TGuardState, action: TAction, t: TTarget): boolean {
  const before = st.beside.length;
  st.beside = st.beside.filter((b) => !sameTarget(b, action, t));
  if (st.beside.length === before) return false;
  // The move the client asked for is done: a booking is no longer a move asked badly.
  if (action === 'move' || action === 'replace') st.goal = null;
  return true;
}

const BOOK_VERB_RE = /(^|\s)(?:marc\w*|agend\w*|quero|queria|gostaria|preciso)(?=\s|$)/;

/**
 * "preciso passar minha nutri pra quinta. E queria marcar consulta com a Dra Fernanda": while a move is the goal, a
 * booking is still what the client asked when a sentence of this same message, one that moves nothing, asks to book
 * a service named by its first word that the client holds no appointment of.
 */
function bookedBesideMove(message: string, title: string, held: string[]): boolean {
  const word = fold(title).split(/\s+/)[0] ?? '';
  if (!word || held.some((h) => fold(h) === fold(title))) return false;
  return requestParts(fold(message)).some((part) => BOOK_VERB_RE.test(part) && !asksToMove(part) && part.split(/\s+/).includes(word));
}

/** While a move is the goal, a booking is refused (a move asked badly) unless it was asked beside the move. */
export function movesInstead(message: string, title: string, held: Array<{ service?: { title: string } | null }>): boolean {
  return (
    held.length > 0 &&
    !bookedBesideMove(
      message,
      title,
      held.map((s) => s.service?.title ?? ''),
    )
  );
}

/** Nothing on the table any more. */
export const noProposal = () => ({ pending: null, visit: [], beside: [] });
