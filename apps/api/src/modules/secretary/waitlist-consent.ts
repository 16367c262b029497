// The waitlist offer in a conversation: its words, and the reading of the client's answer. A client
// is put on the list only on a yes to this very offer: a plain yes ("quero", "pode", "sim, me
// coloca"), never a question, a hedge, a refusal, nor a message that picks one of the other times
// shown beside the offer ("o primeiro", "15h30") or names another day.
import { minutesToTime } from '@agenda/shared/waitlist-window';
import { agreementOf, isNegationOrHesitation } from './consent.js';
import { fold, mentionedMinutes, mentionedWeekdays, ordinalOf } from './consent-mentions.js';

export type TWaitlistAnswer = 'yes' | 'no' | 'none';

/** Yes to the list itself, beyond the general yes words. */
const JOIN_RE =
  /(^|\s)(me (coloca|coloque|poe|ponha|bota|inclui|inclua|avisa|avise|adiciona|adicione)|pode (colocar|por|botar|incluir|avisar|adicionar)|coloca|quero (entrar|ficar|esperar)|(entra|entrar|ficar|fico) na lista|me avisa)(?=\s|$)/;
/** Words that name a day or a part of it: the client is asking for another time, not answering the offer. */
const NAMES_DAY_RE = /(^|\s)(hoje|amanha|semana|dia \d{1,2}|\d{1,2} \d{1,2}|manha|tarde|noite)(?=\s|$)/;
/** "não precisa", "não, obrigado": a refusal of the offer alone (nothing else asked). */
const BARE_NO_RE =
  /^(nao|n|nn|nope|negativo|nao precisa|precisa nao|nao obrigad[oa]|nao valeu|nao quero|dispenso|deixa|deixa pra la|tudo bem nao precisa|nao precisa obrigad[oa]|obrigad[oa] mas nao)( (obrigad[oa]|valeu|vlw|brigad[oa]))?$/;

/** How the client answered "Posso te colocar na lista de espera…? Quer?". */
export function waitlistAnswerOf(said: string): TWaitlistAnswer {
  // "lista de espera" names the offer: its "espera" is no hesitation ("espera", "pera").
  const message = said.replace(/lista\s+de\s+espera/gi, 'lista');
  const t = fold(message).replace(/\?/g, ' ').trim();
  if (!t) return agreementOf(message, { action: 'book', minutes: -1 }) === 'agree' ? 'yes' : 'none';
  if (isNegationOrHesitation(message)) return 'no';
  if (ordinalOf(message, 5) !== null || mentionedMinutes(message).length || mentionedWeekdays(message).length || NAMES_DAY_RE.test(t))
    return 'none';
  if (agreementOf(message, { action: 'book', minutes: -1 }) === 'agree') return 'yes';
  return !message.includes('?') && JOIN_RE.test(t) ? 'yes' : 'none';
}

/** "não precisa", "não, obrigado": a no and nothing else in the message. */
export const isBareNo = (message: string) => BARE_NO_RE.test(fold(message).replace(/\?/g, ' ').trim());

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** "sexta-feira, 27/11" of a local YYYY-MM-DD (a calendar day: no time zone involved). */
export function spokenDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${WEEKDAYS[new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()]}, ${d}/${m}`;
}

/** The offer the client answers: names the list, the service, the day (and part of it, the professional). */
export function waitlistOfferText(o: {
  service: string;
  professional: string | null;
  date: string;
  window: { from: number; to: number } | null;
}): string {
  const day = spokenDay(o.date);
  // "de manhã" reads 05:00–12:00: said as the client said it, never "entre 05:00 e 12:00".
  const w = o.window;
  const when = !w
    ? ''
    : w.from < 7 * 60
      ? w.to <= 12 * 60
        ? ', de manhã'
        : `, até as ${minutesToTime(w.to)}`
      : `, entre ${minutesToTime(w.from)} e ${minutesToTime(w.to)}`;
  const who = o.professional ? ` com *${o.professional}*` : '';
  return `Se preferir esperar, posso te colocar na lista de espera de *${o.service}*${who} para ${day}${when}: se abrir uma vaga, eu te aviso aqui. Quer?`;
}

/** Whether the reply the client last saw made the offer for this day (the list and the date named). */
export function sawWaitlistOffer(lastAssistant: string | null, date: string): boolean {
  if (!lastAssistant) return false;
  const shown = fold(lastAssistant);
  const [, m, d] = date.split('-');
  return shown.includes('lista de espera') && shown.includes(`${d} ${m}`);
}
