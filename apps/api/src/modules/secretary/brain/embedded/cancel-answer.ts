// The client's answer to "Você confirma o cancelamento…?": a yes cancels; "isso, a de sexta" means another
// appointment; "cancelar? não não, quero passar pra tarde" moves it; a cancel word beside a "não" keeps it.
import type { TBrainService } from '../types.js';
import { agreementOf, asksToMove, isNegationOrHesitation } from '../../consent.js';
import { askCancel, doCancel, listAppointments, pickCandidate, startCancel } from './appointments.js';
import { normalize } from './text.js';
import { targetForReschedule } from './move-target.js';
import { hasPref, parseTimePref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { TIntents } from './intents.js';
import type { Turn } from './state.js';
import { takeUpQueued } from './then-requests.js';

/** "depois vejo outro dia", "outro dia eu remarco": another day later, after this one goes. */
const REBOOK_LATER_RE =
  /\b(?:(?:depois|dps) (?:eu )?(?:vejo|marco|remarco|agendo)(?: (?:outro dia|outra data|outro horario))?|(?:vejo|marco|remarco|agendo) (?:outro dia|outra data|outro horario)|outro dia (?:eu )?(?:vejo|marco|remarco))\b/;

/** True when the message answered the cancel proposal (and was handled). */
export async function answerCancelProposal(
  turn: Turn,
  { original, it, pref, service }: { original: string; it: TIntents; pref: TTimePref; service: TBrainService | null },
): Promise<boolean> {
  const st = turn.state;
  const target = st.target;
  // ("pode marcar a fisio às 8h e cancelar a nutri sim": the day of the booking beside it is no other day of the cancel.)
  const said = normalize(original);
  const at = said.search(/\b(?:cancel|desmarc)\w*/);
  const own = it.book && at > 0 ? parseTimePref(said.slice(at), turn.input.now, turn.tz) : pref;
  const otherDay = !!own.date && !!target && own.date !== localDateOf(new Date(target.start_at), turn.tz);
  if (otherDay && !it.reschedule && !asksToMove(original)) return startCancel(turn, pref, service).then(() => true);
  // "o das 11h" to several shown for one yes: that one alone is proposed.
  const one = !target && (st.candidates?.length ?? 0) > 1 && hasPref(pref) && !it.yes ? pickCandidate(turn, null, pref, service) : null;
  if (one) {
    st.candidates = [];
    return askCancel(turn, one).then(() => true);
  }
  // The same reading as the safety layer's: a negation anywhere in the message is no yes to a cancel, except a move
  // refused beside it ("não remarca não, cancela essa sim").
  const agreed = agreementOf(original, { action: 'cancel', minutes: -1 }) === 'agree';
  const refused = (it.no || isNegationOrHesitation(original)) && !agreed;
  // "não, cancelar não! vê se tem às 4 da tarde": the cancel refused with another time asked is a move there.
  if (target && (it.reschedule || asksToMove(original) || (refused && hasPref(pref))) && (hasPref(pref) || refused)) {
    Object.assign(st, { flow: 'reschedule', pref: null, offered: [], candidates: [] });
    return targetForReschedule(turn, target, pref).then(() => true);
  }
  if (it.yes || it.cancel || refused) takeUpQueued(turn, original);
  if ((it.yes || it.cancel || agreed) && !refused) return doCancel(turn).then(() => true);
  if (!refused) return false;
  // "depois vejo outro dia, obg": coming back later for another day goes with the cancel, but is no "sim" to it:
  // the cancel is asked again, never dropped.
  if (target && !it.no && REBOOK_LATER_RE.test(normalize(original))) {
    turn.say('Só pra eu ter certeza antes de cancelar 🙂');
    await askCancel(turn, target);
    return true;
  }
  turn.resetFlow();
  turn.say('Tudo bem, mantive seu horário 👍');
  // "pera, q horas era msm?": the time asked about, said back.
  if (it.myAppointments) await listAppointments(turn, pref);
  return true;
}
