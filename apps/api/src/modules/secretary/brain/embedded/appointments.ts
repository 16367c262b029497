// Cancelling, rescheduling, confirming and listing the client's own appointments.
import { proposedBooking } from './proposal-changed.js';
import { countedOnWeekday, oneOfEach, othersThanKept } from './cancel-others.js';
import { backWhereItWas } from './back-where-it-was.js';
import { whoseCandidate } from './whose-appointment.js';
import { ownOnDay, upcoming } from './own-day.js';
import type { TBrainService } from '../types.js';
import { hasPref, type TTimePref } from './dates.js';
import { localDateOf, speakDateTime } from './format.js';
import { answerPrice } from './answers.js';
import { choose, continueBooking } from './booking.js';
import { lastVisitService } from './which-service.js';
import { askCancelAll, doCancelAll, meansAll } from './cancel-all.js';
import { cancelledWithProfessional } from './cancel-by-professional.js';
import { type TScheduleRef, type Turn } from './state.js';
import { focusReply } from './reply-target.js';
import { matchService, mentionedServices } from './match.js';
import { namedApart } from './shared-words.js';
import { fold, normalize } from './text.js';
import { serviceOfMoveClause } from './move-about-own.js';
import { isOwnTime } from './own-time.js';
import { DAY_NAMED_RE } from './when.js';
import { minutesOf } from './slot-pick.js';
import { cantGoAtThatTime, offerAnotherTime } from './cant-go.js';
import { targetForReschedule } from './move-target.js';
import { serviceCancelled } from './service-cancelled.js';
import { withCancelDay } from './cancel-day.js';
import { CANT_GO_RE } from './reschedule-split.js';
import { withoutKeptClauses } from './kept-clauses.js';

export function line(turn: Turn, s: TScheduleRef, i?: number): string {
  return `${i !== undefined ? `${i + 1}) ` : '• '}${s.service_title}${s.professional ? ` com ${s.professional}` : ''} — ${speakDateTime(new Date(s.start_at), turn.tz)}`;
}

const MORE_OWN_RE = /\btem (?:mais )?(?:alguma coisa|algo|algum outro|outro|outra|mais algum\w*)\b/;

/** "agora o outro, o do sábado que vem": not the appointment just talked about. */
const THE_OTHER_RE = /\b(o outro|a outra)\b/;

const inRange = (day: string, pref: TTimePref) => day >= pref.date! && day <= pref.date_to!;

function narrow(turn: Turn, all: TScheduleRef[], pref: TTimePref, service: TBrainService | null): TScheduleRef[] {
  const focus = turn.state.focus_id;
  const others = focus && THE_OTHER_RE.test(normalize(turn.input.messages.join(' '))) ? all.filter((s) => s.id !== focus) : [];
  const list = others.length ? others : all;
  let out = list;
  // ("a fisio da semana que vem": any day of the range.)
  if (pref.date && pref.date_to) out = out.filter((s) => inRange(localDateOf(new Date(s.start_at), turn.tz), pref));
  else if (pref.date) out = ownOnDay(out, pref.date, turn.tz);
  // "aquele meu da manhã", "o das 15h": the part of the day or the time names which one.
  const at = (s: TScheduleRef) => minutesOf(new Date(s.start_at), turn.tz);
  const inWindow = (s: TScheduleRef) =>
    pref.exact_min !== undefined ? at(s) === pref.exact_min : at(s) >= (pref.from_min ?? 0) && at(s) < (pref.to_min ?? 24 * 60);
  const timed = pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined;
  if (timed && out.some(inWindow)) out = out.filter(inWindow);
  // ("cancelar minha consulta" holding a Consulta clínica geral and a Consulta nutricional: a word both share names neither.)
  const heldOthers = turn.input.services.filter((x) => x.id !== service?.id && out.some((s) => s.service_id === x.id));
  const apart = (t: string) => matchService(t, [service!])?.service.id === service!.id;
  if (service && namedApart(turn.input.messages.join(' '), service, heldOthers, apart)) {
    const same = out.filter((s) => s.service_id === service.id);
    if (same.length) out = same;
  }
  const sized = bySize(turn, out);
  return sized ? [sized] : out.length ? out : list;
}

/** "aquele meu horário que é o mais demorado", "o mais rapidinho": the longest (or shortest) of them. */
const LONGEST_RE = /\b(?:o|a|q|que|e) mais (?:demorad[oa]|long[oa]|comprid[oa])\b|\bque (?:mais )?demora mais\b/;
const SHORTEST_RE = /\b(?:o|a|q|que|e) mais (?:rapid[oa]|rapidinh[oa]|curt[oa])\b/;
function bySize(turn: Turn, list: TScheduleRef[]): TScheduleRef | null {
  const text = normalize(turn.input.messages.join(' '));
  const sign = LONGEST_RE.test(text) ? 1 : SHORTEST_RE.test(text) ? -1 : 0;
  if (!sign || list.length < 2) return null;
  const length = (s: TScheduleRef) => sign * (turn.input.services.find((x) => x.id === s.service_id)?.duration_in_minutes ?? 0);
  const sorted = [...list].sort((a, b) => length(b) - length(a));
  return length(sorted[0]!) > length(sorted[1]!) ? sorted[0]! : null;
}

export async function askCancel(turn: Turn, target: TScheduleRef) {
  turn.state.flow = 'cancel';
  turn.state.target = target;
  turn.state.awaiting = 'confirm_cancel';
  const obs = turn.settings.cancelation_observations?.trim();
  // The safety layer's proposal names the professional; a cancel is written only after its own "sim".
  const proposal = turn.input.tools.propose ? await turn.input.tools.propose({ action: 'cancel', scheduleId: target.id }) : null;
  if (proposal?.ok) return void turn.say(`${proposal.value.text}${obs ? `\n\n${obs}` : ''}`);
  turn.say(
    `Você confirma o cancelamento de *${target.service_title}* em ${speakDateTime(new Date(target.start_at), turn.tz)}?${obs ? `\n\n${obs}` : ''}\n\nResponda *sim* para cancelar.`,
  );
}

/** "cancela o corte, a barba continua", "a mão sim, o pé não", "tira o pé, só deixa a mão": one named stays. */
const KEEPS_ONE_RE = /\b(?:continua|continuar|mantem|mantenho|manter|fica|segue|deixa|deixo|so|somente|apenas|nao|n)\b/;

export async function startCancel(turn: Turn, read: TTimePref, said: TBrainService | null) {
  const pref = withCancelDay(turn, read);
  const service = serviceCancelled(turn) ?? said;
  const list = focusReply(turn, await upcoming(turn));
  if (!list.length) {
    // The professional asked for ("tem amanhã 10h c o Marcão?") goes on to the new booking.
    const asked = turn.state.professional_id;
    turn.resetFlow();
    turn.state.professional_id = asked;
    return void turn.say('Não encontrei nenhum agendamento futuro no seu nome. Posso ajudar em mais alguma coisa?');
  }
  const withPro = cancelledWithProfessional(turn, list);
  const candidates = withPro ? narrow(turn, withPro.list, pref, null) : narrow(turn, list, pref, service);
  // "desmarcar a unha, tanto a mão quanto o pé": one appointment of each service named, all on one yes (none of a kept clause).
  const message = normalize(withoutKeptClauses(turn.input.messages.join(' ')));
  const named = withPro || KEEPS_ONE_RE.test(message) ? [] : mentionedServices(message, turn.input.services);
  const several = countedOnWeekday(turn, list) ?? oneOfEach(turn, named, narrow(turn, list, pref, null), list);
  if (several) return askCancelAll(turn, several);
  if (candidates.length === 1)
    return cantGoAtThatTime(turn, pref) ? offerAnotherTime(turn, candidates[0]!) : askCancel(turn, candidates[0]!);
  // "sábado não vou conseguir ir" holding two that day: the whole day given up, all of its appointments on one yes.
  const dayGivenUp = !service && !!pref.date && CANT_GO_RE.test(message) && candidates.length > 1;
  const all = othersThanKept(turn, list) ?? (withPro?.all || dayGivenUp || meansAll(turn.input.messages.join(' ')) ? candidates : null);
  if (all) return askCancelAll(turn, all);
  turn.state.flow = 'cancel';
  turn.state.candidates = candidates;
  turn.state.awaiting = 'which_schedule';
  turn.say(`Qual destes agendamentos você quer cancelar?\n${candidates.map((s, i) => line(turn, s, i)).join('\n')}`);
}

export async function doCancel(turn: Turn) {
  const target = turn.state.target;
  if (!target) return turn.state.candidates?.length ? doCancelAll(turn) : undefined;
  const result = await turn.input.tools.cancel({ scheduleId: target.id, reason: 'Cancelado pelo cliente no chat' });
  if (!result.ok && result.reason === 'needs_agreement') return void turn.say(result.message);
  turn.resetFlow();
  if (!result.ok) return void turn.say('Não consegui cancelar agora 😕. Seu horário continua marcado; se quiser, chamo alguém da equipe.');
  turn.act({ type: 'cancel', schedule_id: target.id, start_at: target.start_at });
  turn.state.just_done = true;
  turn.say(
    `Pronto! Seu horário de *${target.service_title}* de ${speakDateTime(new Date(target.start_at), turn.tz)} foi cancelado.${turn.followUp ? '' : '\nSe quiser marcar outro dia, é só me falar 😉'}`,
  );
}

/** The exact time said is one of the times just listed (on that day, when one is said). */
function offeredAt(turn: Turn, pref: TTimePref): boolean {
  const at = pref.exact_min;
  if (at === undefined) return false;
  return (turn.state.offered ?? []).some(
    (o) => minutesOf(new Date(o.start_at), turn.tz) === at && (!pref.date || localDateOf(new Date(o.start_at), turn.tz) === pref.date),
  );
}

export async function startReschedule(
  turn: Turn,
  { oldPref, newPref }: { oldPref: TTimePref; newPref: TTimePref },
  service: TBrainService | null,
) {
  const list = focusReply(turn, await upcoming(turn));
  // "10h30 é perfeito, pode trocar" while moving: a time that is not the appointment's own is the new one.
  const moving = turn.state.flow === 'reschedule' ? turn.state.target : null;
  if (moving && !hasPref(newPref) && hasPref(oldPref) && !isOwnTime(turn, oldPref, moving)) [oldPref, newPref] = [{}, oldPref];
  ({ oldPref, newPref } = backWhereItWas(turn, { oldPref, newPref }));
  // "14h então, pode passar pra esse" to times just listed: a time of that list, none of the client's own, is the new one.
  if (!hasPref(newPref) && offeredAt(turn, oldPref) && !list.some((s) => isOwnTime(turn, oldPref, s))) [oldPref, newPref] = [{}, oldPref];
  if (!list.length) {
    const asked = turn.state.professional_id; // ("tem amanhã 10h c o Marcão?": goes on to the new booking)
    const proposed = proposedBooking(turn, newPref); // ("muda pra sexta mesmo horário" to a booking proposed)
    turn.resetFlow();
    turn.state.professional_id = asked;
    if (!proposed) turn.say('Não encontrei agendamento futuro para remarcar, então vamos marcar um novo 🙂');
    // Nothing to move: the time said is the new booking's; "remarcar isso" means the last visit's service.
    const pref = proposed?.pref ?? (hasPref(newPref) ? newPref : oldPref);
    return continueBooking(turn, { service: service ?? proposed?.service ?? (await lastVisitService(turn)), pref, refused: false });
  }
  // A service named that is none of the client's ("corte e barba" read as the combo): the move's own clause says which.
  const inClause = serviceOfMoveClause(turn.input.messages.join(' '), turn.input.services);
  if (inClause && !list.some((s) => s.service_id === service?.id)) service = inClause;
  // "não cancela não, passa ela pras 15h": the appointment already under discussion, unless another is named.
  const discussed = list.find((s) => s.id === (turn.state.target?.id ?? turn.state.focus_id));
  const candidates = discussed && !oldPref.date && !service ? [discussed] : narrow(turn, list, oldPref, service);
  turn.state.flow = 'reschedule';
  turn.state.pref = null;
  turn.state.offered = [];
  if (candidates.length > 1) {
    turn.state.candidates = candidates;
    turn.state.which_said = turn.input.messages.join(' ');
    turn.state.awaiting = 'which_schedule';
    turn.state.pref = hasPref(newPref) ? newPref : null;
    return void turn.say(`Qual destes agendamentos você quer remarcar?\n${candidates.map((s, i) => line(turn, s, i)).join('\n')}`);
  }
  return targetForReschedule(turn, candidates[0]!, newPref);
}

const GENERIC_PLURAL_RE = /\b(?:quais|que|minhas|meus|as|os) (?:consultas|sessoes|horarios|agendamentos|procedimentos)\b/;

/** The client's upcoming appointments; `priceAsked` ("tenho mão sexta às 14 né? quanto tá o pé?") is answered first. */
export async function listAppointments(turn: Turn, pref: TTimePref = {}, priceAsked: string | null = null) {
  if (priceAsked && turn.canConverse()) answerPrice(turn, priceAsked);
  const list = await upcoming(turn);
  turn.act({ type: 'list_appointments', detail: `${list.length}` });
  // "que horas ficou mesmo?" to a time proposed and not yet agreed: nothing is booked yet, the proposal again.
  const st = turn.state;
  if (!list.length && st.awaiting === 'confirm_booking' && st.pending) {
    turn.say('Ainda não marquei nada 🙂');
    return choose(turn, st.pending, true, false, true);
  }
  if (!list.length) return void turn.say('Você não tem agendamentos futuros. Quer marcar um horário?');
  // "meu horário de sábado é com quem?": the one of that day, which a following "confirma esse" means.
  // "o de amanhã é que horas? e o de sexta é com quem?": two days asked about, all of them listed.
  const daysNamed = new Set(normalize(turn.input.messages.join(' ')).match(DAY_NAMED_RE) ?? []);
  // ("ah sim quinta. e tem mais alguma coisa no meu nome?": the day acknowledged, every other one asked for.)
  const more = MORE_OWN_RE.test(normalize(turn.input.messages.join(' ')));
  const onDay =
    pref.date && daysNamed.size < 2 && !more ? list.filter((s) => localDateOf(new Date(s.start_at), turn.tz) === pref.date) : list;
  // "minha consulta é terça q horas? e a fisio é qdo?": a service asked about that day lacks is listed too.
  // "quais consultas eu tenho marcadas?": a plural asks for all of them, not for the service of that word.
  const said = normalize(turn.input.messages.join(' '));
  // (Read before normalising, which spells "consultas" as the service's own word.)
  const generic = GENERIC_PLURAL_RE.test(fold(turn.input.messages.join(' ')));
  const named = generic ? [] : mentionedServices(said, turn.input.services);
  const lacking = named.some((n) => !onDay.some((s) => s.service_id === n.id) && list.some((s) => s.service_id === n.id));
  // "a fisio é com o dr ricardo msm né?": the appointments of the service named, when no day is.
  const ofNamed = pref.date ? [] : list.filter((s) => named.some((n) => n.id === s.service_id));
  const that = ofNamed.length ? ofNamed : lacking ? list : onDay;
  turn.state.focus_id = null;
  turn.state.focus_service_id = null;
  if (that.length === 1) {
    const one = that[0]!;
    turn.state.focus_id = one.id;
    turn.state.focus_service_id = one.service_id;
    return void turn.say(
      `Seu horário de ${speakDateTime(new Date(one.start_at), turn.tz)} é *${one.service_title}*${one.professional ? ` com *${one.professional}*` : ''}.`,
    );
  }
  turn.say(`Seus próximos agendamentos:\n${list.map((s) => line(turn, s)).join('\n')}`);
}

/** Which of the listed appointments the client means: "o primeiro", "o de sexta", "o corte". */
export function pickCandidate(turn: Turn, ordinal: number | null, pref: TTimePref, service: TBrainService | null): TScheduleRef | null {
  const list = turn.state.candidates ?? [];
  if (ordinal !== null) return list[ordinal] ?? null;
  const bySvc = service ? list.filter((s) => s.service_id === service.id) : list;
  if (bySvc.length === 1) return bySvc[0]!;
  // ("o da semana q vem": the one inside the days said.)
  const onDays = (day: string) => (pref.date_to ? day >= pref.date! && day <= pref.date_to : day === pref.date);
  // ("a de quinta" to next week's Thursday among them: its weekday a week on, own-day.ts.)
  const byDay = !pref.date
    ? bySvc
    : pref.date_to
      ? bySvc.filter((s) => onDays(localDateOf(new Date(s.start_at), turn.tz)))
      : ownOnDay(bySvc, pref.date, turn.tz);
  // ("o das 11h", "o da tarde": the one at the time said.)
  const byTime = byDay.length > 1 ? narrow(turn, byDay, { ...pref, date: undefined, date_to: undefined }, null) : byDay;
  return byTime.length === 1 ? byTime[0]! : whoseCandidate(byTime, normalize(turn.input.messages.join(' ')));
}

/** Whether the client has an appointment still to come (a move needs one). */
export async function hasUpcoming(turn: Turn): Promise<boolean> {
  const list = await turn.input.tools.listAppointments('upcoming');
  return list.some((s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime());
}

/**
 * The services of the appointment just written or talked about ("qnt fica?" right after booking it); with
 * `whole` ("quanto vai dar tudo?", "e o valor das duas?"), every appointment of the client on that day.
 */
export async function focusedServices(turn: Turn, whole: boolean): Promise<TBrainService[]> {
  // "e quanto fica?" while a switch or a move to another service is proposed: the service on the table.
  const st = turn.state;
  const onTable =
    st.awaiting === 'confirm_replace' ? st.replace?.service_id : st.awaiting === 'confirm_booking' && st.pending ? st.service_id : null;
  const next = onTable ? turn.input.services.find((s) => s.id === onTable) : undefined;
  if (next) return [next];
  const focus = st.focus_id;
  // "e parcela a progressiva?" then "qto tá?": the service the last answer was about (faq-topic.ts).
  const topic = !st.flow && !focus ? turn.input.services.find((s) => s.id === st.service_id) : undefined;
  if (topic) return [topic];
  if (!focus || st.flow) return [];
  const mine = await upcoming(turn);
  const own = mine.find((s) => s.id === focus);
  if (!own) return [];
  const day = localDateOf(new Date(own.start_at), turn.tz);
  const written = turn.state.visit_written ?? [];
  const sameDay = mine.filter(
    (s) => localDateOf(new Date(s.start_at), turn.tz) === day || (written.includes(own.id) && written.includes(s.id)),
  );
  // "qnto fica?" after a visit was written: every part of it (back to back with the one in focus).
  const visit = whole ? sameDay : backToBack(turn, sameDay, own);
  return visit.map((v) => turn.input.services.find((s) => s.id === v.service_id)).filter((s): s is TBrainService => !!s);
}

/** The appointments joined to `own` end to start (one visit), in order. */
function backToBack(turn: Turn, day: TScheduleRef[], own: TScheduleRef): TScheduleRef[] {
  const end = (a: TScheduleRef) =>
    new Date(a.start_at).getTime() + (turn.input.services.find((s) => s.id === a.service_id)?.duration_in_minutes ?? 0) * 60_000;
  const sorted = [...day].sort((a, b) => new Date(a.start_at).getTime() - new Date(b.start_at).getTime());
  let from = sorted.indexOf(own);
  let to = from;
  // (A visit's next part starts on the 30-minute grid: up to 15 minutes after the part before it ends.)
  const joined = (a: TScheduleRef, b: TScheduleRef) =>
    new Date(b.start_at).getTime() - end(a) >= 0 && new Date(b.start_at).getTime() - end(a) <= 15 * 60_000;
  while (from > 0 && joined(sorted[from - 1]!, sorted[from]!)) from--;
  while (to < sorted.length - 1 && joined(sorted[to]!, sorted[to + 1]!)) to++;
  return sorted.slice(from, to + 1);
}
