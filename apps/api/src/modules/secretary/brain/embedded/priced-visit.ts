// "qnto fica corte e sobrancelha?" then "marca pra sexta 16h": the services just priced together are
// the visit a booking that names no service means. Before, only the best-matching one was carried,
// the plan then lacked the other and the consistency check asked the client to start over.
import type { TBrainService } from '../types.js';
import { matchService, WEAK_SERVICE_WORDS } from './match.js';
import { normalize, tokens } from './text.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
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

/**
 * "qnto tá o corte, a barba separado e o combo?": each part of a combo named, and the combo itself
 * when the client says "combo", so every price asked for is given (before, only the combo's).
 */
export function withEachPart(named: TBrainService[], text: string, services: TBrainService[]): TBrainService[] {
  const combos = services.filter((s) => s.title.includes('+'));
  const out = [...named];
  if (/\bcombos?\b/.test(text)) for (const c of combos) if (!out.includes(c)) out.push(c);
  if (!asksEachPrice(text)) return out;
  for (const c of out.filter((s) => s.title.includes('+'))) {
    for (const part of c.title.split('+').map((p) => normalize(p).trim())) {
      // The part's own service as a client means it ("corte" is the Corte masculino, not the infantil).
      const alone = matchService(
        part,
        services.filter((s) => !s.title.includes('+')),
      )?.service;
      if (alone && !out.includes(alone)) out.push(alone);
    }
  }
  return out;
}

// "as duas" is also 14:00 ("às duas"); read as a time unless a period or "horas" says so.
const BOTH_RE = /\b(?:os|as) (?:dois|duas|tres)\b(?! (?:horas?|da (?:tarde|manha|noite)|e meia))/g;

/** "quanto fica as duas?", "pode marcar as duas": with several services in play, a count, not a time. */
export const bothAsCount = (text: string, severalInPlay: boolean) => (severalInPlay ? text.replace(BOTH_RE, ' ') : text);

/**
 * Remembers the services priced together for the next message, in the order said (none when they are
 * not a visit). A service only a body word names does not count: "cabelo comprido" prices a Corte
 * feminino alongside the progressiva, but names no service of a visit.
 */
export function rememberPriced(turn: Turn, text: string, named: TBrainService[], visitOrder: string[]): void {
  const bodyless = tokens(text)
    .filter((w) => !WEAK_SERVICE_WORDS.has(w))
    .join(' ');
  const kept = new Set(servicesIn(bodyless, segmentsOf(bodyless), turn.input.services, VISIT_JOINER_RE));
  const ordered = visitOrder.map((id) => named.find((s) => s.id === id)).filter((s): s is TBrainService => !!s && kept.has(s.id));
  turn.state.priced_ids = pricedTogether(ordered).map((s) => s.id);
}

/**
 * The services priced together in the last answer, taken (a booking uses them once). `wanted` false: dropped
 * ("…sobrancelha hj de manhã, e quanto tá a hidratação?": a service priced aside is no part of the booking).
 */
export function takePricedVisit(turn: Turn, wanted = true): TBrainService[] {
  const ids = wanted ? (turn.state.priced_ids ?? []) : [];
  turn.state.priced_ids = [];
  return ids.map((id) => turn.input.services.find((s) => s.id === id)).filter((s): s is TBrainService => !!s);
}

/**
 * "qto tá o corte? e a barba? se fizer os dois sai mais barato?": the combo whose parts are exactly the
 * services priced together, when it costs less than their sum (a receptionist names the cheaper way).
 */
export function cheaperCombo(named: TBrainService[], services: TBrainService[]): TBrainService | null {
  const parts = named.filter((s) => !s.title.includes('+'));
  if (parts.length < 2 || parts.length !== named.length || parts.some((s) => s.price_type !== 'fixed' || s.price === null)) return null;
  const sum = parts.reduce((n, s) => n + (s.price ?? 0), 0);
  const singles = services.filter((s) => !s.title.includes('+'));
  for (const combo of services.filter((s) => s.title.includes('+') && s.price_type === 'fixed' && s.price !== null)) {
    const ids = combo.title.split('+').map((p) => matchService(normalize(p).trim(), singles)?.service.id);
    const same = ids.length === parts.length && parts.every((s) => ids.includes(s.id));
    if (same && combo.price! < sum) return combo;
  }
  return null;
}
