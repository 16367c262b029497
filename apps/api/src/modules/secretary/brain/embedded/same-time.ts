// "mesmo horário": a time pref read against a reference appointment (the one being moved, or the
// client's last visit when they book "a fisio de sempre, mesmo dia e horário").
import { addDays, type TTimePref } from './dates.js';
import { localDateOf, speakTime } from './format.js';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The pref with the reference's own time (when none was said) and its weekday inside a range. */
export function atSameTimeAs(pref: TTimePref, reference: Date, tz: string): TTimePref {
  const out: TTimePref = { ...pref };
  if (!pref.same_time) return out;
  if (pref.exact_min === undefined) {
    const [h, m] = speakTime(reference, tz).split(':');
    out.exact_min = Number(h) * 60 + Number(m);
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
