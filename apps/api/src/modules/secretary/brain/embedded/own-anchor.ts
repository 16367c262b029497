// "tipo no msm dia da limpeza de pele, logo antes dela" while moving the retorno: the new time is read next to
// another appointment the client holds (visit-anchor.ts), before it or, by default, right after it.
import { hasPref, type TTimePref } from './dates.js';
import type { Turn } from './state.js';
import { normalize, stem, tokens } from './text.js';
import { prefNextTo } from './visit-anchor.js';
import { atSameTimeAsSaid } from './same-time.js';

const NEXT_TO_RE = /\b(?:(?:mesmo|msm) dia|antes|depois|dps|junto)\s+(?:com\s+)?d?[aoe]s?\s+(?:minha\s+|meu\s+)?([a-z]{3,})/;

/** The time read, as meant: the proposal's own time (same-time.ts), or next to another appointment held. */
export async function prefAsMeant(turn: Turn, text: string, read: TTimePref): Promise<TTimePref> {
  return nextToOwn(turn, text, await atSameTimeAsSaid(turn, read));
}

/** The move's new time next to the client's other appointment named by its service; `pref` when none is. */
async function nextToOwn(turn: Turn, text: string, pref: TTimePref): Promise<TTimePref> {
  const target = turn.state.target;
  const word = NEXT_TO_RE.exec(text)?.[1];
  if (turn.state.flow !== 'reschedule' || !target || pref.date || !word) return pref;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) => a.status !== 'canceled' && a.start_at > turn.input.now && a.id !== target.id,
  );
  const named = mine.filter((a) => tokens(normalize(a.service_title)).map(stem).includes(stem(word)));
  const moving = turn.input.services.find((s) => s.id === target.service_id);
  const anchor = turn.input.services.find((s) => s.id === named[0]?.service_id);
  if (named.length !== 1 || !moving || !anchor) return pref;
  return prefNextTo(turn, named[0]!, anchor.duration_in_minutes, [moving], hasPref(pref) ? pref : null);
}
