// "das hidratações que eu marquei só vou conseguir fazer a de amanhã, as outras duas pode desmarcar": the
// appointments other than the one the client keeps, all on one yes.
import { WEEKDAY_NAMES } from './lexicon/weekdays.js';
import { parseTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { keptClausesOf } from './kept-clauses.js';
import { mentionedServices } from './match.js';
import type { TBrainService } from '../types.js';
import { asksToMove } from '../../consent.js';
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

/**
 * "desmarcar a fisio de quinta e a consulta com a nutri": one appointment of each service named, all on one yes. Each
 * is the one of the day asked (`onDay`), else the only one of its service held: the day may be said of one alone.
 * (A combo read beside its parts, "a barba e o corte infantil", holds none of them: only the services held count.)
 */
export function oneOfEach(turn: Turn, named: TBrainService[], onDay: TScheduleRef[], all: TScheduleRef[]): TScheduleRef[] | null {
  // (Never beside a move: "o corte de sexta passa pra 11h, e a barba de sábado pode cancelar" cancels no corte.)
  const moves = asksToMove(turn.input.messages.join(' '));
  const each = named
    .map((n) => {
      const that = onDay.filter((s) => s.service_id === n.id);
      return that.length || moves ? that : all.filter((s) => s.service_id === n.id);
    })
    .filter((c) => c.length);
  return each.length > 1 && each.every((c) => c.length === 1) ? each.flat().sort((a, b) => a.start_at.localeCompare(b.start_at)) : null;
}

/** "não vou conseguir ir nos dois de sábado": as many as counted, held on that weekday, whatever the week. */
const COUNTED_DAY_RE = /\b(?:os|as|nos|nas) (dois|duas|tres|2|3) d[eo] (domingo|segunda|terca|quarta|quinta|sexta|sabado)\b/;

export function countedOnWeekday(turn: Turn, list: TScheduleRef[]): TScheduleRef[] | null {
  const m = COUNTED_DAY_RE.exec(normalize(turn.input.messages.join(' ')));
  if (!m) return null;
  const weekday = (s: TScheduleRef) => new Date(`${localDateOf(new Date(s.start_at), turn.tz)}T12:00:00Z`).getUTCDay();
  const on = list.filter((s) => weekday(s) === WEEKDAY_NAMES.indexOf(m[2]!));
  return on.length === COUNT[m[1]!] ? on : null;
}
