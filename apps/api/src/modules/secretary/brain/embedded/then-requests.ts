// "cancela minha manicure de quinta pfv, e já marca uma escova sáb 9h": two requests in one message.
// The cancel is asked first (it needs its own yes); the rest waits in the dialogue state and is taken
// up right after the cancel is answered, in the same reply, as if the client had just sent it.
import type { TBrainService } from '../types.js';
import { startCancel } from './appointments.js';
import { asksToMove, isNegationOrHesitation } from '../../consent.js';
import { nextRequestAt } from '../../next-request.js';
import { cancelPref } from './reschedule-split.js';
import type { Turn } from './state.js';
import { matchService } from './match.js';
import { fold, normalize } from './text.js';
import { hasPref, parseTimePref } from './dates.js';
import { ACT_WORDS } from './lexicon/acts.js';
import { MOVE_VERB_RE } from './lexicon/move-verbs.js';
import { freeBeforeService } from './free-before-service.js';

const CANCEL_RE = /\b(?:cancel\w*|desmarc\w*)\b/;

/** The cancel request and what the client asked after it, or null when the message asks only the cancel. */
export function splitAfterCancel(message: string): { cancel: string; rest: string } | null {
  const split = splitAfter(message, CANCEL_RE);
  // Another cancel after it ("e cancela a barba também") is the same request, for the cancel flow.
  if (!split || CANCEL_RE.test(fold(split.rest))) return null;
  return { cancel: split.first, rest: split.rest };
}

/** The request that starts at `verb` and what the client asked after it (a new booking verb or sentence). */
export function splitAfter(message: string, verb: RegExp): { first: string; rest: string } | null {
  const folded = fold(message);
  const at = verb.exec(folded);
  if (!at) return null;
  const next = nextRequestAt(folded, at.index + at[0].length);
  if (!next) return null;
  const rest = message.slice(next.end).trim();
  return rest ? { first: message.slice(0, next.index), rest } : null;
}

/**
 * The cancel part of the message as read; the rest, as the client wrote it (a clause the reading set
 * aside, "e a nutri continua quarta, né?", is still asked), is kept for after the cancel is answered.
 */
function queueAfterCancel(turn: Turn, read: string, written: string): string {
  turn.state.then = (splitAfterCancel(written) ?? moveBeforeCancel(written))?.rest ?? null;
  return (splitAfterCancel(read) ?? moveBeforeCancel(read))?.cancel ?? read;
}

/**
 * "o corte de amanhã passa pra 11h se der, e a barba de sábado pode cancelar": the move said first waits behind the
 * cancel and is shown beside it (queued-requests.ts), so one yes does both.
 */
function moveBeforeCancel(message: string): { cancel: string; rest: string } | null {
  const folded = fold(message); // (same length: indexes hold in the message as written)
  const cancel = CANCEL_RE.exec(folded);
  const move = MOVE_VERB_RE.exec(folded);
  if (!cancel || !move || move.index > cancel.index) return null;
  // The last clause break between the move's verb and the cancel's.
  const cut = [...folded.slice(0, cancel.index).matchAll(/[,;.!?]\s*(?:e\s+)?/g)].filter((m) => m.index > move.index).at(-1);
  const first = cut ? message.slice(0, cut.index) : '';
  return cut && asksToMove(first) ? { cancel: message.slice(cut.index + cut[0].length), rest: first } : null;
}

const CANCEL_PENDING = new Set(['confirm_cancel', 'which_schedule']);

/** Start of a turn: a request queued behind a cancel the client no longer answers is dropped. */
export function dropStaleQueue(turn: Turn): void {
  const moving = turn.state.flow === 'reschedule' && !!turn.state.awaiting; // (move-then-request.ts)
  if (CANCEL_PENDING.has(turn.state.awaiting ?? '') || moving) return;
  turn.state.then = null;
  turn.state.then_slots = undefined;
  turn.state.then_answered = undefined;
}

/** After the cancel was started: with nothing to ask (no appointment found), the rest is read at once. */
function queuedNowIfNoCancel(turn: Turn): void {
  if (turn.state.then && !CANCEL_PENDING.has(turn.state.awaiting ?? '')) takeUpQueued(turn);
}

const AVAILABILITY_RE = new RegExp(ACT_WORDS.availabilityQuestion.join('|'));

/**
 * "…e queria uma escova no sábado de manhã, q horas tem?": a question queued behind the cancel is
 * answered now (answering writes nothing); the booking it leads to still waits for the cancel's answer.
 */
async function answerQueuedQuestion(turn: Turn, rest: string): Promise<string> {
  const t = normalize(rest);
  if (!AVAILABILITY_RE.test(t)) return '';
  const service = matchService(t, turn.input.services);
  const pref = parseTimePref(t, turn.input.now, turn.tz, turn.input.company?.day_parts);
  // ("vcs tem horário pra progressiva na terça 13h?": one time asked is proposed beside the cancel, queued-requests.ts.)
  if (!service || !pref.date || pref.exact_min !== undefined) return '';
  const free = await freeBeforeService(turn, undefined, [service.service], pref);
  return free && `Sobre a *${service.service.title}*: ${free.charAt(0).toLowerCase()}${free.slice(1)}`;
}

/** A cancel asked for, maybe with another request after it (kept for after the cancel is answered). */
export async function cancelFirst(turn: Turn, read: string, written: string, said: TBrainService | null): Promise<void> {
  await startCancel(turn, cancelPref(queueAfterCancel(turn, read, written), turn.input.now, turn.tz), said);
  if (turn.state.then && turn.state.awaiting) {
    const answered = await answerQueuedQuestion(turn, turn.state.then);
    // A request (not a question) is shown beside the cancel after this message is read (queued-requests.ts).
    if (answered) turn.say(`${answered}Depois de responder sobre o cancelamento, é só me dizer o horário 🙂`);
    else turn.state.then_slots = null;
  }
  queuedNowIfNoCancel(turn);
}

/**
 * The cancel was answered: what the client asked after it is read next, in this turn. "…cancela esse aí
 * e já marca pra sábado" names no service: it is the one of the appointment cancelled.
 */
export function takeUpQueued(turn: Turn, answer = ''): void {
  const asked = queuedText(turn);
  turn.state.then = null;
  if (!asked) return;
  turn.followUp = [asked, ...besidesCancel(turn, answer)].join('. ');
  turn.queuedAgreed = !!turn.state.then_slots && coversQueued(answer);
}

/** The queued request as it is read: one that names no service means the service of the appointment cancelled. */
export function queuedText(turn: Turn): string | null {
  const rest = turn.state.then;
  if (!rest) return null;
  const target = turn.state.target;
  return !matchService(normalize(rest), turn.input.services) && target ? `${target.service_title} ${rest}` : rest;
}

// "sim, só o cancelamento", "pode cancelar" (the cancel alone named): the yes is the cancel's only.
const ONLY_RE = /\b(?:so|apenas|somente)\b/;
const BOTH_RE = /\b(?:as duas|os dois|ambos|ambas|tudo)\b/;

/** The yes to a cancel shown beside the queued request covers both, unless it names the cancel alone. */
function coversQueued(answer: string): boolean {
  const t = fold(answer);
  // ("pode cancelar a manicure e marcar a progressiva": the cancel named, and the other request after it.)
  const both = BOTH_RE.test(t) || !!splitAfterCancel(answer);
  return !ONLY_RE.test(t) && (!CANCEL_RE.test(t) || both) && !isNegationOrHesitation(answer);
}

const NAME_GIVEN_RE = /\b(?:(?:ele|ela) (?:se )?chama|(?:o )?nome d(?:ele|ela) (?:e|eh))\b/;

/** "10h30 pfv. e pode cancelar a de quinta sim": what the answer says for the queued request (a day, a time, a service, a name). */
function besidesCancel(turn: Turn, answer: string): string[] {
  return answer
    .split(/[.;!?\n]+/)
    .filter((x) => !CANCEL_RE.test(fold(x)))
    .filter(
      (x) =>
        hasPref(parseTimePref(normalize(x), turn.input.now, turn.tz)) ||
        !!matchService(normalize(x), turn.input.services) ||
        // ("blz. ele chama Lucas. pode fazer as duas coisas": the name of whom the queued booking is for.)
        NAME_GIVEN_RE.test(normalize(x)),
    );
}

/** Reads the queued request as the message of this turn (the checks of what was asked read that one). */
export function queuedMessage(turn: Turn): string | null {
  const next = turn.followUp;
  turn.followUp = null;
  if (next) {
    turn.input = { ...turn.input, messages: [next] };
    turn.readingQueued = true;
    // The client's "sim" answered the cancel; what they asked next still needs its own yes, unless it was shown
    // beside the cancel and the yes covered both (then only that very slot is written: queued-agreed.ts).
    turn.proposeOnly = !turn.queuedAgreed;
    for (const id of turn.state.then_answered ?? []) turn.answered.add(id);
    turn.state.then_answered = undefined;
  }
  return next;
}
