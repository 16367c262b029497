// "pode trocar sim" to a proposed move, "11h é melhor, pode marcar" to 11h: the words of the action on the
// table (its own verb, its own time preferred) are no change of mind.
import { fold, mentionedMinutes, withoutWeekday } from './consent-mentions.js';
import { withoutOtherTimeRefused } from './consent-time-refused.js';
import type { TProposed } from './consent.js';
import { withoutOwnPickPreferred } from './consent-picked-feature.js';

export const OLD_ONE_GOES_RE =
  /(?:^|\s)(?:o|a) d[eao] (?:segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje|amanha|dia \d{1,2})(?: (?:entao|ai))? (?:sai|some|cancela|desmarca|fica (?:cancelad[oa]|desmarcad[oa]|livre))\w*(?=\s|$)/g;

/** A day named alongside the verb: "pode trocar pra sexta" asks for something else. */
export const NAMES_DAY_RE =
  /(^|\s)(hoje|amanha|depois de amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|semana|mes|dia|manha|tarde|noite)(?=\s|$)/;
const NAMES_HOUR_RE = /(^|\s)\d{1,2}(?:h|hs|h\d{2}|:\d{2})?(?=\s|$)/;

/**
 * "pode trocar sim", "pode mudar", "isso, pode trocar pra 15h" (to a move to 15:00): when a move is
 * proposed, its own verb is the client agreeing to it, not a change of mind, unless the client also names
 * a day or another time.
 */
export function agreedActionRemoved(message: string, proposed: TProposed | undefined): string {
  const action = proposed?.action;
  // ("troca pra sábado 9h. e o de sexta sai né": the old one's day, no other day asked.)
  const asked = fold(message).replace(/\?/g, ' ');
  const t = action === 'move' ? asked.replace(OLD_ONE_GOES_RE, ' ') : asked;
  // "ela disse que 11h é melhor, pode marcar" to 11h: the time preferred is the one on the table.
  // ("não, 16h não, prefiro mais pro fim do dia… 17h pode ser": another time refused is none preferred.)
  const kept = proposed ? withoutOtherTimeRefused(t, proposed.minutes) : t;
  const only = mentionedMinutes(kept);
  if (action === 'book' && only.length && only.every((m) => m === proposed!.minutes))
    return kept.replace(/(^|\s)(?:melhor|prefiro|preferia)(?=\s|$)/g, ' ');
  // ("o de sábado fica melhor, pode marcar pra mim" to Saturday's time listed: the one on the table preferred.)
  if (action === 'book') return withoutOwnPickPreferred(t, proposed!);
  if (action !== 'move' && action !== 'replace') return t;
  const said = mentionedMinutes(t);
  const otherTime = said.length ? said.some((m) => m !== proposed!.minutes) : NAMES_HOUR_RE.test(t);
  // "isso, pode trocar pra quarta então" to a move to Wednesday: the proposal's own weekday is no other day.
  const days = proposed!.weekday === undefined ? t : withoutWeekday(t, proposed!.weekday);
  if (NAMES_DAY_RE.test(days) || otherTime) return t;
  // ("blz, troca", "ok pode mudar": the same, after the other words of a yes.)
  // ("pode ser, troca então": the verb closing the message, with nothing after it but fillers.)
  return (
    t
      .replace(
        /(^|\s)(pode|podemos|podem|pode sim|sim|entao|blz|beleza|ok|isso|fechado|certo)\s+(?:pode\s+)?(trocar?|mudar?|passar?|remarcar?)(?=\s|$)/g,
        ' ',
      )
      .replace(/(^|\s)(?:trocar?|mudar?|passar?|remarcar?)((?:\s+(?:entao|sim|ai|la|mesmo|ok|blz|isso|por favor|pfv|pode))*)\s*$/, ' $2')
      // ("pode ser, troca pra sexta 17h": the verb before the proposal's own day and time, checked above.)
      .replace(/(^|\s)(?:trocar?|mudar?|passar?|remarcar?)\s+(?:pra|para|pro|pras|para as|pras)(?=\s)/g, ' ')
  );
}
