// "mesmo horário": a time pref read against a reference appointment (the one being moved, the time
// proposed, the client's own appointment that day, or the client's last visit when they book "a fisio de
// sempre, mesmo dia e horário").
import { addDays, type TTimePref } from './dates.js';
import { localDateOf, speakTime } from './format.js';
import type { Turn } from './state.js';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The pref with the reference's own time (when none was said) and its weekday inside a range. */
export function atSameTimeAs(pref: TTimePref, reference: Date, tz: string): TTimePref {
  const out: TTimePref = { ...pref };
  if (!pref.same_time) return out;
  if (pref.exact_min === undefined) {
    const [h, m] = speakTime(reference, tz).split(':');
    const own = Number(h) * 60 + Number(m);
    // "…no mesmo horário, ou não, pera… sexta de manhã": a part of the day said that leaves the own time out wins.
    if ((pref.from_min !== undefined && own < pref.from_min) || (pref.to_min !== undefined && own >= pref.to_min)) {
      delete out.same_time;
      return out;
    }
    out.exact_min = own;
    delete out.from_min;
    delete out.to_min;
  }
  if (pref.date && pref.date_to) {
    const own = weekday(localDateOf(reference, tz));
    for (let d = pref.date; d <= pref.date_to; d = addDays(d, 1))
      if (weekday(d) === own) {
        out.date = d;
        delete out.date_to;
      }
  }
  return out;
}

/**
 * The pref of a booking message read against what "mesmo horário" refers to: the time proposed (while
 * booking: "opa errei, é sábado, msm horário"), the appointment being moved, else the client's one appointment on the day said
 * ("além da minha escova de sábado, uma manicure pra minha mãe no mesmo horário").
 */
export async function atSameTimeAsSaid(turn: Turn, pref: TTimePref): Promise<TTimePref> {
  const st = turn.state;
  if (st.pending && st.flow === 'book') return atSameTimeAs(pref, new Date(st.pending.start_at), turn.tz);
  // "sábado no mesmo horário tem?" answering "para qual dia e horário?" of a move: the appointment's own time.
  if (st.flow === 'reschedule' && st.awaiting === 'time' && st.target && !st.pending)
    return atSameTimeAs(pref, new Date(st.target.start_at), turn.tz);
  if (!pref.same_time || pref.exact_min !== undefined || !pref.date || pref.date_to || st.flow === 'reschedule') return pref;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter(
    (a) => a.status !== 'canceled' && a.start_at > turn.input.now && localDateOf(a.start_at, turn.tz) === pref.date,
  );
  return mine.length === 1 ? atSameTimeAs(pref, mine[0]!.start_at, turn.tz) : pref;
}
