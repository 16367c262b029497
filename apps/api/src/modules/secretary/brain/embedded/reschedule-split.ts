// A move request in one message: which appointment (before "para") and where to (after it).
import { hasPref, parseTimePref, type TTimePref } from './dates.js';
import { SAME_TIME_WORDS } from './lexicon/time-words.js';
import { normalize } from './text.js';
import type { TBrainService } from '../types.js';
import type { Turn } from './state.js';
import type { TNamedProfessional } from './team.js';
import { bookingFor, wantsTheSame } from './people.js';
import { ANOTHER_BOOKING_RE, bareNewTime } from './bare-new-time.js';
import { ASKED_RE, shiftOf, withoutShift } from './shift-amount.js';
import { otherThanOwnDay } from './move-to-other-weekday.js';

/** "remarcar o de amanhã para sexta às 10h": the new time is what follows "para". */
/** "sábado 10h não dá mais, pode ser 16h?": the time before it is the appointment's, the one after is new. */
const NO_LONGER_RE =
  /\b(nao da mais|nao vai dar mais|nao vou conseguir mais|nao posso mais|nao consigo mais|nao vou conseguir chegar|nao consigo chegar|nao vou chegar)\b/;
/** "…às 15h, tem como ser 16h?": what follows asks for the new time. */
// "não vou conseguir chegar quatro horas, será que dá pra jogar pro final da tarde?": a verb of putting it elsewhere too.
const NEW_TIME_LEAD_RE =
  /\b(tem como ser|teria como ser|pode ser|da pra ser|da para ser|consegue ser|poderia ser|podia ser|(?:da|daria|tem como|teria como|consegue|pode) (?:pra |para )?(?:jogar|passar|mudar|trocar|empurrar|colocar|botar)(?: (?:ele|ela|isso|o horario))?)\b/;

/** "…não vou conseguir ir 😕 consegue no sábado no mesmo horário?", "tem sábado?": another day or time asked for. */
const ASKS_DAY_AFTER =
  '\\b(?:consegue|conseguiria|tem|teria|rola|daria|da|pode ser|haveria|verificar|ver)\\s+(?:(?:pra|para|pro|no|na|dia|as|outro|outra|um|uma|algum|alguma)\\s+)*(?=amanha|hoje|depois|segunda|terca|quarta|quinta|sexta|sabado|domingo|dia|semana|horario|\\d|mais (?:cedo|tarde|pro|pra|para))';

/**
 * After a can't-go, a booking verb asks the new time too ("sexta não vou conseguir ir, consegue me marcar sábado msm
 * horário?", "… agenda pra mim sexta 14h?"). Never alone: "tenho corte sexta, marca sábado" may be one more booking.
 */
const CANT_GO_LEAD_RE = new RegExp(
  `${NEW_TIME_LEAD_RE.source}|\\b(?:(?:consegue|da pra|da para|pode|poderia|tem como) (?:me )?(?:marcar|agendar|encaixar|remarcar)|(?:marcar?|agendar?|encaixar?|remarcar?)(?: pra mim| para mim)?)\\b|${ASKS_DAY_AFTER}`,
);

const MOVE_VERB_RE =
  /\b(mudar|muda|remarcar|remarca|trocar|troca|passar|passa|reagendar|jogar|joga|adiantar|adianta|antecipar|antecipa|adiar|adia|empurrar|empurra)\b/;
/** What asks for the new time after the move is said ("…, consegue dia 12?", "…, tem sexta?", "ela atende na sexta?"). */
const ASK_AFTER_MOVE_RE =
  /\b(consegue|conseguiria|tem|teria|rola|seria|pode ser|podia ser|da (?:pra|para) ser|tem como ser|queria|quero|prefiro|preferia|gostaria|atende|atenderia|trabalha)\b/;

/** "a Carla faz minha escova no lugar da Jéssica?": another professional takes over the client's appointment. */
const INSTEAD_RE = /\b(no lugar d[aoe]|em vez d[aoe]|ao inves d[aoe])\b/;
const OWN_RE = /\b(meu|minha|meus|minhas)\b/;

/** "eu tenho consulta terça…": the client speaks of an appointment they have. */
const HAVE_RE = /\b(tenho|marquei|tinha marcado|meu horario|minha consulta|meu agendamento)\b/;

/** "não vou conseguir ir dia 5, pode ser dia 7?": a can't-go followed by another time asked (not a cancel). */
// ("amanhã não vou conseguir às 9h": the time can't be made, said without "ir".)
// ("amanhã 14h não vou conseguir, tem pras 16h?": the day or time before it; "não conseguirei comparecer amanhã", formal.)
export const CANT_GO_RE =
  /\b(nao vou conseguir ir|nao vou poder ir|nao (?:vou estar|to|estou|estarei) na cidade|nao consigo ir|nao posso ir|nao vai dar (?:pra|para) ir|nao (?:conseguirei|poderei) (?:ir|comparecer)|nao (?:vou conseguir|vou poder|consigo|posso|vai dar) (?=(?:as|umas) \d)|(?<=(?:\d{1,2}(?:h\d{0,2})?|amanha|hoje|segunda|terca|quarta|quinta|sexta|sabado) (?:eu )?)nao (?:vou conseguir|vou poder|vai dar)(?! (?:ir|pagar|chegar|ficar)\b))\b/;
/** "queria marcar pra outro horário meu corte", "a fisio de amanhã pra um horário mais tarde": another slot for it. */
const OTHER_SLOT_RE =
  /\b(?:pra|para|p) (?:um |uma )?(?:outro|outra) (?:horario|hora|dia|data)\b|\b(?:pra|para|p) (?:um |uma )?(?:horario|hora|dia) (?:mais (?:tarde|cedo)|diferente)\b/;
/** "16h em vez de 15h": a time instead of another. */
const INSTEAD_OF_TIME_RE = /\b(?:em vez|no lugar|ao inves) d[aoe]s? (?:\d|meio)/;
/** "minha consulta de amanhã é às 15h, consegue mais cedo?": earlier or later than the client's own appointment. */
// ("ver se ela tem mais pro final da tarde no mesmo dia": later, too.)
export const EARLIER_LATER_RE = /\bmais (?:pra |para |pro )?(?:(?:o )?(?:final|fim) d[ao] )?(cedo|tarde)\b/;

/**
 * "desmarca meu corte de sábado e põe na terça 17h": a cancel that puts it elsewhere is a move. Not "cancela
 * o corte e já marca uma barba sábado": another service booked after the cancel (then-requests.ts).
 */
const CANCEL_THEN_PUT_RE =
  /\b(?:cancel\w*|desmarc\w*)\b.{0,40}?\be (?:ja |entao )?(?:poe|coloca|bota|joga|passa|remarca)(?: ele| ela| o| a)? (?:na|no|pra|para|pro|pras|as|dia)\b/;

/**
 * "tenho consulta terça com o Dr. Ricardo, dá pra ser quarta no mesmo horário?" and "sábado 10h não dá
 * mais, pode ser 16h?": a move of the client's appointment, though no verb of moving is said.
 */
/** "ficou meio ruim", "tá complicado": the time the client has does not suit them. */
const BAD_FOR_ME_RE = /\b(?:ficou|fica|ta|esta) (?:meio |um pouco |bem |mt |muito )?(?:ruim|complicado|dificil|apertado)\b/;

/** `ownInFocus`: the client's own appointment was just talked about ("amanhã tá confirmado meu corte né?"). */
// ("putz. tem outro horário hj ainda?" right after the client said they will be late for it.)
const OTHER_SLOT_ASKED_RE = /\b(?:tem|teria|consegue|rola|da pra ver) (?:um |uma )?(?:outro|outra) (?:horario|hora|vaga)\b/;

const SEE_IT_FOR_RE =
  /\b(?:ve|veja|joga|coloca|poe|bota) (?:para|pra|pro) (?:amanha|hoje|depois|segunda|terca|quarta|quinta|sexta|sabado|outro dia|outra hora|semana)\b/;

export const impliesMove = (text: string, pref: TTimePref, ownInFocus = false) =>
  (INSTEAD_RE.test(text) && OWN_RE.test(text)) ||
  (ownInFocus && OTHER_SLOT_ASKED_RE.test(text)) ||
  // "putz. então vê pra amanhã cedo pra mim" right after saying they will be late for it: that appointment, elsewhere.
  (ownInFocus && hasPref(pref) && SEE_IT_FOR_RE.test(text)) ||
  // "show. tem como ser um pouco mais tarde? tipo 11h30" right after its confirmation: that appointment, later.
  (ownInFocus && EARLIER_LATER_RE.test(text) && ASKED_RE.test(text)) ||
  (hasPref(pref) && CANCEL_THEN_PUT_RE.test(text)) ||
  INSTEAD_OF_TIME_RE.test(text) ||
  shiftOf(text) !== null ||
  (OTHER_SLOT_RE.test(text) && (OWN_RE.test(text) || hasPref(pref))) ||
  // "aquela minha unha de sábado, dá pra ser mais cedo?", "sexta 14h ficou meio ruim, tem como ser mais cedo?"
  (EARLIER_LATER_RE.test(text) && (HAVE_RE.test(text) || OWN_RE.test(text) || BAD_FOR_ME_RE.test(text))) ||
  (hasPref(pref) && CANT_GO_RE.test(text) && CANT_GO_LEAD_RE.test(text)) ||
  (hasPref(pref) && (NO_LONGER_RE.test(text) || (HAVE_RE.test(text) && NEW_TIME_LEAD_RE.test(text))));

/**
 * "não vou conseguir ir amanhã às duas, vê se dá pra jogar pra sábado de manhã": a can't-go that asks for
 * another time is a move of that appointment, not a cancel; a cancel verb keeps it a cancel.
 */
const CANCEL_VERB_RE = /\b(cancel\w*|desmarc\w*|desist\w*)\b/;
export const cantGoButMoves = (text: string, pref: TTimePref) =>
  (!CANCEL_VERB_RE.test(text) || CANCEL_THEN_PUT_RE.test(text)) && hasPref(pref);

/**
 * "ai desculpa, na vdd 16h não dá, pode ser 17h?", "ai nao, lembrei q sexta tenho dentista, tem dia 13 no msm horário?":
 * "ah pensando bem deixa pra terça que vem", "da pra voltar pras 16h?", "minha filha acabou de me avisar… tem como ser na
 * terça que vem?": a new time that takes back what was just written.
 */
const TAKE_BACK_RE =
  /\b(na verdade|na vdd|na real|errei|desculpa|foi mal|nao da|nao vai dar|nao posso|nao consigo|melhor|pera|espera|opa|ops|ai nao|lembrei|esqueci|pensando bem|pensei melhor|mudei de ideia|deixa (?:pra|para|p)|reuniao|(?:acabou de )?me avis\w*|tem como ser|da (?:pra|para) ser|volt(?:a|ar) (?:pra|para|pro|pras))\b/;
const WHAT_IF_RE = /\b(?:e )?se (?:fosse|for|fizesse|passasse|mudasse|eu quisesse)\b/;
const correctsLastWrite = (text: string, pref: TTimePref) => hasPref(pref) && TAKE_BACK_RE.test(text);

/** "amanhã não vai dar": before the new time, a day the client cannot come names their appointment, not a day ruled out. */
const CANT_RE = /\b(?:nao|n) (?:da|posso|consigo|rola|vai dar|vou poder|vou conseguir)(?: (?:nao|n))?\b/g;
const ownPart = (text: string, now: Date, tz: string) => parseTimePref(text.replace(CANT_RE, ' '), now, tz);

export const splitReschedule = (said: string, now: Date, tz: string) => otherThanOwnDay(splitAsSaid(said, now, tz), said);

function splitAsSaid(said: string, now: Date, tz: string): { oldPref: TTimePref; newPref: TTimePref } {
  // "atrasa 1 hora": an amount, not a clock time (targetForReschedule applies it).
  const text = withoutShift(said);
  const noLonger = NO_LONGER_RE.exec(text);
  // "não vou conseguir ir dia 5, pode ser dia 7?": a can't-go splits only at the new time asked.
  const marker = noLonger ?? CANT_GO_RE.exec(text);
  if (marker) {
    // "não vou conseguir chegar às 15h, tem como ser 16h?": the old time sits after the marker, the new after the ask.
    const lead = (noLonger ? NEW_TIME_LEAD_RE : CANT_GO_LEAD_RE).exec(text.slice(marker.index));
    const at = lead ? marker.index + lead.index : -1;
    const asked = lead ? parseTimePref(text.slice(at + lead[0].length), now, tz) : {};
    if (lead && hasPref(asked)) return { oldPref: ownPart(text.slice(0, at), now, tz), newPref: asked };
  }
  if (noLonger) {
    const after = parseTimePref(text.slice(noLonger.index + noLonger[0].length), now, tz);
    if (hasPref(after)) return { oldPref: ownPart(text.slice(0, noLonger.index), now, tz), newPref: after };
  }
  const lead = HAVE_RE.test(text) ? NEW_TIME_LEAD_RE.exec(text) : null;
  if (lead) {
    const asked = parseTimePref(text.slice(lead.index + lead[0].length), now, tz);
    const before = text.slice(0, lead.index);
    // "tenho retorno terça 9h, preciso mudar pra quarta… pode ser à tarde": "pra quarta" is the new day, narrowed after.
    const verb = MOVE_VERB_RE.exec(before);
    const to = verb ? /\b(?:para|pra|pro)\b/.exec(before.slice(verb.index)) : null;
    const at = verb && to ? verb.index + to.index : -1;
    const toPref = at >= 0 ? parseTimePref(before.slice(at), now, tz) : {};
    if (hasPref(asked) && hasPref(toPref)) return { oldPref: ownPart(before.slice(0, at), now, tz), newPref: { ...toPref, ...asked } };
    if (hasPref(asked)) return { oldPref: ownPart(before, now, tz), newPref: asked };
  }
  // "desmarca o de sábado e põe na terça 17h": the appointment before the putting verb, the new time after.
  const put = CANCEL_THEN_PUT_RE.exec(text);
  if (put) {
    const at = put.index + put[0].length;
    const asked = parseTimePref(text.slice(at), now, tz);
    if (hasPref(asked)) return { oldPref: ownPart(text.slice(0, at), now, tz), newPref: asked };
  }
  // "preciso mudar o platinado, consegue dia 12?": a move, then a day asked with no "pra" between: the new time.
  const verb = MOVE_VERB_RE.exec(text);
  const ask = verb ? ASK_AFTER_MOVE_RE.exec(text.slice(verb.index)) : null;
  if (verb && ask && !/\b(para|pra|pras|pro|pros)\b/.test(text.slice(verb.index, verb.index + ask.index))) {
    const at = verb.index + ask.index + ask[0].length;
    const asked = parseTimePref(text.slice(at), now, tz);
    if (hasPref(asked)) return { oldPref: ownPart(text.slice(0, verb.index + ask.index), now, tz), newPref: asked };
  }
  // "tem outro horário hj ainda?": the day said with "outro horário" is where the appointment goes.
  const other = OTHER_SLOT_ASKED_RE.exec(text);
  const otherAsked = other ? parseTimePref(text.slice(other.index), now, tz) : {};
  if (other && hasPref(otherAsked)) return { oldPref: ownPart(text.slice(0, other.index), now, tz), newPref: otherAsked };
  // "16h em vez de 15h a escova de amanhã": the new time before it, the appointment after it.
  const instead = INSTEAD_OF_TIME_RE.exec(text);
  if (instead)
    return { oldPref: ownPart(text.slice(instead.index), now, tz), newPref: parseTimePref(text.slice(0, instead.index), now, tz) };
  // ("o de sexta pode virar sábado": "virar" leads the new time as "pra" does.)
  const all = [...text.matchAll(/\b(para|pra|pras|pro|pros|virar|vira)\b/g)].map((m) => m.index!);
  for (const at of all.reverse()) {
    const after = parseTimePref(text.slice(at), now, tz);
    if (hasPref(after)) return { oldPref: ownPart(text.slice(0, at), now, tz), newPref: after };
  }
  // "tem como ser um pouco mais tarde? tipo 11h30": the time said after "mais tarde" is the new one.
  const later = EARLIER_LATER_RE.exec(text);
  const afterLater = later ? parseTimePref(text.slice(later.index + later[0].length), now, tz) : {};
  if (later && hasPref(afterLater)) return { oldPref: ownPart(text.slice(0, later.index), now, tz), newPref: afterLater };
  // "troca minha consulta de sexta pra Dra. Fernanda, no mesmo horário": only the professional changes.
  const last = all[0];
  const tail = last === undefined ? null : sameOf(parseTimePref(text.slice(last), now, tz));
  if (last !== undefined && tail) return { oldPref: ownPart(text.slice(0, last), now, tz), newPref: tail };
  // "queria com a Jéssica, no mesmo horário" (or "msm dia") without a "para": only the professional changes.
  const whole = parseTimePref(text, now, tz);
  const same = whole.exact_min === undefined ? sameOf(whole) : null;
  if (same) {
    const { same_time: _time, same_day: _day, ...old } = whole;
    // "terça não vou poder. Quarta no mesmo horário tem?": a day said right beside "mesmo horário" is the new one.
    const beside = same.same_time ? DAY_BESIDE_SAME_TIME_RE.exec(text) : null;
    const day = beside ? parseTimePref(beside[0], now, tz).date : undefined;
    if (beside && day) return { oldPref: ownPart(text.replace(beside[0], ' '), now, tz), newPref: { ...same, date: day } };
    return { oldPref: old, newPref: same };
  }
  // "a Carla faz minha escova de sexta no lugar da Jéssica?": the same time, with the other professional.
  if (INSTEAD_RE.test(text)) return { oldPref: whole, newPref: { same_time: true } };
  return { oldPref: whole, newPref: {} };
}

const SAME_TIME = `(?:${SAME_TIME_WORDS.join('|')})`;
const DAY_BESIDE_SAME_TIME_RE = new RegExp(`(?:\\S+ ){0,3}(?:(?:no|na|de|e) )?${SAME_TIME}(?: (?:\\S+ ){0,3}\\S+)?`);

/** "mesmo horário" / "mesmo dia" said for the new time, alone. */
function sameOf(p: TTimePref): TTimePref | null {
  if (!p.same_time && !p.same_day) return null;
  return { ...(p.same_time ? { same_time: true } : {}), ...(p.same_day ? { same_day: true } : {}) };
}

const CANCEL_WORD_RE = /\b(cancel\w*|desmarc\w*)\b/;

/**
 * "cancela o de sexta pfv, o de sábado eu vou sim": the appointment to cancel is the one named in the
 * clause of the cancel verb; a day in another clause is one the client keeps.
 */
export function cancelPref(original: string, now: Date, tz: string): TTimePref {
  const clauses = original.split(/[,.;!?\n]|\b(?:mas|porém|porem|só que|so que)\b/).map(normalize);
  const at = clauses.findIndex((c) => CANCEL_WORD_RE.test(c));
  if (at >= 0) {
    const own = parseTimePref(clauses[at]!, now, tz);
    if (hasPref(own)) return own;
  }
  return parseTimePref(normalize(original), now, tz);
}

/** Asking for someone ("queria com", "prefiro", "tem com", "pode ser com"), not only naming them. */
const WANTS_RE = /\b(queria|quero|prefiro|preferia|prefere|gostaria|melhor|trocar|troca|pode ser|tem como|da pra|da para)\b/;

/**
 * Right after a booking, a message that takes part of it back is a move of that appointment, never a
 * second booking: a new time ("na vdd 16h não dá, pode ser 17h?") or another professional for it
 * ("ah é c a Jéssica? queria c a Carla, ela tem nesse horário?").
 */
async function redoesLastWrite(
  turn: Turn,
  m: { text: string; pref: TTimePref; named: TNamedProfessional; service: TBrainService | null; cancel: boolean },
): Promise<boolean> {
  const focus = turn.state.focus_id;
  if (!focus || m.cancel) return false;
  // ("ai espera, minha filha lívia quer fazer tbm… logo depois de mim?": one booking more, never this one moved.)
  if (correctsLastWrite(m.text, m.pref)) return !wantsTheSame(m.text);
  if (!m.named || !('professional' in m.named) || !WANTS_RE.test(m.text) || ANOTHER_BOOKING_RE.test(m.text)) return false;
  const written = (await turn.input.tools.listAppointments('upcoming')).find((s) => s.id === focus);
  if (!written || (m.service && m.service.id !== written.service_id)) return false;
  return written.calendar_id !== m.named.professional.calendar_id;
}

/** The write just done taken back or redone, or its appointment asked about at another time ("e se fosse 16h?"). */
export async function redoneWrite(
  turn: Turn,
  justDone: boolean,
  m: { text: string; pref: TTimePref; named: TNamedProfessional; service: TBrainService | null; cancel: boolean },
): Promise<boolean> {
  // ("…não vai dar… jogar os dois": the second of two moves, read after the first is written, corrects nothing.)
  if (turn.readingQueued) return false;
  if (justDone && bareNewTime(turn, m)) return true;
  return (justDone && (await redoesLastWrite(turn, m))) || (await whatIfOfFocus(turn, m)) || (await otherProSameTime(turn, m));
}

/**
 * "se tiver com a Dra. Fernanda nesse mesmo horário, prefiro ela", turns after the write: the appointment talked
 * about with that professional at its own time, proposed as a move (a proposal only).
 */
async function otherProSameTime(
  turn: Turn,
  m: { text: string; pref: TTimePref; named: TNamedProfessional; service: TBrainService | null },
) {
  const focus = turn.state.focus_id;
  if (!focus || turn.state.awaiting || !m.pref.same_time || !m.named || !('professional' in m.named) || !WANTS_RE.test(m.text))
    return false;
  if (ANOTHER_BOOKING_RE.test(m.text)) return false;
  const written = (await turn.input.tools.listAppointments('upcoming')).find((s) => s.id === focus);
  if (!written || written.status === 'canceled' || (m.service && m.service.id !== written.service_id)) return false;
  return written.calendar_id !== m.named.professional.calendar_id;
}

/**
 * "e se fosse 16h, teria também?" with nothing on the table, after the conversation's write: the same
 * appointment at another time, proposed as a move (a proposal only: "não, deixa 15h" keeps it).
 */
async function whatIfOfFocus(turn: Turn, m: { text: string; pref: TTimePref; service: TBrainService | null }): Promise<boolean> {
  const focus = turn.state.focus_id;
  if (!focus || turn.state.awaiting || !hasPref(m.pref) || !WHAT_IF_RE.test(m.text) || bookingFor(m.text)) return false;
  const written = (await turn.input.tools.listAppointments('upcoming')).find((s) => s.id === focus);
  return !!written && written.status !== 'canceled' && (!m.service || m.service.id === written.service_id);
}
