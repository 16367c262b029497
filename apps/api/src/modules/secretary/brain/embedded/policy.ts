// Dialogue policy run before the booking flow: every slot the message names is updated (the professional asked or
// excluded), and what needs no flow is answered first (complaint, hours, past date, address, cancel policy, FAQ).
import { namesPastProfessional } from './history.js';
import { takeUpPutAside } from './put-aside.js';
import type { TBrainService } from '../types.js';
import { addDays, hasPref, parseTimePref, type TTimePref } from './dates.js';
import { detectIntents, sentimentOf, type TIntents } from './intents.js';
import { LATE_RE } from './late-asked.js';
import { withoutMishaps, withoutReasons } from './reasons.js';
import { pastDay } from './past-day.js';
import { matchService, withoutWeakWords } from './match.js';
import { proposeAgain } from './propose-again.js';
import { fold, normalize } from './text.js';
import { sideParts } from './side-parts.js';
import { answerHowLong, ownerAnswersHowLong } from './how-long.js';
import { booksForThem, namedWithYes, otherNameIn } from './other-name.js';
import { agreementOf, asksToMove } from '../../consent.js';
import { choose } from './booking.js';
import type { Turn } from './state.js';
import { answerCancelPolicy } from './not-understood.js';
import { keepSameOne } from './same-one-pronoun.js';
import { openDayAroundPreferred } from './preferred-day.js';
import { answerAddress, apologize, closedDayText, closedOn, STRONG_FAQ, transfer } from './answers.js';
import { answerHoursAsked, OPEN_Q } from './hours-asked.js';
import { waivesProfessional, excludesProfessional, joinNames, namedProfessional, namesSomeone } from './team.js';
import { dayOfWeek } from './when.js';
import { bookingFor } from './people.js';
import { answerWaitlistOffer } from './waitlist-offer.js';
import { asksOtherProfessional } from './other-professional.js';
import { jokesAboutOwnLook } from './own-look.js';
import { answerFaq, faqAnswered, faqOnTopic, schedulingPart } from './faq-topic.js';
import { answerVisitEnd } from './visit-end.js';
import { answerOwnWho, answerProfessionalDoes, answerWhoDoes, asksWho } from './who-does.js';
import { acceptsAnyOther, asksAnyoneElse } from './pro-fallback.js';
import { answerDoneAside } from './done-aside.js';

/** Complaints that need an apology and a person, whatever the sentiment score says. */
const COMPLAINT =
  /\b(insatisfeit\w*|absurdo|pessim\w*|horrivel|descaso|desrespeito|falta de respeito|reclama\w*|vergonha|palhacada|nao fui atendid\w*|ninguem me atend\w*|esperei \d+|fiquei esperando|me deixaram esperando|estragaram|pior atendimento)\b/;
/** "a ultima vez foi outra menina": the visit that went wrong was with someone else. */
const OTHER_LAST_TIME_RE = /\b(?:ultima vez|vez passada)\b.{0,25}\boutr[oa]\b|\boutr[oa]\b.{0,30}\b(?:ultima vez|vez passada)\b/;
const ADDRESS_Q = /\b(endereco|onde (fica|ficam|voces ficam|e a|e o)|(?:voces |vcs )?ficam onde|localizacao|como (eu )?chego|qual a rua)\b/;

export interface TRead {
  original: string;
  text: string;
  it: TIntents;
  pref: TTimePref;
  service: TBrainService | null;
}

function readProfessional(turn: Turn, r: TRead): 'asked' | void {
  const team = turn.input.professionals ?? [];
  const named = namedProfessional(r.original, team, turn.input.services);
  if (!named) return void (keepSameOne(turn, r.text), asksAnyoneElse(turn, r.text));
  const st = turn.state;
  if ('unknownName' in named) {
    // Never book with someone else than the person asked for: ask first.
    keepService(turn, r.service, r.pref);
    turn.say(
      `Não temos ninguém chamado ${named.unknownName} por aqui 🤔. Nossa equipe: ${joinNames(team.map((p) => `*${p.title}*`))}. Com quem você prefere?`,
    );
    return 'asked';
  }
  // Everyone the message rules out ("com a Carla, a Jéssica não") stays out of what is offered.
  const out = team.filter((p) => excludesProfessional(r.original, p, team)).map((p) => p.calendar_id);
  if (out.length) st.excluded_ids = [...new Set([...(st.excluded_ids ?? []), ...out])];
  // ("não precisa ser c o marcão não, pode ser qualquer um": whoever is free, him included.)
  if (waivesProfessional(r.original, named.professional)) {
    if (st.professional_id === named.professional.calendar_id) st.professional_id = null;
    return;
  }
  if (excludesProfessional(r.original, named.professional, team)) {
    st.excluded_ids = [...new Set([...(st.excluded_ids ?? []), named.professional.calendar_id])];
    if (st.professional_id === named.professional.calendar_id) st.professional_id = null;
    return;
  }
  // Naming the professional of the pending proposal ("tá, com a Dra. Fernanda então") keeps it on the table.
  const proposedWith = st.pending?.calendar_id === named.professional.calendar_id;
  if (st.professional_id !== named.professional.calendar_id && st.awaiting === 'confirm_booking' && !proposedWith) st.awaiting = 'time';
  st.professional_id = named.professional.calendar_id;
  st.pro_fallback = acceptsAnyOther(r.text);
}

const UNDATED_RETURN = /\b(?:quando|depois que|assim que) (?:eu |a gente )?(?:voltar|retornar|receber|chegar de viagem)\b/;

function keepService(turn: Turn, service: TBrainService | null, pref: TTimePref) {
  const st = turn.state;
  if (!service) return;
  st.flow = st.flow === 'reschedule' ? 'reschedule' : 'book';
  if (st.flow === 'book') st.service_id = service.id;
  st.awaiting = 'time';
  // "ela tá livre sábado?": the day asked for holds while the client says who.
  st.pref = hasPref(pref) ? pref : null;
}

/** A day, a time, a price or a booking verb: the part is a request, not only a question about the service. */
function bookingWords(turn: Turn, t: string): boolean {
  const it = detectIntents(t);
  return (
    it.book || it.cancel || it.reschedule || it.price || hasPref(parseTimePref(t, turn.input.now, turn.tz, turn.input.company?.day_parts))
  );
}

/** A FAQ match this close is the question itself, whatever booking word it carries. */
const PLAIN_FAQ = 0.7;

const ASKING_RE = /\b(?:uma duvida|tenho uma duvida|queria saber|gostaria de saber|queria perguntar|uma pergunta|me tira uma duvida)\b/;

/**
 * A FAQ (or the address) asked in its own sentence beside another request is answered first; the
 * rest of the message is what the flow reads, so "onde fica a barbearia?" never names a service.
 */
export function answerSideQuestions(turn: Turn, original: string): string {
  const parts = sideParts(original);
  // "e se eu atrasar uns 15 min? cancela?": the consequence asked belongs to the lateness supposed, not a request.
  if (parts.filter((p) => p.text.length >= 3).length < 2 || LATE_RE.exec(normalize(original))?.[0].includes('?')) return original;
  const rest: typeof parts = [];
  for (const piece of parts) {
    const part = piece.text;
    // "…sexta msm, 9h": a short part is never a question of its own, and never lost.
    if (part.length < 3) {
      if (part) rest.push(piece);
      continue;
    }
    const t = normalize(part);
    if (answerDoneAside(turn, part, rest)) continue;
    // ("com a mesma menina q me atendeu": the professional of a past visit, no question about the hours.)
    // "quem tá cortando aí na barbearia?" asks who, not where: no FAQ about the place. "vou ficar c o ricardo msm": a
    // professional chosen, said without a question, asks nothing about the place; nor a yes alone ("fechado", "blz").
    if (/\?/.test(part) && !detectIntents(t).cancel && answerCancelPolicy(turn, t)) continue;
    const choosesPro =
      !/\?/.test(part) &&
      (namesSomeone(part, turn.input.professionals ?? [], turn.input.services) ||
        namesPastProfessional(t) ||
        (detectIntents(t).yes && t.split(' ').length <= 2));
    // ("quero falar com a dona do salão" asks for a person, never where the salon is; "vou ver c minha mãe se ela
    // me leva" is what the client will check, no question about what to bring.)
    const faq =
      asksWho(t) || choosesPro || detectIntents(t).human ? null : faqOnTopic(turn, withoutMishaps(/\?/.test(part) ? t : withoutReasons(t)));
    const ownAddress = ADDRESS_Q.test(t) && !!turn.input.company?.address;
    // "vocês abrem domingo? se não, sábado 14h": the closed day is answered, the rest is the request.
    const asked = /\?/.test(part) && OPEN_Q.test(t) ? parseTimePref(t, turn.input.now, turn.tz).date : undefined;
    if (asked && closedOn(turn.input.company, dayOfWeek(asked))) {
      turn.say(closedDayText(turn, dayOfWeek(asked)));
      continue;
    }
    // "qnto tempo leva o corte e barba? se der marca sábado 9h": answered, and the part still names the service
    // ("quanto tempo dura a progressiva?" with a FAQ on how long it lasts: the owner's answer wins).
    const ownersAnswer = ownerAnswersHowLong(faq, t);
    if (/\?/.test(part) && !ownersAnswer && matchService(withoutWeakWords(t), turn.input.services) && answerHowLong(turn, t, true)) {
      rest.push(piece);
      continue;
    }
    if (schedulingPart(turn, t) && !ADDRESS_Q.test(t)) {
      // "dá pra parcelar a progressiva? queria marcar terça": the question about the service answered, the service booked.
      // A voice note has no question mark: "uma dúvida…", "queria saber…" say it is a question.
      const asked = /\?/.test(part) || ASKING_RE.test(t);
      // ("preciso fazer jejum pra consulta? quero marcar com o Dr. Ricardo": "preciso fazer" books nothing when the
      // question is plainly the FAQ's, with no day or time in it.)
      const plainly = /\?/.test(part) && !!faq && faq.score >= PLAIN_FAQ && !hasPref(parseTimePref(t, turn.input.now, turn.tz));
      const aboutService = asked && faq && faq.score >= STRONG_FAQ && !faqAnswered(turn, faq.faq.id) && (plainly || !bookingWords(turn, t));
      if (aboutService) answerFaq(turn, faq.faq);
      // ("aah perfeito. precisa levar algo pra progressiva?": the FAQ was all it asked; the service books nothing.)
      if (!(aboutService && plainly && !parts.some((q) => q !== piece && bookingWords(turn, normalize(q.text))))) rest.push(piece);
    } else if (ownAddress) answerAddress(turn);
    // ("só o cabelo msm" names what is wanted: a part that asks nothing and names a service is no FAQ question.)
    else if (faq && !faqAnswered(turn, faq.faq.id) && (/\?/.test(part) || ASKING_RE.test(t) || !matchService(t, turn.input.services)))
      answerFaq(turn, faq.faq, t);
    else rest.push(piece);
  }
  // Clause ends stay: which clause a day sits in matters ("cancela o de sexta, o de sábado eu vou").
  return rest.length ? rest.map((p) => `${p.text}${p.comma ? ',' : ''}`).join(' ') : original;
}

function nextOpenDay(turn: Turn, from: string): string | null {
  for (let i = 1; i <= 7; i++) {
    const day = addDays(from, i);
    if (!closedOn(turn.input.company, dayOfWeek(day))) return day;
  }
  return null;
}

/** True when the turn is fully answered here. */
export async function beforeFlow(turn: Turn, r: TRead): Promise<boolean> {
  const st = turn.state;
  const { it, text } = r;
  if (await answerWaitlistOffer(turn, r)) return true;
  // ("oi consegui! pode ser a das 10 sim" after "deixa pra lá": the list put aside is back on the table.)
  if (r.pref.exact_min !== undefined) takeUpPutAside(turn, r.pref, r.service?.id ?? null);
  if (st.awaiting === 'for_name' && st.pending) {
    // The name given goes on the booking; anything else (a yes, "tanto faz") books in the client's name, never a dead end.
    st.for_name = otherNameIn(r.original);
    st.for_relation = null;
    // ("isso, pode marcar. é pra Lurdes": the name said with the yes.)
    if (!st.for_name) namedWithYes(turn);
    if (st.for_name || it.yes || agreementOf(r.original, { action: 'book', minutes: -1 }) === 'agree') {
      await choose(turn, st.pending);
      return true;
    }
  }
  if (st.awaiting === 'offer_human') {
    st.awaiting = null;
    const reason = st.offer_reason ?? 'complaint';
    st.offer_reason = undefined;
    // "ótimo, obrigada" closes the talk, "show. dá pra fazer a sobrancelha?" asks something new: no yes to a person.
    if (it.yes && !it.no && !(it.thanks && !/\b(?:sim|pode|quero|chama|chame)\b/.test(r.text)) && !r.service && !hasPref(r.pref)) {
      transfer(turn, reason);
      return true;
    }
    if (it.no && !r.service && !it.book) {
      turn.say('Tudo bem. Se mudar de ideia, é só me chamar 🙏');
      return true;
    }
  }
  // "não quero com o Dr. Ricardo, da última vez não gostei" beside a request: a preference to honour, no case for a person.
  const team = turn.input.professionals ?? [];
  // ("é a carla msm q vai fazer ne? a ultima vez foi outra menina e nao gostei": the one named, for that reason.)
  const booking = !!r.service || hasPref(r.pref) || it.book || st.flow === 'book';
  const choosesFor = namesSomeone(r.original, team, turn.input.services) && OTHER_LAST_TIME_RE.test(text) && booking;
  const prefersOther =
    (team.some((p) => excludesProfessional(r.original, p, team)) && (!!r.service || hasPref(r.pref) || it.book)) || choosesFor;
  // "tá mt caro kkk": a client laughing about it is not upset (the laugh is gone from the normalised text).
  const laughs = /\b(?:k{3,}|(?:ha){2,}h?|(?:rs)+)\b/.test(fold(turn.input.messages.join(' ')));
  // The complaint may be in the story told before an appointment was kept (keep-statement.ts).
  const told = `${text} ${normalize(turn.keptParts.join(' '))}`;
  const complaint = COMPLAINT.test(told) || (sentimentOf(told) <= -2 && !prefersOther && !laughs);
  if (complaint && !it.yes && !jokesAboutOwnLook(text, !!r.service || !!matchService(text, turn.input.services))) {
    // "faz 2 dias q to tentando marcar uma escova 😡 sábado 10h tem?": sorry first, then what was asked.
    // A question for a day to come, not the story of the visit that went wrong ("marquei 10h ontem").
    // A move or a cancel said with the complaint ("o Marcão me deixou esperando… troca pro Dudu") goes on too.
    const changes = (it.reschedule || it.cancel || asksToMove(r.original)) && !r.pref.past;
    const asks = ((!!r.service || it.book) && hasPref(r.pref) && !r.pref.past && (it.question || it.book)) || changes;
    apologize(turn, asks);
    // The request said with it is read on, as if the complaint were not there (its professional too).
    if (!asks) return true;
  }
  if (answerWhoDoes(turn, r) || answerProfessionalDoes(turn, r) || (await answerOwnWho(turn, r)) || (await answerVisitEnd(turn, r)))
    return true;
  // The booking goes on (in the flow) without the professional on the table.
  if (asksOtherProfessional(turn, r)) return false;
  if (readProfessional(turn, r) === 'asked') return true;
  const other = bookingFor(r.original);
  if (other?.name) st.for_name = other.name;
  // (A move keeps whose the appointment is: "amanhã não dá pra mim nem pro meu moleque, joga os dois…".)
  else if (other?.relation && booksForThem(r.original) && !asksToMove(r.original)) st.for_relation = other.relation;
  const asksAboutBooking = it.book || it.weakBook || !!r.service || st.flow === 'book' || st.flow === 'reschedule';
  if (pastDay(turn, r.text, r.pref) && asksAboutBooking) {
    // The time said with the past day holds for the day given next ("terça que vem, mesmo horário").
    const { exact_min, from_min, to_min } = r.pref;
    keepService(turn, r.service, Object.fromEntries(Object.entries({ exact_min, from_min, to_min }).filter(([, v]) => v !== undefined)));
    turn.say('Essa data já passou 😅. Para qual dia você quer? Me diga o dia e, se puder, o período.');
    return true;
  }
  // "um corte pra quando eu voltar": the day hangs on a date the client has not said; never the nearest day.
  if (!r.pref.date && UNDATED_RETURN.test(r.text) && asksAboutBooking) {
    keepService(turn, r.service, r.pref);
    turn.say('Claro! Para qual dia? Me diga a data (por exemplo, "dia 15" ou "sexta que vem") e eu vejo os horários 🙂');
    return true;
  }
  if (r.pref.date && !r.pref.date_to && closedOn(turn.input.company, dayOfWeek(r.pref.date))) {
    const closedText = closedDayText(turn, dayOfWeek(r.pref.date));
    const next = openDayAroundPreferred(turn, r.text) ?? nextOpenDay(turn, r.pref.date);
    // ("parcela progressiva?" then "abre dom?": a service only talked about is no booking to carry to the next open day.)
    if (!(r.service || (st.service_id && asksAboutBooking)) || !next) {
      keepService(turn, r.service, {});
      turn.say(`${closedText}${asksAboutBooking ? ' Quer que eu veja outro dia?' : ''}`);
      return true;
    }
    // The booking goes on at the next open day, in the same part of the day.
    turn.say(closedText);
    r.pref.date = next;
    return false;
  }
  // "a Paula atende sábado de manhã?": the professional's free times, not the shop's hours.
  const named = namedProfessional(r.original, turn.input.professionals ?? [], turn.input.services);
  if (named && 'professional' in named && hasPref(r.pref) && !r.service && !st.flow && !it.cancel && !it.reschedule) {
    st.flow = 'book';
    return false;
  }
  if (answerHoursAsked(turn, r, asksAboutBooking)) return true;
  // ("onde fica a barbearia?" while a time is proposed: the address, then the proposal again.)
  if (ADDRESS_Q.test(text) && answerAddress(turn) && !r.service && !it.book) return proposeAgain(turn).then(() => true);
  return false;
}

/** Scheduling is turned off for the secretary: a scheduling request goes to the team. */
export function schedulingOff(turn: Turn, it: TIntents): boolean {
  const scheduling = it.cancel || it.reschedule || it.confirmPresence || (it.book && !it.question) || turn.state.awaiting === 'slot';
  if (turn.canSchedule() || !scheduling) return false;
  turn.say('Por aqui eu não consigo mexer na agenda.');
  transfer(turn, 'schedule_disabled');
  return true;
}
