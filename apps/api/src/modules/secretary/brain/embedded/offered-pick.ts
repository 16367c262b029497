// The client picks one of the times offered: by position, by hour, "tanto faz", or "qualquer um menos
// o primeiro" (ruled-out-offers.ts). A pick said with its own yes is written; one left to us is proposed.
import { choose } from './booking.js';
import type { TTimePref } from './dates.js';
import { leavesTimeToUs, parseOrdinal } from './intents.js';
import { confirmsPick } from './proposal-answers.js';
import { offeredChoice } from './slots.js';
import type { Turn } from './state.js';

/** True when the message picked an offered time (then chosen here). */
export async function pickFromOffered(turn: Turn, text: string, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  if (st.awaiting !== 'slot') return false;
  const leftToUs = leavesTimeToUs(text);
  // "menos o primeiro, qualquer outro": with times ruled out, any of the rest.
  const anyLeft = leftToUs || (turn.rulesOutTimes && /\bqualquer\b/.test(text));
  const picked = offeredChoice(turn, parseOrdinal(text, st.offered?.length ?? 0), pref, anyLeft);
  if (!picked) return false;
  // "pode ser as duas e meia, pode confirmar": the pick and its yes in one message. A time left once
  // others were ruled out ("menos o primeiro") is ours to name: proposed before any write.
  const ruled = turn.rulesOutTimes;
  await choose(turn, picked, leftToUs || ruled, !leftToUs && !ruled && confirmsPick(original));
  return true;
}
