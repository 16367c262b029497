// The embedded brain: a rule-based Portuguese dialogue engine, deterministic per conversation, settings and clock (failures replay).
import type { TBrain, TBrainTurnInput, TBrainTurnResult } from '../types.js';
import { hasPref, parseTimePref } from './dates.js';
import { asksAboutOwnAppointment } from './own-day.js';
import { withoutReasons } from './reasons.js';
import { countsTimes, detectIntents, parseOrdinal } from './intents.js';
import { readOwnName } from './own-name-said.js';
import { answerLastVisit } from './last-visit.js';
import { sayWeekdayClash } from './weekday-clash.js';
import { matchService } from './match.js';
import { pricedPart, servicesAsCorrected, withoutDoneThemselves, withoutPricedAside } from './corrected-services.js';
import { proposeVisit, proposeVisitAgain, visitServices } from './visit.js';
import { askCancelAll, meansAll } from './cancel-all.js';
import { bothAsCount, takePricedVisit } from './priced-visit.js';
import { visitBesidePrice } from './visit-beside-price.js';
import { answerCancelPolicy, notUnderstood } from './not-understood.js';
import { bookingSignal, bringAsked, namesNewProfessional, proChangedWhileBooking, servicesOnTable } from './booking-signal.js';
import { answerHowLong, ownerAnswersHowLong } from './how-long.js';
import { plainIdioms } from './idioms.js';
import { partyAsked, proposeParty, rearrangeParty } from './party.js';
import { proposeDaysApart } from './days-apart.js';
import { addToAppointment } from './add-service.js';
import { addedToRequest, proposeAdded } from './add-to-request.js';
import { firstName } from './format.js';
import { answerPrice, answerStrongFaq, faqInContext, greeting, answerServices, TOTAL_RE, transfer } from './answers.js';
import { answerFaq } from './faq-topic.js';
import { sendRequestedMedia } from './media-requests.js';
import { editedRequest } from './request-edits.js';
import { answerAboutPending, answerWeDo, proposeAgain, proposeAgainAfterAnswers } from './propose-again.js';
import { asksServices } from './not-offered.js';
import { answerRestatedOwn } from './own-restated.js';
import { withoutGivenUp } from './constraints.js';
import { answerSideQuestions, beforeFlow, schedulingOff } from './policy.js';
import { HELP_LINES, phrase } from './phrasing.js';
import { normalize } from './text.js';
import { Turn } from './state.js';
import { choose, commit, continueBooking, refusedPending } from './booking.js';
import { keepInPlay, servicesOffered } from './which-service.js';
import { askWhichOffered } from './slots.js';
import { serviceSwitch } from './service-switch.js';
import { fromHistory } from './history.js';
import { withoutKeeps } from './keep-statement.js';
import { prefAsMeant } from './own-anchor.js';
import { readReminderAnswer } from './reply-target.js';
import { namedProfessional } from './team.js';
import { cantGoButMoves, impliesMove, redoneWrite, splitReschedule } from './reschedule-split.js';
import { aboutOwn } from './move-about-own.js';
import { answerJustAsking, bookTold } from './just-asking.js';
import { answerLate } from './late-answer.js';
import { withoutHarmlessNegations } from './harmless-negations.js';
import { ruleOutOffers } from './ruled-out-offers.js';
import { pickFromOffered, picksMoveTime, retimedToOffered } from './offered-pick.js';
import { answerVisit, visitPrefAgain } from './visit-answers.js';
import { droppedOnHedge, keepWhileThinking } from './thinking-it-over.js';
import { cancelFirst, dropStaleQueue } from './then-requests.js';
import { answerCancelProposal } from './cancel-answer.js';
import { confirmationPref, confirmPresence } from './presence.js';
import { deferredClausesOf } from './deferred-clauses.js';
import {
  agrees,
  acknowledgesBooking,
  acknowledgeWrite,
  thanksReply,
  agreesBeforeQuestion,
  droppedProposal,
  lastAssistantAsksConfirmation,
  onKnownDay,
  onTableTime,
  pickedByDate,
  restatesProposal,
  withSpokenTime,
} from './proposal-answers.js';
import { asksToMove } from '../../consent.js';
import { askCancel, focusedServices, hasUpcoming, listAppointments, pickCandidate, startReschedule } from './appointments.js';
import { targetForReschedule } from './move-target.js';
import { withCarriedQuestion } from './carried-question.js';
import { readWithQueue } from './queued-requests.js';

const EMBEDDED_MODEL = 'embedded-pt-br-1';
const PRICE_ASKED_RE = /\b(quanto|preco|valor|qnto)/;

async function handle(turn: Turn, message: string): Promise<void> {
  const { input } = turn;
  const st = turn.state;
  const original = ruleOutOffers(
    turn,
    await editedRequest(
      turn,
      await withoutKeeps(
        turn,
        answerSideQuestions(
          turn,
          deferredClausesOf(withoutHarmlessNegations(withCarriedQuestion(turn, message)), !turn.state.for_name).rest,
        ),
      ),
    ),
  );
  const text = normalize(original);
  const it = detectIntents(text);
  readReminderAnswer(turn, text, it);
  const priced = takePricedVisit(turn);
  // "isso pode marcar as duas" to a visit of two services proposed: both of them, not 14:00.
  const visitInPlay = (st.visit?.length ?? 0) > 1 || (st.visit_ids?.length ?? 0) > 1;
  const said = parseTimePref(bothAsCount(text, it.price || priced.length > 1 || visitInPlay), input.now, turn.tz, input.company?.day_parts);
  sayWeekdayClash(turn, text, said.date);
  const asCorrected = servicesAsCorrected(original, input.services);
  // "corte pra mim sábado 10h. e quanto tá o corte de criança?": the service booked is the one asked, not the one priced.
  const toBook = it.book || it.weakBook ? withoutPricedAside(asCorrected, input.services) : asCorrected;
  const svcMatch = keepInPlay(turn, normalize(toBook), matchService(withoutReasons(normalize(toBook)), input.services));
  const spoken = withSpokenTime(turn, bothAsCount(text, true), said);
  const { service: lastVisit, pref: read } = await fromHistory(turn, text, spoken, svcMatch?.service);
  // "opa errei, é sábado, msm horário" while a time is proposed: the proposal's own time (same-time.ts).
  const pref = await prefAsMeant(turn, text, read, svcMatch?.service);
  const service = svcMatch?.service ?? lastVisit;
  // "na verdade prefiro com a Jéssica": another professional is something new, like a time or a service.
  const named = namedProfessional(original, input.professionals ?? [], input.services);
  const newPro = namesNewProfessional(turn, named);
  if (it.human) return transfer(turn, 'client_asked');
  const justDone = st.just_done === true;
  st.just_done = false;

  const { name, answered } = await readOwnName(turn, original);
  if (answered) return;
  if (!st.awaiting && (await answerLastVisit(turn, text))) return;

  if ((await beforeFlow(turn, { original, text, it, pref, service })) || (await answerRestatedOwn(turn, { original, it, pref }))) return;
  if (schedulingOff(turn, it)) return;
  if (turn.canSchedule() && (await serviceSwitch(turn, { text: normalize(withoutDoneThemselves(original)), it, pref }))) return;

  // "deixa pra lá", "na real…": the proposal goes; with nothing new in the message, the whole request goes.
  if (await keepWhileThinking(turn, text, !service && !hasPref(pref) && !newPro, pref)) return;
  if (await droppedOnHedge(turn, { text, it, pref, nothingNew: !service && !hasPref(pref) && !newPro })) return;
  // The professional changed while booking (readProfessional took the name): the same request again with them.
  if (newPro && proChangedWhileBooking(turn, it, pref)) return continueBooking(turn, { service, pref, refused: false });
  if (await rearrangeParty(turn, original, pref)) return;
  const r = { original, text, it, pref, service };
  if ((await answerVisit(turn, r)) || (await answerAboutPending(turn, r)) || (await bookTold(turn, r))) return;
  if (turn.canSchedule() && !it.cancel && !it.reschedule && !it.price && (await addToAppointment(turn, withoutReasons(text), pref))) return;
  const added = !it.cancel && !it.reschedule && (!it.price || it.book || turn.unknownBefore) ? addedToRequest(turn, text, service) : null;
  if (added) return proposeAdded(turn, { text, priced: it.price }, added, hasPref(pref) ? pref : (st.pref ?? {}));
  const party = partyAsked(original, input.services, it, pref);
  if (party) return proposeParty(turn, party, hasPref(pref) ? onKnownDay(turn, pref) : null);
  if (!st.awaiting && (it.book || it.weakBook) && !it.cancel && !it.reschedule && (await proposeDaysApart(turn, original))) return;
  // "minha consulta é terça q horas msm? e a fisio?" asks about the client's own, "a escova dá pra passar?" moves it: no visit.
  const visit = aboutOwn(it, original) ? [] : visitServices(withoutGivenUp(withoutReasons(normalize(asCorrected))), input.services);
  if (!visit.length && !service && !it.price && (it.book || it.weakBook || hasPref(pref))) visit.push(...priced);
  if (visit.length && (it.book || it.weakBook || hasPref(pref)) && !it.cancel && !it.reschedule && !it.price) {
    return proposeVisit(turn, visit, hasPref(pref) ? onKnownDay(turn, pref) : null);
  }
  // A new time, or a service taken out of it: the visit again, on the day already under discussion.
  if (st.awaiting === 'confirm_visit' && st.visit_ids?.length && (hasPref(pref) || turn.visitEdited))
    return proposeVisitAgain(turn, visitPrefAgain(turn, pref));
  // "acho que não", "espera": whatever was proposed goes, and nothing is proposed again on its own.
  const proposing = st.awaiting === 'confirm_booking' || st.awaiting === 'confirm_visit';
  if (proposing && !hasPref(pref) && !service && !newPro && droppedProposal(turn, original, text)) return;
  if (st.awaiting === 'confirm_cancel' && (await answerCancelProposal(turn, { original, it, pref, service }))) return;
  if (st.awaiting === 'confirm_booking' && st.pending) {
    // "sim, mas de tarde" names something else: a yes with a day or time agrees only when it restates the proposal.
    const same = (!service || service.id === st.service_id) && !newPro; // "pode ser, só q com a carla": not agreed
    if (agrees(original, it, turn) && !hasPref(pref) && same) return commit(turn);
    if (restatesProposal(turn, original, pref, st.pending.start_at) && same) return commit(turn);
    if (same && (await retimedToOffered(turn, original, pref))) return;
    if (it.no && !hasPref(pref)) return refusedPending(turn);
  }
  if (st.awaiting === 'which_schedule') {
    if (st.flow === 'cancel' && meansAll(original)) return askCancelAll(turn, st.candidates ?? []);
    const picked = pickCandidate(turn, parseOrdinal(text, st.candidates?.length ?? 0), pref, service);
    if (picked) {
      st.candidates = [];
      if (st.flow === 'cancel') return askCancel(turn, picked);
      const nextPref = hasPref(pref) && !pickedByDate(turn, picked, pref) ? pref : (st.pref ?? {});
      st.pref = null;
      return targetForReschedule(turn, picked, nextPref);
    }
  }

  if (justDone && acknowledgesBooking(original, text, it, !!service || hasPref(pref))) return acknowledgeWrite(turn, it.thanks);
  // "passa meu corte pras 15h": a move, never a second booking; "na vdd 16h não dá" right after a write moves it again.
  const redo = await redoneWrite(turn, justDone, { text, pref, named, service, cancel: it.cancel });
  const moving =
    redo ||
    (it.reschedule && !picksMoveTime(turn, pref)) ||
    ((!it.cancel || cantGoButMoves(text, pref)) &&
      st.flow !== 'reschedule' &&
      (asksToMove(original) || (!it.late && !it.confirmPresence && impliesMove(text, pref, !!st.focus_id && !st.awaiting))) &&
      (!!service || hasPref(pref) || turn.offeredBefore.length > 0 || /\b(meu|minha|horario|agendamento)\b/.test(text)) &&
      (await hasUpcoming(turn)));
  if (it.cancel && !moving) return cancelFirst(turn, original, message, service ?? null);
  // "…mudar ela pra sexta, e também queria saber quanto tá a hidratação": the price asked, then the move.
  if (moving && it.price && turn.canConverse()) answerPrice(turn, text.slice(text.search(PRICE_ASKED_RE)));
  if (moving) return startReschedule(turn, redo ? { oldPref: {}, newPref: pref } : splitReschedule(text, input.now, turn.tz), service);
  const confirmsFocused = !!st.focus_id && /\bconfirm/.test(text) && !service && !hasPref(pref);
  if ((it.confirmPresence || confirmsFocused) && !st.awaiting)
    return void (await confirmPresence(turn, false, confirmationPref(turn, pref)));
  // "e a consulta com a dra Fernanda é que dia mesmo?" with nothing on the table: the client's own appointment.
  const priceAsked = it.price ? text.slice(text.search(PRICE_ASKED_RE)) : null;
  if (await asksAboutOwnAppointment(turn, text, pref, it, !!service)) return listAppointments(turn, pref, priceAsked);

  // "na verdade queria a limpeza de pele, não consulta. pode ser às 10?": another service, not a pick of the list.
  const otherService = !!service && !!st.service_id && service.id !== st.service_id;
  if (!otherService && (await pickFromOffered(turn, text, original, pref))) return;
  // A yes to a list of several times names none: asked which (as guarded-consent.ts); one time offered, or the earliest asked, is taken.
  const otherPro = !!st.professional_id && st.professional_id !== st.offered?.[0]?.calendar_id;
  // "isso, sábado dia 14. pode passar" to the one time offered: its own day said back with the yes.
  const one = st.awaiting === 'slot' && st.offered?.length === 1 && !service && !otherPro ? st.offered[0]! : null;
  // A yes to the one time offered (it named the service, who, the day and the time) agrees to it: no second ask.
  if (one && hasPref(pref) && restatesProposal(turn, original, pref, one.start_at)) return choose(turn, one, false, true);
  if (st.awaiting === 'slot' && st.offered?.length && agrees(original, it, turn) && !service && !hasPref(pref) && !otherPro) {
    if (st.offered.length === 1 || st.asked_earliest) return choose(turn, st.offered[0]!, false, st.offered.length === 1);
    return askWhichOffered(turn);
  }
  if (st.awaiting === 'service' && !service && !countsTimes(text)) {
    const { offered } = servicesOffered(turn);
    const chosen = offered[parseOrdinal(text, offered.length) ?? -1];
    if (chosen) return continueBooking(turn, { service: chosen, pref, refused: false });
  }

  if (it.yes && !st.awaiting && !hasPref(pref) && !service && lastAssistantAsksConfirmation(input)) {
    if (await confirmPresence(turn, true)) return;
  }

  // "se eu cancelar a barba de hj cobra alguma coisa?": the cancel policy, not a price or a cancel.
  if (!it.cancel && answerCancelPolicy(turn, text)) return proposeAgain(turn);
  if (!st.awaiting && sendRequestedMedia(turn, text)) return;
  if (bookingSignal(turn, it, service?.id ?? null, pref)) {
    if (it.price && service && turn.canConverse()) answerPrice(turn, normalize(pricedPart(asCorrected, toBook)), [service]);
    const together = visitBesidePrice(turn, toBook, toBook !== asCorrected);
    if (together.length) return proposeVisit(turn, together, hasPref(pref) ? onKnownDay(turn, pref) : onTableTime(turn));
    if (service && !it.price) answerHowLong(turn, text, it.question, service);
    return continueBooking(turn, { service, pref, refused: it.no && !turn.visitNarrowed });
  }
  if (it.price) {
    if (!turn.canConverse()) return transfer(turn, 'conversational_disabled');
    answerPrice(turn, normalize(asCorrected), await focusedServices(turn, TOTAL_RE.test(text)));
    answerStrongFaq(turn, text); // "quanto tá a coloração e dá pra parcelar?": both answered.
    // The one time offered, proposed again after the price ("qnto tá?" only asks: never written on it).
    if (st.awaiting === 'slot' && st.offered?.length === 1) return choose(turn, st.offered[0]!, !agreesBeforeQuestion(original));
    return proposeAgain(turn, true);
  }
  const faq = faqInContext(turn, text);
  // How long the service takes, unless the owner wrote the answer ("quanto tempo dura a progressiva?": months).
  if (!ownerAnswersHowLong(faq, text) && answerHowLong(turn, text, it.question, service)) return;
  if (asksServices(turn, it, text, pref) && !service && !faq) return answerServices(turn, text);
  if (faq && !turn.answered.has(faq.faq.id)) {
    if (!turn.canConverse()) return transfer(turn, 'conversational_disabled');
    answerFaq(turn, faq.faq, text);
    // (Late for an appointment: the owner's rule said above, that appointment in focus: late-answer.ts.)
    if (it.late && !st.awaiting) return answerLate(turn, pref, service?.id ?? null);
    return proposeAgain(turn);
  }
  if (it.late) return answerLate(turn, pref, service?.id ?? null);
  if (it.listServices && service) return answerWeDo(turn, service, text);
  // "tenho que ir de cabelo lavado?" about the service proposed, or right after another was booked: how to come, asked.
  const same =
    (!!service && [...servicesOnTable(turn), st.focus_service_id].includes(service.id) && !hasPref(pref) && !it.book) ||
    bringAsked(turn, text, it);
  if (service && !same && (it.question || it.book || it.weakBook)) return continueBooking(turn, { service, pref, refused: false });
  if (it.yes && st.awaiting === 'time' && st.service_id) return continueBooking(turn, { service: null, pref, refused: false });
  if (it.thanks || it.bye) return void turn.say(thanksReply(turn, it.bye));
  if (it.yes && st.awaiting === 'slot') return void turn.say('Qual dos horários você prefere? Pode responder com o número da opção.');
  // ("boa noite. vcs atendem unimed? preciso passar num clinico geral": the service said beside the greeting is the request.)
  if (service && !same && !name) return continueBooking(turn, { service, pref, refused: false });
  if (it.greeting && !st.awaiting) return void turn.say(phrase(turn, 'help', HELP_LINES));
  if (name) return void turn.say(`Prazer, ${firstName(name)}! Como posso te ajudar?`);
  if (service && !same) return continueBooking(turn, { service, pref, refused: false });
  if (it.no && !st.awaiting) return void turn.say('Tudo bem! Se precisar de algo, é só chamar 🙂');
  if (!turn.replies.length) notUnderstood(turn, text, it);
  return proposeAgain(turn);
}

export const embeddedBrain: TBrain = {
  kind: 'embedded',
  async turn(raw: TBrainTurnInput): Promise<TBrainTurnResult> {
    const input = { ...raw, messages: raw.messages.map(plainIdioms) };
    const turn = new Turn(input);
    const original = input.messages.join('\n').trim();
    const firstContact = !turn.state.greeted;
    dropStaleQueue(turn);
    await readWithQueue(turn, original, handle);
    await proposeAgainAfterAnswers(turn);
    answerJustAsking(turn);
    if (!/desculpe, n[aã]o entendi/i.test(turn.replies.join(' '))) turn.state.misunderstood = 0;
    if (firstContact) {
      turn.state.greeted = true;
      turn.replies.unshift(greeting(turn));
    }
    const replies = [turn.replies.join('\n\n')].filter(Boolean);
    const out =
      turn.settings.chat_personality_slug === 'formal'
        ? replies.map((r) => r.replace(/\s?[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/gu, ''))
        : replies;
    return {
      replies: out,
      actions: turn.actions,
      state: turn.state as Record<string, unknown>,
      transfer: turn.transfer,
      run: { model: EMBEDDED_MODEL, promptTokens: 0, completionTokens: 0, toolCalls: turn.actions, error: null },
    };
  },
};
