// "consegue passar os dois pra sábado de manhã? com o marcão, um atrás do outro", "passar as duas pra quinta à
// tarde, de preferência uma seguida da outra": two appointments moved to one day, the second right after the first.
// Read one by one, the first move listed its free times and the second waited unseen, so the client's "perfeito, pode
// trocar" picked nothing. Here the first time from which the second fits right after (within the agenda's next start)
// is proposed for the first move, and the second, at that later time, is shown beside it (queued-requests.ts):
// one yes does both.
import { asksInSequence } from '../../consent.js';
import { localDateOf, speakTime } from './format.js';
import { matchService } from './match.js';
import { minutesOf } from './slot-pick.js';
import { slotsIn } from './slots.js';
import { choose } from './booking.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

const MINUTE = 60_000;
/** How far after the first ends the second may start: the agenda's grid may leave a short gap. */
const GAP_MIN = 30;
// ("juntos", "na sequência", "seguidas": other ways to say one right after the other.)
const TOGETHER_RE = /\b(?:uma seguida da outra|um seguido do outro|seguid[oa]s|na sequencia|em sequencia|colad[oa]s|grudad[oa]s)\b/;

/**
 * "passar o retorno e a fisio pra manhã do mesmo dia": two appointments held on one day are one visit; moved
 * together they stay together, though the client did not say "um atrás do outro".
 */
async function heldOnOneDay(turn: Turn, secondId: string): Promise<boolean> {
  const target = turn.state.target!;
  const day = localDateOf(new Date(target.start_at), turn.tz);
  const mine = await turn.input.tools.listAppointments('upcoming');
  return mine.some(
    (a) => a.id !== target.id && a.service_id === secondId && a.status !== 'canceled' && localDateOf(a.start_at, turn.tz) === day,
  );
}

/** The first move proposed at the first offered time the second can follow; false when nothing was changed. */
export async function chainQueuedMove(turn: Turn, original: string): Promise<boolean> {
  const st = turn.state;
  const asked = st.then;
  const offered = st.offered ?? [];
  const said = asksInSequence(original) || TOGETHER_RE.test(normalize(original));
  if (!asked || st.flow !== 'reschedule' || st.awaiting !== 'slot' || !st.target || !offered.length) return false;
  const first = turn.input.services.find((s) => s.id === st.target!.service_id);
  const second = matchService(normalize(asked), turn.input.services)?.service;
  if (!first || !second || !(said || (await heldOnOneDay(turn, second.id)))) return false;
  for (const slot of offered) {
    const end = new Date(slot.start_at).getTime() + first.duration_in_minutes * MINUTE;
    const day = localDateOf(new Date(slot.start_at), turn.tz);
    const from = minutesOf(new Date(end), turn.tz);
    const next = (await slotsIn(turn, second, day, day, { from_min: from, to_min: from + GAP_MIN })).find(
      (s) => s.start_at.getTime() >= end,
    );
    if (!next) continue;
    // The list said for the first move gives way to its proposal; the second is read at its time, beside it.
    const list = turn.replies.findIndex((r) => r.includes(speakTime(new Date(slot.start_at), turn.tz)));
    if (list >= 0) turn.replies.splice(list, 1);
    st.then = `${asked}, as ${speakTime(next.start_at, turn.tz)}`;
    st.then_slots = null;
    await choose(turn, { start_at: slot.start_at, calendar_id: slot.calendar_id }, true);
    return true;
  }
  return false;
}
