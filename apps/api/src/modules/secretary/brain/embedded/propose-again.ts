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

/** "e a de terça sai da agenda, né?" while a move is proposed: the old time goes, no second appointment is left. */
const OLD_ONE_GOES_RE =
  /\b(?:sai da agenda|sai do sistema|some da agenda|fico com (?:duas|dois)|a outra sai|o outro sai|cancela a outra|cancela o outro)\b/;

export function answersOldOneGoes(turn: Turn, text: string): boolean {
  const st = turn.state;
  if (st.flow !== 'reschedule' || !st.pending || !OLD_ONE_GOES_RE.test(text)) return false;
  turn.say('Isso! Remarcando, o horário antigo sai da agenda e fica só o novo 🙂');
  return true;
}
