// "qnto tempo leva o corte e barba?", "e demora mt?" right after the platinado's price: how long a service
// takes, from its duration, on its own or beside a booking asked in the same message. Before, only a FAQ
// the owner wrote could say it, and a question beside a booking went unanswered.
import type { TBrainService } from '../types.js';
import { HOW_LONG_RE, spokenDuration, STRONG_FAQ } from './answers.js';
import { matchService } from './match.js';
import { phrase } from './phrasing.js';
import type { Turn } from './state.js';

/** "demora" or "dura" asked ("e demora mt?"), or "quanto tempo" said: a client complaining of a wait is not asking. */
const asksHowLong = (text: string, question: boolean) => HOW_LONG_RE.test(text) && (question || /\bquanto tempo\b/.test(text));

/**
 * Whether the owner's FAQ matched is the answer ("quanto tempo dura a progressiva?": months, the owner's), not the
 * service's own length ("qnto tempo demora pra fazer a progressiva?": asked with "demora" or "leva").
 */
export const ownerAnswersHowLong = (faq: { score: number } | null | undefined, text: string) =>
  !!faq && faq.score >= STRONG_FAQ && !/\b(?:demora|leva)\b/.test(text);

/**
 * Says how long the service named (else the one the conversation is about) takes; false when the text does not
 * ask it or no service is in view. Said once a turn, whichever part of the message asked it.
 */
export function answerHowLong(turn: Turn, text: string, question: boolean, service?: TBrainService | null): boolean {
  if (!asksHowLong(text, question)) return false;
  // (Else the appointment the client just asked about: "amanhã é meu platinado né?… quanto tempo demora?".)
  const inView = turn.state.service_id ?? turn.state.focus_service_id;
  const about = service ?? matchService(text, turn.input.services)?.service ?? turn.input.services.find((s) => s.id === inView);
  if (!about) return false;
  const key = `how_long:${about.id}`;
  if (turn.answered.has(key)) return true;
  turn.answered.add(key);
  // ("…e qnto custa?" next: the service talked about, answers.ts focusedServices.)
  if (!turn.state.flow) turn.state.service_id = about.id;
  const takes = spokenDuration(about.duration_in_minutes);
  turn.say(
    phrase(turn, 'how_long', [
      `*${about.title}* leva cerca de ${takes}.`,
      `O atendimento de *${about.title}* dura mais ou menos ${takes}.`,
      `Para *${about.title}*, conte com cerca de ${takes}.`,
    ]),
  );
  return true;
}
