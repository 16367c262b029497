// "aceitam pix?" while a time is proposed: the answer, then the proposal again, so the client's next "beleza"
// agrees to what is on the table (the safety layer only takes a yes to a proposal shown in the last reply).
// "vai ser com a Carla né?", "é sábado mesmo, né?": the proposal's own details asked back get a plain yes and
// the proposal again (before, they fell to "Essa eu não sei": no FAQ matched them). A detail that differs is
// no question about the proposal but a new request, read by the rest of the dialogue.
import { notOfferedLine } from './not-offered.js';
import { choose } from './booking.js';
import { offer } from './slots.js';
import { sayVisitAgain } from './visit.js';
import { askCancel } from './appointments.js';
import type { Turn } from './state.js';
import type { TBrainService } from '../types.js';
import type { TRead } from './policy.js';
import { localNow } from './dates.js';
import { namedProfessional } from './team.js';
import { asksOwnWho } from './who-does.js';
import { picksOffered } from './proposal-answers.js';
import { agreementOf } from '../../consent.js';
import { fold } from '../../consent-mentions.js';

/** A question mark, or the tag that asks for a yes ("né", "certo?"). */
const ASKED_BACK_RE = /\?|\b(?:ne|neh|certo|mesmo|msm)\s*$/;
const ANSWERS = new Set(['answer_faq', 'list_services', 'list_appointments']);

/**
 * After the whole turn: it answered questions only ("qual a tolerância de atraso? às vezes pego trânsito") and the
 * branch that answered them may not have shown the proposal again: it is shown now, so the client's next "pode"
 * agrees to it (a proposal already shown this turn is the same text, said once).
 */
export async function proposeAgainAfterAnswers(turn: Turn): Promise<void> {
  if (turn.actions.length && !turn.reproposed) await proposeAgain(turn);
}

/** The pending proposal again, when this turn only answered (a FAQ, a price, "essa eu não sei"). */
export async function proposeAgain(turn: Turn, listAgain = false): Promise<void> {
  const st = turn.state;
  if (!turn.replies.length || !turn.actions.every((a) => ANSWERS.has(a.type))) return;
  turn.reproposed = true;
  if (st.awaiting === 'confirm_booking' && st.pending) await choose(turn, st.pending, true, false, true);
  // "onde fica a clínica?" after "tenho livre às 09:30 com a Paula. Pode ser?": that one time, proposed.
  if (st.awaiting === 'slot' && st.offered?.length === 1) return choose(turn, st.offered[0]!, true, false, true);
  // "qto ta o corte?" to a list of its times: the list again after the price, so "16h então" picks from what was just shown.
  if (listAgain && st.awaiting === 'slot' && (st.offered?.length ?? 0) > 1) return listOfferedAgain(turn);
  if (st.awaiting === 'confirm_visit') return sayVisitAgain(turn);
  // "quanto fica a progressiva?" while a cancel is asked: the cancel again, and the request queued beside it shown again.
  if (st.awaiting === 'confirm_cancel' && st.target) {
    await askCancel(turn, st.target);
    if (st.then) st.then_slots = null;
    return;
  }
  // A service switch proposed ("troca pro corte + barba no mesmo horário"): the same switch again.
  const r = st.replace;
  if (st.awaiting !== 'confirm_replace' || !r || !turn.input.tools.propose) return;
  const proposal = await turn.input.tools.propose({
    action: 'replace',
    scheduleId: r.schedule_id,
    serviceId: r.service_id,
    calendarId: r.calendar_id,
  });
  if (proposal.ok) turn.say(proposal.value.text);
}

/**
 * "vcs fazem sobrancelha?": yes, and the offer to look for a time. With a proposal on the table it stays
 * there (shown again): a question about another service starts no booking of it.
 */
export async function answerWeDo(turn: Turn, service: TBrainService, text: string): Promise<void> {
  const st = turn.state;
  turn.act({ type: 'list_services' });
  // "to pensando em cortar e fazer umas luzes… vcs fazem luzes?": the one asked about is not done here, said first.
  const unknown = notOfferedLine(turn, text).trim();
  if (unknown) turn.say(unknown);
  const yes = unknown ? `*${service.title}* fazemos, sim!` : `Sim, fazemos *${service.title}*!`;
  if (st.awaiting === 'confirm_booking' || st.awaiting === 'confirm_replace') {
    turn.say(`${yes} Se quiser, é só me pedir depois 🙂`);
    return proposeAgain(turn);
  }
  st.flow = 'book';
  st.service_id = service.id;
  st.awaiting = 'time';
  if (unknown) st.unknown_last = true;
  turn.say(`${yes} Quer que eu veja um horário pra você? Me diga o dia e o período que prefere.`);
}

/** True when the question was about the proposal on the table (answered, and the proposal shown again). */
export async function answerAboutPending(turn: Turn, r: TRead): Promise<boolean> {
  const st = turn.state;
  const slot = st.pending;
  if (st.awaiting !== 'confirm_booking' || !slot || !ASKED_BACK_RE.test(fold(r.original))) return false;
  // "pode passar pras 10 então" to a proposal at 10:00 is the yes itself (read by the dialogue).
  if (agreementOf(r.original, { action: st.flow === 'reschedule' ? 'move' : 'book', minutes: -1 }) !== 'none') return false;
  if (r.it.cancel || r.it.reschedule || r.it.no || r.it.price) return false;
  if (r.service && r.service.id !== st.service_id) return false;
  // ("aff pera, 16h tenho aniversário, dá pra trocar pro primeiro?": another of the times listed, picked.)
  if (picksOffered(turn, r.text)) return false;
  const team = turn.input.professionals ?? [];
  const named = namedProfessional(r.original, team, turn.input.services);
  const pro = named && 'professional' in named ? named.professional : null;
  if (pro && pro.calendar_id !== slot.calendar_id) return false;
  const local = localNow(new Date(slot.start_at), turn.tz);
  const { pref } = r;
  if (pref.date_to || pref.past || (pref.date && pref.date !== local.date)) return false;
  if (pref.exact_min !== undefined && pref.exact_min !== local.minutes) return false;
  const window = pref.from_min !== undefined || pref.to_min !== undefined;
  if (window && (local.minutes < (pref.from_min ?? 0) || local.minutes >= (pref.to_min ?? 24 * 60))) return false;
  // "show. com quem vai ser?": who the proposal names.
  const who = !pro && asksOwnWho(fold(r.original)) ? team.find((p) => p.calendar_id === slot.calendar_id) : undefined;
  if (who) {
    turn.say(`Vai ser com *${who.title}* 🙂`);
    await proposeAgain(turn);
    return true;
  }
  // Only a question that names something of the proposal is about it ("né?" alone asks nothing we can say yes to).
  if (!pro && !pref.date && pref.exact_min === undefined && !window) return false;
  turn.say(pro ? `Isso, com *${pro.title}* 🙂` : 'Isso mesmo 🙂');
  await proposeAgain(turn);
  return true;
}

/** The times shown, shown again as they were (the safety layer records them as just shown). */
async function listOfferedAgain(turn: Turn): Promise<void> {
  const service = turn.input.services.find((s) => s.id === turn.state.service_id);
  if (!service) return;
  const length = service.duration_in_minutes * 60_000;
  const shown = (turn.state.offered ?? []).map((s) => ({
    calendar_id: s.calendar_id,
    start_at: new Date(s.start_at),
    end_at: new Date(Date.parse(s.start_at) + length),
    ...(s.professional ? { professional: s.professional } : {}),
  }));
  await offer(turn, service, shown, '');
}
