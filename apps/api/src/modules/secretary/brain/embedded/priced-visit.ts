// "qnto fica corte e sobrancelha?" then "marca pra sexta 16h": the services just priced together are
// the visit a booking that names no service means. Before, only the best-matching one was carried,
// the plan then lacked the other and the consistency check asked the client to start over.
import type { TBrainService } from '../types.js';
import { accountsFor, ownerSynonymHits, serviceWordsIn } from './match.js';
import { normalize } from './text.js';
import type { Turn } from './state.js';

const SEPARATE_RE = /\bseparad[oa]s?\b|\bcada (?:um|uma)\b/;

/**
 * The services a price question asks about as one visit, or [] when that is unclear: a combo named
 * with one of its own parts ("o corte, a barba e o combo") asks for each price, not a visit.
 */
export function pricedTogether(named: TBrainService[]): TBrainService[] {
  const combos = named.filter((s) => s.title.includes('+'));
  const overlaps = combos.some((c) =>
    c.title
      .split('+')
      .map((p) => normalize(p).trim())
      .some((part) => named.some((n) => n !== c && normalize(n.title).split(' ')[0] === part.split(' ')[0])),
  );
  return named.length >= 2 && !overlaps ? named : [];
}

/** Whether the client asked for each price on its own ("separado"): then no total is given. */
export const asksEachPrice = (text: string) => SEPARATE_RE.test(text);

// "as duas" is also 14:00 ("às duas"); read as a time unless a period or "horas" says so.
const BOTH_RE = /\b(?:os|as) (?:dois|duas|tres)\b(?! (?:horas?|da (?:tarde|manha|noite)|e meia))/g;

/** "quanto fica as duas?", "pode marcar as duas": with several services in play, a count, not a time. */
export const bothAsCount = (text: string, severalInPlay: boolean) => (severalInPlay ? text.replace(BOTH_RE, ' ') : text);

/**
 * Remembers the services priced together for the next message, in the order said (none when they are
 * not a visit). Only services a strong word names count: "cabelo comprido" prices a Corte feminino
 * alongside the progressiva, but a body word names no service of a visit.
 */
export function rememberPriced(turn: Turn, text: string, named: TBrainService[], visitOrder: string[]): void {
  const strong = serviceWordsIn(text, turn.input.services);
  const owners = new Set(ownerSynonymHits(text, turn.input.services).map((h) => h.service.id));
  const ordered = visitOrder
    .map((id) => named.find((s) => s.id === id))
    .filter((s): s is TBrainService => !!s && (owners.has(s.id) || strong.some((w) => accountsFor(s, w))));
  turn.state.priced_ids = pricedTogether(ordered).map((s) => s.id);
}

/** The services priced together in the last answer, taken (a booking uses them once). */
export function takePricedVisit(turn: Turn): TBrainService[] {
  const ids = turn.state.priced_ids ?? [];
  turn.state.priced_ids = [];
  return ids.map((id) => turn.input.services.find((s) => s.id === id)).filter((s): s is TBrainService => !!s);
}
