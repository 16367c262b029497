// Whether a message goes on to the booking flow, and the hedges that drop what is pending: read by the
// dialogue (dialogue.ts) before it picks a path.
import { hasPref, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import type { Turn } from './state.js';
import { matchService } from './match.js';
import { FAQ_CONCEPTS } from './lexicon/faq-concepts.js';
import { normalize } from './text.js';
import { asksNotOffered } from './not-offered.js';

/** FAQ topics asked beside a service that never ask for a time. */
const ASIDE_TOPICS = new Set([
  'pagamento',
  'estacionamento',
  'convenio',
  'wifi',
  'cafe',
  'acessibilidade',
  'jejum',
  'preparo',
  'pet',
  'garantia',
  'endereco',
]);
/** "precisa levar alguma coisa pra progressiva?": what to bring, asked of a service ("levar meu filho" brings a person). */
const BRING_ASKED_RE =
  /\b(?:precis\w*|tenho (?:que|q)|tem (?:que|q)|devo) (?:levar|trazer|(?:ir|vir|chegar) (?:com|de|sem) (?:o |a )?(?:cabelo|unha|rosto|pele)\b)/;
/**
 * "tem q ir com o cabelo lavado?": how to come, asked, never the service its body word names. A service named apart
 * from it ("qnto tempo dura a progressiva? e precisa levar alguma coisa?") is still the one talked about.
 */
export const bringAsked = (turn: Turn, text: string, it: TIntents) =>
  !it.book && BRING_ASKED_RE.test(text) && !matchService(text.replace(BRING_ASKED_RE, ' '), turn.input.services);
const asksAside = (text: string) => BRING_ASKED_RE.test(text) || text.split(' ').some((w) => ASIDE_TOPICS.has(FAQ_CONCEPTS[w] ?? ''));

/** A service or a day and time asked for, a booking verb, or an answer to the booking's own question. */
const SWITCH_TO_RE = /\b(?:em vez|ao inves|no lugar|prefiro|vou fazer|quero fazer|troca|muda)\b/;

export function bookingSignal(turn: Turn, it: TIntents, serviceId: string | null, pref: TTimePref): boolean {
  const hasService = serviceId !== null;
  const aw = turn.state.awaiting;
  const inFlow = turn.state.flow === 'book' || turn.state.flow === 'reschedule';
  if (it.late) return false;
  // "vcs fazem barba?" while a corte is proposed: a question about what is done here (answerWeDo), no new request.
  if (it.listServices && !it.book && (aw === 'confirm_booking' || aw === 'confirm_replace')) return false;
  if (it.book && !it.price && !it.listServices) return true;
  // "vcs fazem pigmentação de barba? queria disfarçar as falhas": what is not done here is said first and the plain
  // service offered (answerWeDo), no times of it unasked.
  if (it.listServices && !hasPref(pref) && asksNotOffered(turn, normalize(turn.saidNow))) return false;
  // "tenho q ir c o cabelo lavado?" while that service's time is proposed: a question about it, not the request again.
  if ((aw === 'confirm_booking' || aw === 'confirm_visit') && asksAboutPending(turn, it, serviceId, pref)) return false;
  // "e dá pra parcelar a coloração?": a question about paying (parking, insurance…) for a service, no request for it.
  if (!it.book && !inFlow && !hasPref(pref) && asksAside(normalize(turn.saidNow))) return false;
  // ("tem q ir com o cabelo lavado?" to the times listed: how to come, asked, whatever is under way.)
  if (!it.book && !hasPref(pref) && BRING_ASKED_RE.test(normalize(turn.saidNow))) return false;
  // "quanto tá a barba?" while a corte is proposed: the price is answered and the corte proposed again, not switched.
  // ("ah e qnt ta? e o pe tb quanto fica?" to a list of manicure times: the same, the list stays the manicure's;
  // "na vdd vou fazer a barba em vez do corte… quanto fica?" changes the service, priced and offered.)
  const listShown = aw === 'slot' && !HEDGE.test(normalize(turn.saidNow)) && !SWITCH_TO_RE.test(normalize(turn.saidNow));
  if (it.price && !it.weakBook && !hasPref(pref) && (aw === 'confirm_booking' || aw === 'confirm_visit' || listShown)) return false;
  if ((it.book || it.weakBook) && (hasService || hasPref(pref))) return true;
  if (inFlow && (hasService || hasPref(pref) || (aw === 'slot' && it.no))) return true;
  if ((aw === 'service' || aw === 'time') && (hasService || hasPref(pref))) return true;
  // "quanto tá o platinado?" then "sábado de manhã dá?": a day asked about the service just priced.
  if (!turn.state.flow && turn.state.service_id && hasPref(pref) && it.question) return true;
  return hasService && hasPref(pref);
}

/** The services of what is proposed and not yet agreed (a booking, or each part of a visit). */
export function servicesOnTable(turn: Turn): string[] {
  const st = turn.state;
  if (st.awaiting === 'confirm_visit') return (st.visit ?? []).map((v) => v.service_id);
  return st.awaiting === 'confirm_booking' && st.pending && st.service_id ? [st.service_id] : [];
}

function asksAboutPending(turn: Turn, it: TIntents, serviceId: string | null, pref: TTimePref): boolean {
  // "precisa jejum pra nutri?" while a visit with the nutri is proposed: about one of its parts.
  // "e a tolerância se a gente atrasar? criança né": what is left once the question is answered names it again.
  const onTable = servicesOnTable(turn);
  const about = serviceId === null || onTable.includes(serviceId);
  return onTable.length > 0 && about && !it.weakBook && !it.no && !hasPref(pref) && (it.question || (!it.book && serviceId !== null));
}

/** "deixa pra lá", "na real", "vou pensar": the client steps back from what is pending. */
export const HEDGE =
  /\b(deixa (pra|para) la|deixa quieto|deixa|esquece|na real|na verdade|pensando bem|vou pensar|vou ver|talvez|mudei de ideia|desisto|desisti|melhor nao)\b/;

/** "e com o Marcão?" while a day, a service or a time from a list is asked: the same request again with them. */
export function proChangedWhileBooking(turn: Turn, it: TIntents, pref: TTimePref): boolean {
  const aw = turn.state.awaiting;
  const asking = aw === 'time' || aw === 'service' || (aw === 'slot' && !hasPref(pref));
  // ("pode ser c marcao msm, troca entao" to the times listed for a move: the move goes on with him.)
  const moving = turn.state.flow === 'reschedule' && !!turn.state.target;
  return (turn.state.flow === 'book' || moving) && asking && !it.cancel && (!it.reschedule || moving);
}

/**
 * A professional named who is not the one on the table: not the pending proposal's, nor the one every offered time
 * is with ("pode ser sim, pode confirmar com o dr ricardo" to Dr. Ricardo's one time is a yes, not a new request).
 */
export function namesNewProfessional(turn: Turn, named: { professional: { calendar_id: string } } | object | null): boolean {
  if (!named || !('professional' in named)) return false;
  const st = turn.state;
  const onTable = st.pending ? [st.pending.calendar_id] : [...new Set((st.offered ?? []).map((o) => o.calendar_id))];
  return onTable.length !== 1 || onTable[0] !== named.professional.calendar_id;
}
