// "quero cortar e pintar… quanto tempo leva tudo?" matched the FAQ "Quanto tempo dura a progressiva?":
// a FAQ about one service is no answer to a client who named other services and not that one.
import { matchFaq, mentionedServices, type TFaqMatch } from './match.js';
import type { Turn } from './state.js';
import { LATE_RE } from './intents.js';
import { normalize } from './text.js';

// "16h30 eu n consigo chegar", "vou chegar atrasado", "tem como eu chegar mais tarde?": arriving on time is
// about the booking, not the address.
const ARRIVING_RE =
  /\b(?:consigo|conseguir|consegue|vou|vai|da pra|dar pra|posso|tem como)(?: eu)? chegar\b|\bchegar (?:mais |um pouco (?:mais )?)?(?:tarde|cedo|atrasad[oa])\b/g;

/** The FAQ for `text` (a part of the client's message), unless it is about a service the client did not name. */
export function faqOnTopic(turn: Turn, text: string): TFaqMatch | null {
  // "se eu chegar 17h10 tem problema?" asks the tolerance for lateness (the FAQ's word for it), not the address.
  const faq = matchFaq(text.replace(LATE_RE, ' atraso ').replace(ARRIVING_RE, ' '), turn.input.faqs);
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
  const said = mentionedServices(normalize(turn.input.messages.join(' ')), services);
  // "a nutri precisa de jejum?" to "Precisa de jejum para a consulta?": a word of the service's own title in
  // the question ("consulta" of "Consulta nutricional") makes the FAQ about it too.
  const words = new Set(question.split(' '));
  const inQuestion = (s: (typeof services)[number]) =>
    normalize(s.title)
      .split(' ')
      .some((w) => w.length > 3 && words.has(w));
  return said.length && !about.some((a) => said.some((s) => s.id === a.id)) && !said.some(inQuestion) ? null : faq;
}
