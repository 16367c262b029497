// "quero cortar e pintar… quanto tempo leva tudo?" matched the FAQ "Quanto tempo dura a progressiva?":
// a FAQ about one service is no answer to a client who named other services and not that one.
// Also how a part of a message is answered as a FAQ beside the booking it may carry (policy.ts).
import { withoutBusinessCancels } from './reasons.js';
import { matchService, mentionedServices, withoutWeakWords } from './match.js';
import { matchFaq, type TFaqMatch } from './faq-match.js';
import { hasPref, parseTimePref } from './dates.js';
import type { Turn } from './state.js';
import { detectIntents } from './intents.js';
import { LATE_RE } from './late-asked.js';
import { normalize } from './text.js';

// "16h30 eu n consigo chegar", "vou chegar atrasado", "tem como eu chegar mais tarde?": arriving on time is
// about the booking, not the address.
const ARRIVING_RE =
  /\b(?:consigo|conseguir|consegue|vou|vai|da pra|dar pra|posso|tem como)(?: eu)? chegar\b|\bchegar (?:mais |um pouco (?:mais )?)?(?:tarde|cedo|atrasad[oa])\b/g;

/** "preferia mais perto do casamento", "confirmo mais pra perto": near in time (an event, a part of the day), never where the business is. */
const NEAR_IN_TIME_RE =
  /\b(?:mais )?(?:perto|proximo) d[oa]s? (?:casamento|evento|dia|horario|hora|almoco|jantar|fim|final|festa|aniversario|niver|formatura|batizado|noite|viagem|show)\b|\bmais (?:pra|para) perto\b(?! d[aoe]s?\b)/g;

/** The FAQ for `text` (a part of the client's message), unless it is about a service the client did not name. */
export function faqOnTopic(turn: Turn, text: string): TFaqMatch | null {
  // "se eu chegar 17h10 tem problema?" asks the tolerance for lateness (the FAQ's word for it), not the address.
  const faq = matchFaq(
    withoutBusinessCancels(text).replace(LATE_RE, ' atraso ').replace(ARRIVING_RE, ' ').replace(NEAR_IN_TIME_RE, ' '),
    turn.input.faqs,
  );
  if (!faq) return null;
  const services = turn.input.services;
  // "Onde fica a clínica?" names the business, not its "Consulta clínica geral": the words of the company's
  // own name are not a service the FAQ is about.
  const ownName = new Set(
    normalize(turn.settings.company_name ?? '')
      .split(' ')
      .filter((w) => w.length > 2),
  );
  const question = normalize(faq.faq.question)
    .split(' ')
    .filter((w) => !ownName.has(w))
    .join(' ');
  const about = mentionedServices(question, services);
  if (!about.length) return faq;
  // ("…e dura qnt tempo no cabelo?": a body word names no service; the one talked about is the topic too.)
  const inFocus = [turn.state.service_id, turn.state.focus_service_id];
  if (about.some((a) => inFocus.includes(a.id))) return faq;
  const said = mentionedServices(withoutWeakWords(normalize(turn.input.messages.join(' '))), services);
  // "a nutri precisa de jejum?" to "Precisa de jejum para a consulta?": a word of the service's own title in
  // the question ("consulta" of "Consulta nutricional") makes the FAQ about it too.
  const words = new Set(question.split(' '));
  const inQuestion = (s: (typeof services)[number]) =>
    normalize(s.title)
      .split(' ')
      .some((w) => w.length > 3 && words.has(w));
  // "quanto tempo demora?" right after moving a Coloração: about the Coloração, not the FAQ on the Progressiva.
  const focused = services.filter((s) => inFocus.includes(s.id));
  if (!said.length) return focused.length && !focused.some(inQuestion) ? null : faq;
  return !about.some((a) => said.some((s) => s.id === a.id)) && !said.some(inQuestion) ? null : faq;
}

/** A part that asks for a service, a day or time, or an agenda change is never a side FAQ. */
export function schedulingPart(turn: Turn, t: string): boolean {
  const it = detectIntents(t);
  if (it.book || it.cancel || it.reschedule || it.confirmPresence || it.myAppointments) return true;
  return (
    !!matchService(withoutWeakWords(t), turn.input.services) ||
    hasPref(parseTimePref(t, turn.input.now, turn.tz, turn.input.company?.day_parts))
  );
}

export const faqAnswered = (turn: Turn, id: string) => turn.answered.has(id);

/**
 * "e parcela a progressiva?": the one service a question answered is about becomes the one talked of, so a following
 * "qto tá?" or "quero marcar sexta 13h" means it. Never while a booking, move or cancel is under way.
 */
function rememberTopic(turn: Turn, asked: string) {
  if (turn.state.flow) return;
  const named = mentionedServices(withoutWeakWords(normalize(asked)), turn.input.services);
  if (named.length === 1) turn.state.service_id = named[0]!.id;
}

export function answerFaq(turn: Turn, faq: { id: string; answer: string }, asked?: string) {
  if (asked) rememberTopic(turn, asked);
  turn.answered.add(faq.id);
  turn.act({ type: 'answer_faq', detail: faq.id });
  turn.say(faq.answer);
}
