// "aceitam pix?" while a time is proposed: the answer, then the proposal again, so the client's next "beleza"
// agrees to what is on the table (the safety layer only takes a yes to a proposal shown in the last reply).
import { choose } from './booking.js';
import type { Turn } from './state.js';

const ANSWERS = new Set(['answer_faq', 'list_services']);

/** The pending proposal again, when this turn only answered (a FAQ, a price, "essa eu não sei"). */
export async function proposeAgain(turn: Turn): Promise<void> {
  const st = turn.state;
  if (st.awaiting === 'confirm_booking' && st.pending && turn.replies.length && turn.actions.every((a) => ANSWERS.has(a.type)))
    await choose(turn, st.pending, true);
}
