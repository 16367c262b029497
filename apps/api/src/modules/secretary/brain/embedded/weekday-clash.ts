// "sexta dia 12" when the 12th is a Thursday: the weekday and the date disagree. The date is followed (the more
// precise of the two) and the client is told, with the date of the weekday they said, so one word puts it right.
import { WEEKDAY_WORDS, weekdayOf } from './lexicon/weekdays.js';
import { addDays, localNow } from './local-clock.js';
import { dayOfWeek } from './when.js';
import { speakDay } from './format.js';
import type { Turn } from './state.js';

/** A weekday said right beside the day of the month ("sexta dia 12", "sábado, 15/05", "dia 5, quinta"). */
const BESIDE_RE = new RegExp(
  `\\b(${WEEKDAY_WORDS.map(([w]) => w).join('|')}),? (?:dia )?\\d{1,2}(?:\\/\\d{1,2})?\\b|\\bdia \\d{1,2},? (?:n[ao] |numa |uma )?(${WEEKDAY_WORDS.map(([w]) => w).join('|')})\\b`,
);

/** Says the clash when the weekday said beside `date` is not its weekday (normalised text). */
export function sayWeekdayClash(turn: Turn, text: string, date: string | undefined): void {
  const m = date ? BESIDE_RE.exec(text) : null;
  const said = m ? weekdayOf(m[1] ?? m[2]!) : undefined;
  if (said === undefined || said === dayOfWeek(date!)) return;
  // The weekday said nearest the date, never a day gone.
  const ahead = (said - dayOfWeek(date!) + 7) % 7;
  const back = ahead - 7;
  const today = localNow(turn.input.now, turn.tz).date;
  const near = -back < ahead && addDays(date!, back) >= today ? addDays(date!, back) : addDays(date!, ahead);
  const at = (d: string) => speakDay(new Date(`${d}T15:00:00Z`), turn.tz);
  const [dayName, dayDate] = at(date!).split(', ');
  turn.say(`Só um detalhe: dia ${dayDate} é ${dayName}. Segui com o dia ${dayDate}; se você quis dizer ${at(near)}, é só me falar 🙂`);
}
