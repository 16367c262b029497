// How a reply relates to what is on the table: a time said without a day keeps the day under
// discussion, and "pode ser o das 15h" for a 15h proposal is a yes, not a new request.
import { agreementOf, isNegationOrHesitation, type TAction } from '../../consent.js';
import { closesTalk } from '../../consent-closing.js';
import { fold, spokenClockMinutes } from '../../consent-mentions.js';
import { withoutOtherTimeRefused } from '../../consent-time-refused.js';
import { finalSay, withoutTag } from '../../consent-tag.js';
import { localNow, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { TBrainTurnInput } from '../types.js';
import type { Turn } from './state.js';
import { detectIntents, parseOrdinal, type TIntents } from './intents.js';
import { anyOf } from './lexicon/compile.js';
import { EXPLICIT_CONFIRMATION } from './lexicon/agreement.js';
import { normalize } from './text.js';
import { dayOfWeek, saysDateOutright } from './when.js';

/**
 * "pode ser às 10h então" after a visit or times were proposed for a day: a time without a day keeps
 * the day under discussion (the proposal's, else the one asked for before).
 */
/**
 * "quanto que fica tudo, a escova e a mão?" while that visit is proposed: the price changes nothing, so the
 * visit stays at its day and time (never the first free day again).
 */
export function onTableTime(turn: Turn): TTimePref | null {
  const st = turn.state;
  const proposed = st.visit?.[0]?.start_at ?? st.pending?.start_at;
  if (!proposed) return null;
  const local = localNow(new Date(proposed), turn.tz);
  return { date: local.date, exact_min: local.minutes };
}

export function onKnownDay(turn: Turn, pref: TTimePref): TTimePref {
  if (pref.date) return pref;
  const st = turn.state;
  const proposed = st.visit?.[0]?.start_at ?? st.pending?.start_at ?? st.offered?.[0]?.start_at;
  const day = proposed ? localDateOf(new Date(proposed), turn.tz) : st.pref?.date;
  return day ? { ...pref, date: day } : pref;
}

/**
 * "dez tá bom" to a proposal at 10:30: with a time on the table, an hour said in words is a time (the
 * reading inside the working day). Without one, "dez" could be anything, so it is left alone.
 */
export function withSpokenTime(turn: Turn, text: string, pref: TTimePref): TTimePref {
  const st = turn.state;
  const onTable = st.awaiting === 'confirm_booking' || st.awaiting === 'confirm_visit' || st.awaiting === 'slot';
  if (!onTable || pref.exact_min !== undefined || pref.from_min !== undefined) return pref;
  // ("não quero ficar com duas": a count, not two o'clock.)
  const counted = text.replace(/\bcom (?:as |os )?(?:uma|um|duas|dois|tres)\b/g, ' ');
  const daytime = [...new Set(spokenClockMinutes(counted))].filter((m) => m >= 7 * 60 && m < 22 * 60);
  return daytime.length === 1 ? { ...pref, exact_min: daytime[0]! } : pref;
}

/** A plain yes ("pode ser", "fechado", "tá, com a Fernanda então") to what was just proposed. */
/** What the client is asked to agree to: a move in the move flow, else a booking. */
const actionOnTable = (turn?: Turn): TAction => (turn?.state.flow === 'reschedule' ? 'move' : 'book');

/** With the turn, what is on the table counts: for a move, "pode trocar então" is its own verb agreeing. */
export function agrees(original: string, it: TIntents, turn?: Turn): boolean {
  const action = actionOnTable(turn);
  // ("blz, valeu", "ok, obrigada, até terça": thanks and a goodbye, the proposal still open.)
  if (closesTalk(original)) return false;
  // ("aham e quanto que tá o corte mesmo": a price asked after the "aham" is no yes; the safety layer reads it so too.)
  return (it.yes && !it.no && !it.question && !it.price) || agreementOf(original, { action, minutes: -1 }) === 'agree';
}

const CONFIRMS_RE = anyOf(EXPLICIT_CONFIRMATION);

/** "…pode confirmar", "…marca pra mim": an explicit yes to write, never a question or a hedge. */
/** `minutes`: the time picked, whose "não" for another time ("16h não, 17h pode ser, marca") refuses nothing. */
export function confirmsPick(said: string, minutes = -1): boolean {
  // ("9h… não, espera, 9h eu levo meu filho. Pode marcar às 10h30": the last sentence is the final say.)
  const final = finalSay(said, minutes) ?? said;
  // ("vou querer o segundo, pode ser?": a choice said outright with a tag asking nothing is the write asked for.)
  const untagged = withoutTag(final);
  const decided = untagged !== final;
  const original = minutes >= 0 ? withoutOtherTimeRefused(fold(untagged), minutes) : untagged;
  const text = normalize(original);
  // (The intents' `question` is also any message starting with "pode": the question mark is what asks.)
  // "11h c ele? pode ser, já deixa marcado": a check answered by the client's own yes after it.
  const tail = original.slice(original.lastIndexOf('?') + 1);
  const answered = !original.includes('?') || CONFIRMS_RE.test(normalize(tail));
  return (CONFIRMS_RE.test(text) || decided) && !detectIntents(text).no && answered && !isNegationOrHesitation(original);
}

/** "pode ser então, qnto fica?": a yes in the clause before the client's question. */
export function agreesBeforeQuestion(original: string): boolean {
  const first = original.split(/[,.;!?\n]/)[0] ?? '';
  return first.trim() !== original.trim() && agreementOf(first, { action: 'book', minutes: -1 }) === 'agree';
}

/** "pode ser o das 15h" when 15h is what was proposed: a yes that names the proposal's own time. */
export function restatesProposal(turn: Turn, original: string, pref: TTimePref, startAt: string): boolean {
  if (isNegationOrHesitation(original)) return false;
  if (pref.exact_min === undefined) return agreesInsideWindow(turn, original, pref, startAt);
  // "isso, pode trocar pra 15h" agrees to a move, in the move's own words.
  const action = turn.state.flow === 'reschedule' ? 'move' : 'book';
  if (agreementOf(original, { action, minutes: pref.exact_min }) === 'none') return false;
  const at = new Date(startAt);
  const local = localNow(at, turn.tz);
  // ("fica terça duas horas né" to a proposal for next week's Tuesday at 14:00: its weekday, said alone.)
  const sameWeekday = !!pref.date && dayOfWeek(pref.date) === dayOfWeek(local.date) && !saysDateOutright(normalize(original));
  return local.minutes === pref.exact_min && (!pref.date || pref.date === local.date || sameWeekday);
}

/**
 * "pode ser o primeiro horário da manhã" to a proposal at 08:00, "sim, sábado mesmo": a yes that names
 * the part of the day or the day the proposal is in restates it; "de tarde" for a morning proposal does not.
 */
function agreesInsideWindow(turn: Turn, original: string, pref: TTimePref, startAt: string): boolean {
  const window = pref.from_min !== undefined && pref.to_min !== undefined;
  if ((!window && !pref.date) || pref.date_to) return false;
  const local = localNow(new Date(startAt), turn.tz);
  // "isso, pode trocar pra quarta então" agrees to a move to Wednesday, in the move's own words.
  const action = turn.state.flow === 'reschedule' ? 'move' : 'book';
  const weekday = new Date(`${local.date}T12:00:00Z`).getUTCDay();
  if (agreementOf(original, { action, minutes: -1, weekday }) !== 'agree') return false;
  const inWindow = !window || (local.minutes >= pref.from_min! && local.minutes < pref.to_min!);
  return inWindow && (!pref.date || pref.date === local.date);
}

/** The client named the appointment by its own day ("o de sábado"), not a new day for it. */
export function pickedByDate(turn: Turn, picked: { start_at: string }, pref: TTimePref): boolean {
  return !!pref.date && pref.exact_min === undefined && localDateOf(new Date(picked.start_at), turn.tz) === pref.date;
}

export function lastAssistantAsksConfirmation(input: TBrainTurnInput): boolean {
  const last = [...input.history].reverse().find((h) => h.role !== 'client');
  // A request to confirm an appointment names its time; "pode me confirmar os serviços?" is a question of ours.
  return !!last && /confirm/i.test(last.content) && /\d{1,2}(:\d{2}|h)/.test(last.content) && !/entendi direito/i.test(last.content);
}

const ANOTHER_RE = /\b(outr[oa]|mais um|mais uma)\b/;

/** "obrigado", "isso, pode marcar" right after a booking: it is booked already, not a new request ("marca outro" is). */
/** "beleza valeu e tipo aí aceita pix né ou só dinheiro": a question spoken after the thanks, with no question mark. */
const ASKED_INSIDE_RE =
  /\bne ou\b|\b(?:e|ai|tipo|e ai|e tipo) (?:ai )?(?:voces |vcs |vc )?(?:aceita|aceitam|qual|quais|quanto|onde|como|precisa|tem como|da pra|fazem|atende|atendem|abre|abrem)\b/;

export function acknowledgesBooking(original: string, text: string, it: TIntents, namesSomething: boolean): boolean {
  // ("pode marcar sim vlw" right after the write: its yes said again, the thanks no refusal of it.)
  const yes = agreementOf(original, { action: 'book', minutes: -1 }) === 'agree';
  const again = it.book && !agrees(original, it) && !yes;
  // "pode" alone right after the write is its echo, not a question ("pode…" opens questions only with more words,
  // and "pode marcar sim vlw" is the yes again).
  const asks = /\?/.test(original) || (it.question && !yes && text.split(' ').length > 2) || ASKED_INSIDE_RE.test(text);
  // ("obrigada e quanto fica mesmo" with no question mark still asks the price.)
  return (it.yes || it.thanks) && !namesSomething && !again && !it.cancel && !it.reschedule && !it.price && !asks && !ANOTHER_RE.test(text);
}

/**
 * "pode", "valeu" right after a write: said back, and the write stays the last thing done, so the next message
 * ("pera, o outro q vc falou ainda tá livre?") still reads the list it was picked from.
 */
export function acknowledgeWrite(turn: Turn, thanks: boolean): void {
  turn.state.just_done = true;
  if (turn.offeredBefore.length) turn.state.offered_before = turn.offeredBefore;
  turn.say(thanks ? 'Por nada! Até lá 😊' : 'Combinado! Até lá 😊 Qualquer coisa é só chamar.');
}

/** "valeu" to "Posso confirmar…?" is thanks, not a yes: the proposal stays open and is asked again. */
export function thanksReply(turn: Turn, bye = false): string {
  const st = turn.state;
  const open =
    (st.awaiting === 'confirm_booking' && !!st.pending) ||
    (st.awaiting === 'confirm_visit' && !!st.visit?.length) ||
    (st.awaiting === 'confirm_replace' && !!st.replace);
  // ("até terça" to a time still proposed: it is not booked, and the client is told so.)
  if (open) return 'Por nada! 😊 Ainda não marquei: posso confirmar o horário que te passei? É só responder *sim* ou me dizer outro.';
  return bye ? 'Até mais! 👋' : 'Por nada! Qualquer coisa é só chamar 😊';
}

/** "troca pro último que vc falou": one of the times still listed picked by its place. */
export const picksOffered = (turn: Turn, text: string) =>
  !!turn.state.offered?.length && parseOrdinal(text, turn.state.offered.length) !== null;

/**
 * "acho que não", "espera" to a proposal: it goes (said, true). Not "ih pera, tenho dentista 14h. troca pro último que
 * vc falou": another of the times listed is picked, and the list is answered again.
 */
export function droppedProposal(turn: Turn, original: string, text: string): boolean {
  if (!isNegationOrHesitation(original)) return false;
  if (!picksOffered(turn, text)) {
    dropProposal(turn);
    return true;
  }
  turn.state.pending = null;
  turn.state.awaiting = 'slot';
  return false;
}

/** "acho que não", "espera" to a proposal: it goes, and the reply says what stays (a move: the appointment as it was). */
function dropProposal(turn: Turn): void {
  const kept = turn.state.flow === 'reschedule';
  turn.resetFlow();
  turn.say(
    kept
      ? 'Tudo bem, deixei seu horário como estava 👍'
      : 'Tudo bem, não marquei nada. Se quiser ver outro dia ou horário, é só me chamar 🙂',
  );
}
