// "tipo no msm dia da limpeza de pele, logo antes dela" while moving the retorno: the new time is read next to
// another appointment the client holds (visit-anchor.ts), before it or, by default, right after it.
import { hasPref, type TTimePref } from './dates.js';
import type { Turn } from './state.js';
import { normalize, stem, tokens } from './text.js';
import { prefNextTo } from './visit-anchor.js';
import { atSameTimeAsSaid } from './same-time.js';
import { dayInsteadOfTable } from './day-not-that.js';
import { localDateOf } from './format.js';
import type { TBrainService } from '../types.js';

const NEXT_TO_RE = /\b(?:(?:mesmo|msm) dia|antes|depois|dps|junto)\s+(?:com\s+)?d?[aoe]s?\s+(?:minha\s+|meu\s+)?([a-z]{3,})/;

/** The time read, as meant: the proposal's own time (same-time.ts), another day in place of the one on the table, or next to another appointment held. */
export async function prefAsMeant(turn: Turn, text: string, read: TTimePref, service?: TBrainService): Promise<TTimePref> {
  const pref = dayInsteadOfTable(turn, text, await atSameTimeAsSaid(turn, read));
  return turn.state.flow === 'reschedule' ? nextToOwn(turn, text, pref) : nextToHeld(turn, text, pref, service);
}

/** A bare "antes"/"depois" ("dá pra encaixar antes?"), no "antes da X" (visit.ts reads that one). */
const BARE_SIDE_RE = /\b(?:antes|depois|dps)\b(?! d[aoe]s?\b| disso| ou\b)/;

/**
 * "sexta já vou estar aí de tarde pra sobrancelha, dá pra encaixar antes?": a booking next to the one appointment the
 * client holds that the message names by its service, on its day; `pref` when none is.
 */
async function nextToHeld(turn: Turn, text: string, pref: TTimePref, service: TBrainService | undefined): Promise<TTimePref> {
  if (!service || pref.exact_min !== undefined || !BARE_SIDE_RE.test(text)) return pref;
  const said = new Set(tokens(text).map(stem));
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) =>
      a.status !== 'canceled' &&
      a.start_at > turn.input.now &&
      a.service_id !== service.id &&
      tokens(normalize(a.service_title)).some((w) => w.length >= 4 && said.has(stem(w))),
  );
  const anchor = turn.input.services.find((s) => s.id === mine[0]?.service_id);
  if (mine.length !== 1 || !anchor || (pref.date && pref.date !== localDateOf(mine[0]!.start_at, turn.tz))) return pref;
  return prefNextTo(turn, mine[0]!, anchor.duration_in_minutes, [service], hasPref(pref) ? pref : null);
}

/** The move's new time next to the client's other appointment named by its service; `pref` when none is. */
async function nextToOwn(turn: Turn, text: string, pref: TTimePref): Promise<TTimePref> {
  const target = turn.state.target;
  const word = NEXT_TO_RE.exec(text)?.[1];
  if (!target || pref.date || !word) return pref;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) => a.status !== 'canceled' && a.start_at > turn.input.now && a.id !== target.id,
  );
  const named = mine.filter((a) => tokens(normalize(a.service_title)).map(stem).includes(stem(word)));
  const moving = turn.input.services.find((s) => s.id === target.service_id);
  const anchor = turn.input.services.find((s) => s.id === named[0]?.service_id);
  if (named.length !== 1 || !moving || !anchor) return pref;
  return prefNextTo(turn, named[0]!, anchor.duration_in_minutes, [moving], hasPref(pref) ? pref : null);
}
