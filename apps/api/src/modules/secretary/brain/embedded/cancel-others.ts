// "das hidratações que eu marquei só vou conseguir fazer a de amanhã, as outras duas pode desmarcar": the
// appointments other than the one the client keeps, all on one yes.
import { parseTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { keptClausesOf } from './kept-clauses.js';
import { mentionedServices } from './match.js';
import type { TScheduleRef, Turn } from './state.js';
import { normalize } from './text.js';

const OTHERS_RE = /\b(?:as outras|os outros|o resto|as demais|os demais)(?: (duas|dois|tres|2|3))?\b/;
const COUNT: Record<string, number> = { dois: 2, duas: 2, '2': 2, tres: 3, '3': 3 };

/** The upcoming appointments less those of the days the kept clauses name; null when the message says no such thing. */
export function othersThanKept(turn: Turn, list: TScheduleRef[]): TScheduleRef[] | null {
  const raw = turn.input.messages.join(' ');
  const { rest, kept } = keptClausesOf(raw);
  const others = OTHERS_RE.exec(normalize(rest));
  if (!kept.length || !others) return null;
  const days = kept.map((k) => parseTimePref(normalize(k), turn.input.now, turn.tz).date).filter((d): d is string => !!d);
  if (!days.length) return null;
  // ("das hidratações…": of the service named, when one is.)
  const named = mentionedServices(normalize(raw), turn.input.services).map((s) => s.id);
  const ofService = named.length ? list.filter((s) => named.includes(s.service_id)) : list;
  const rest_ = ofService.filter((s) => !days.includes(localDateOf(new Date(s.start_at), turn.tz)));
  const count = others[1] ? COUNT[others[1]] : undefined;
  if (!rest_.length || rest_.length === ofService.length || (count !== undefined && rest_.length !== count)) return null;
  return rest_;
}
