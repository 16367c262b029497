// "então o último horário que der pra fazer os dois", "fazer os dois" to a visit proposed: the visit again
// (the latest of its day when asked), never the question of which service, as if nothing were on the table.
import { hasPref, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import { localDateOf } from './format.js';
import type { Turn } from './state.js';
import { minutesOf } from './slot-pick.js';
import { keepVisitProposed, proposeVisit, visitServicesOf } from './visit.js';
import { answerPrice } from './answers.js';
import { nearestPlanOnDay } from './visit-plan.js';
import { anyOf } from './lexicon/compile.js';
import { OFFER_LATEST } from './lexicon/acts.js';

// The words that pick the last of a list shown ("o último", "o mais tarde") ask for the day's last visit here.
const LATEST_RE = anyOf(OFFER_LATEST);

/** True when the message asked for the visit on the table again, or for its latest start that day. */
export async function visitAgainAsked(turn: Turn, text: string, it: TIntents, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const first = st.visit?.[0];
  if (st.awaiting !== 'confirm_visit' || !first || (hasPref(pref) && !pref.date)) return false;
  const services = visitServicesOf(turn);
  const day = pref.date ?? localDateOf(new Date(first.start_at), turn.tz);
  if (LATEST_RE.test(text)) {
    const latest = await nearestPlanOnDay(turn, services, day, 24 * 60);
    if (!latest) return false;
    if (latest[0]!.start_at === first.start_at)
      return keepVisitProposed(turn, 'Esse já é o último horário desse dia em que consigo tudo seguido 🙂', true);
    await proposeVisit(turn, services, { date: day, from_min: minutesOf(new Date(latest[0]!.start_at), turn.tz) });
    return true;
  }
  if (hasPref(pref) || !(it.book || it.weakBook)) return false;
  // ("q horas tem? tb qria saber qto fica td": the price asked beside it, answered first.)
  if (it.price && turn.canConverse()) answerPrice(turn, text);
  return keepVisitProposed(turn, 'Claro!', true);
}
