// "quero marcar outro igual ao de sábado pra semana que vem": another appointment like the client's own on
// that weekday (its service, professional and time), on the day asked; the usual proposal + yes follows.
import type { TBrainService } from '../types.js';
import { parseTimePref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { WEEKDAY_WORDS } from './lexicon/weekdays.js';
import { ownNearestNow } from './own-nearest-now.js';
import { atSameTimeAs } from './same-time.js';
import type { Turn } from './state.js';
import { dayOfWeek } from './when.js';

const ANY_WEEKDAY = WEEKDAY_WORDS.map(([re]) => re).join('|');
const SAME_AS_DAY_RE = new RegExp(
  `\\b(?:outr[oa] |um |uma )?(?:igual|identic[oa]|o mesmo|a mesma coisa) (?:a|ao|o|do|da|de) (?:de |da |do |meu |minha )?(${ANY_WEEKDAY})\\b`,
);

export async function sameAsOwnOnDay(turn: Turn, text: string): Promise<{ service: TBrainService | null; pref: TTimePref } | null> {
  const m = SAME_AS_DAY_RE.exec(text);
  if (!m) return null;
  const dow = WEEKDAY_WORDS.find(([re]) => new RegExp(`^(?:${re})$`).test(m[1]!))?.[1];
  const ref = await ownNearestNow(turn, (a) => dayOfWeek(localDateOf(a.start_at, turn.tz)) === dow);
  if (!ref) return null;
  turn.state.professional_id = ref.calendar_id;
  const said = parseTimePref(text.replace(m[0], ' '), turn.input.now, turn.tz, turn.input.company?.day_parts);
  return {
    service: turn.input.services.find((s) => s.id === ref.service_id) ?? null,
    // The time is the other appointment's, not said here: it is proposed, never booked outright.
    pref: { ...atSameTimeAs({ ...said, same_time: true }, ref.start_at, turn.tz), carried: true },
  };
}
