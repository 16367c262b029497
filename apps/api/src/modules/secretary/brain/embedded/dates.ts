// Relative dates and times as Brazilian clients write them ("amanhã de tarde", "sábado cedo",
// "depois das 18h", "dia 5", "semana que vem", "14h30"). Pure: the clock and timezone are inputs.
// Explicit calendar dates ("05/12", "5 de dezembro") are read by explicit-date.ts.
import { BOTH_COUNTED_RE } from './both-counted.js';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { TBrainDayPart } from '../types.js';
import { isOtherWeek } from './other-week.js';
import { DAY_RANGES, IN_DAYS, NEXT_MONTH, NEXT_WEEK_MARKS, NOW_ASKED, RELATIVE_DAYS, WEEKDAY_WORDS } from './lexicon/weekdays.js';
import { parseClock, parseDayPart } from './understand/times.js';
import { NUMBER_WORDS, SAME_DAY_WORDS, SAME_TIME_WORDS } from './lexicon/time-words.js';
import { SELF_CORRECTION } from './lexicon/negation.js';
import { anyOf } from './lexicon/compile.js';
import { ruledOutPart, ruledOutWeekdays, withoutRuledOutDays, withoutRuledOutParts } from './ruled-out-days.js';
import { withoutCommitments, withoutReasons, withoutRuledOutReasons, withoutStoryDays } from './reasons.js';
import { addDays, localNow, type TLocalNow } from './local-clock.js';
import { DAY_NAMED_RE, dayOfWeek } from './when.js';
import { explicitDate, MONTHS, pad } from './explicit-date.js';
import type { TTimePref } from './time-pref.js';
import { beyondTheTime } from './beyond-time.js';

dayjs.extend(utc);

export type { TTimePref } from './time-pref.js';

/** "o mais perto das 15h", "o mais próximo do meio-dia". */
export const NEAREST_RE = /\bmais (?:perto|proxim[oa]|pertinho) d[aeo]s?\b/;

export { addDays, localNow, zoned } from './local-clock.js';

const ANY_WEEKDAY = WEEKDAY_WORDS.map(([re]) => re).join('|');
const WEEKDAY_RES = WEEKDAY_WORDS.map(([re, dow]) => [new RegExp(`\\b(?:${re})\\b`, 'g'), dow] as const);
const NEXT_MARK_RE = new RegExp(`^\\s*(?:${NEXT_WEEK_MARKS.join('|')})\\b`);
const THIS_MARK_RE = /\b(?:esse|essa|este|esta|nesse|nessa|neste|nesta|agora|proximo|proxima)\s*$/;
const RELATIVE_RES = RELATIVE_DAYS.map(([re, offset]) => [new RegExp(`\\b(?:${re})\\b`), offset] as const);
const RANGE_RES = DAY_RANGES.map(([re, kind]) => [new RegExp(`\\b(?:${re})\\b`), kind] as const);
// ("bom dia, duas coisas": a greeting, no day 2.)
const DIA_RE = /(?<!\bbom )\bdia\s+(\d{1,2})\b(?!\s*(?:h\b|:|\/))/;

const DAY_NUMBER_WORDS: Record<string, number> = { ...NUMBER_WORDS, primeiro: 1 };
const DAY_WORDS = Object.keys(DAY_NUMBER_WORDS).join('|');
// ("no msm dia uma depois da outra": "the same day, one after the other", no day 1.)
const DAY_WORD_RES = [
  new RegExp(
    `(?<!\\b(?:mesmo|msm|outro|todo|cada|algum|qualquer|um) )\\b(dia )(${DAY_WORDS})\\b(?! (?:depois|atras|antes|vez|so|apos)\\b)`,
    'g',
  ),
  new RegExp(`\\b()(${DAY_WORDS})(?= de (?:${MONTHS})\\b)`, 'g'),
];
const IN_DAYS_RE = new RegExp(IN_DAYS);

/** "daqui a 15 dias, numa terça": the weekday said, nearest the day counted (a fortnight is said loosely). */
function nearWeekday(text: string, date: string): string {
  const said = WEEKDAY_WORDS.find(([re]) => new RegExp(`\\b(?:${re})\\b`).test(text));
  if (!said) return date;
  const shift = (((said[1] - dayOfWeek(date)) % 7) + 7) % 7;
  return addDays(date, shift > 3 ? shift - 7 : shift);
}
const NEXT_MONTH_RE = new RegExp(NEXT_MONTH);

const WEEKDAY_RE = new RegExp(`\\b(?:${ANY_WEEKDAY})\\b`);
const NEXT_WEEK_RANGE_RE = RANGE_RES.find(([, kind]) => kind === 'next_week')![0];
// "na terça ou na quarta": two days offered as alternatives, the first one said is tried first.
const OR_BETWEEN_RE = /^\s*(?:ou|ou entao)\s+(?:(?:na|no|a|o|de)\s+)?$/;
const OR_DAYS_RE = new RegExp(`\\b(${ANY_WEEKDAY})\\s+(?:ou|ou entao)\\s+((?:(?:na|no|a|o|de)\\s+)?(?:${ANY_WEEKDAY}))\\b`);

function lastMatch(re: RegExp, text: string): RegExpExecArray | null {
  const all = [...text.matchAll(re)];
  return all.at(-1) ?? null;
}

/** The local day a message names, with `past` when it has gone; a range for "semana que vem". */
const NOW_RE = new RegExp(NOW_ASKED);

function parseDay(raw: string, today: TLocalNow): { date: string; date_to?: string; past?: boolean } | null {
  let text = raw;
  for (const re of DAY_WORD_RES) text = text.replace(re, (_, lead: string, w: string) => `${lead}${DAY_NUMBER_WORDS[w]}`);
  for (const [re, offset] of RELATIVE_RES) {
    if (offset !== 1 && offset !== 2) continue;
    if (re.test(text)) return { date: addDays(today.date, offset) };
  }
  const inDays = IN_DAYS_RE.exec(text);
  if (inDays) {
    const n = DAY_NUMBER_WORDS[inDays[1]!] ?? Number(inDays[1]);
    return { date: nearWeekday(text, addDays(today.date, inDays[2]!.startsWith('semana') ? n * 7 : n)) };
  }
  const explicit = explicitDate(text, today);
  if (explicit) return explicit;
  const dia = DIA_RE.exec(text);
  if (dia) {
    const day = Number(dia[1]);
    if (day < 1 || day > 31) return null;
    const d = dayjs.utc(`${today.year}-${pad(today.month)}-01`).date(day);
    if (NEXT_MONTH_RE.test(text)) return { date: d.add(1, 'month').date(day).format('YYYY-MM-DD') };
    // "dia 3" said on the 5th is a day that has gone; "dia 2" said on the 28th is next month's.
    if (d.format('YYYY-MM-DD') < today.date)
      return today.day - day <= 15
        ? { date: d.format('YYYY-MM-DD'), past: true }
        : { date: d.add(1, 'month').date(day).format('YYYY-MM-DD') };
    return { date: d.format('YYYY-MM-DD') };
  }
  const nextWeek = RANGE_RES.some(([re, kind]) => kind === 'next_week' && re.test(text));
  // Two weekdays ("abrem domingo? se não, sábado"): the one said last is the request.
  const said = WEEKDAY_RES.map(([re, dow]) => [lastMatch(re, text), dow] as const)
    .filter((x): x is [RegExpExecArray, number] => !!x[0])
    .sort((a, b) => b[0].index - a[0].index);
  const [last, earlier] = said;
  if (last && earlier && OR_BETWEEN_RE.test(text.slice(earlier[0].index + earlier[0][0].length, last[0].index))) said.shift();
  for (const [m, dow] of said) {
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(0, m.index);
    let delta = (dow - today.dow + 7) % 7;
    if (nextWeek || isOtherWeek(after)) delta = ((8 - today.dow) % 7 || 7) + ((dow + 6) % 7);
    else if (
      delta === 0 &&
      (NEXT_MARK_RE.test(after) || /\bproxim[oa]\s*$/.test(before)) &&
      !THIS_MARK_RE.test(before.replace(/\bproxim[oa]\s*$/, ''))
    )
      delta = 7;
    // "e quarta de manhã?" said on a Wednesday afternoon: that part of today is gone, so it is next week's.
    else if (delta === 0 && partGone(after, today)) delta = 7;
    else if (/\b(passad[oa]|ultim[oa])\s*$/.test(before) || /^\s*passad[oa]\b/.test(after))
      return { date: addDays(today.date, delta - 7), past: true };
    return { date: addDays(today.date, delta) };
  }
  for (const [re, offset] of RELATIVE_RES) {
    if (offset > 0 || !re.test(text)) continue;
    return offset < 0 ? { date: addDays(today.date, offset), past: true } : { date: today.date };
  }
  if (NOW_RE.test(text)) return { date: today.date };
  for (const [re, kind] of RANGE_RES) {
    if (!re.test(text)) continue;
    if (kind === 'next_week') {
      const date = addDays(today.date, (8 - today.dow) % 7 || 7);
      return { date, date_to: addDays(date, 6) };
    }
    if (kind === 'this_week') return { date: today.date, date_to: addDays(today.date, (6 - today.dow + 7) % 7) };
    if (kind === 'weekend') {
      const date = addDays(today.date, (6 - today.dow + 7) % 7);
      return { date, date_to: addDays(date, 1) };
    }
    const first = dayjs.utc(today.date).add(1, 'month').date(1).format('YYYY-MM-DD');
    return { date: first, date_to: addDays(first, 13) };
  }
  return null;
}

const CORRECTION_RE = anyOf(SELF_CORRECTION, 'g');
const SAME_TIME_RE = anyOf(SAME_TIME_WORDS);
const SAME_DAY_RE = anyOf(SAME_DAY_WORDS);
// Right after a correction a bare number is the corrected hour ("às dez, não, onze").
const BARE_HOUR_RE = new RegExp(
  `^\\s*(?:(?:as|pras|para as)\\s+)?((?:${Object.keys(NUMBER_WORDS).join('|')}|\\d{1,2})\\b(?!\\s*(?:h\\b|:|horas?\\b|\\/|de\\b)))`,
);

// "hoje lá pras cinco, ou se não der hoje pode ser amanhã cedo": the day and time after "se não der" are the
// client's second choice, read only when the first says nothing (the offer of free times handles a full day).
const ECHOED_TIME_RE = /^\s*(?:e |as |a )?\d{1,2}(?:h\d{0,2}|:\d{2})?\s*\?/;
const FALLBACK_RE =
  /\b(?:ou )?(?:se nao (?:der|puder|tiver|conseguir|rolar|tiver vaga)|senao|caso nao (?:de|tenha|possa))\b.*?(?=[.;!?]|\bmas\b|$)/g;

/**
 * Parses every date/time hint of a normalised message. Empty object when there is none. In a
 * run-on with self-corrections ("terça… não, quarta às três"), the last day and the last time said win.
 */
export function parseTimePref(raw: string, now: Date, tz: string, dayParts?: TBrainDayPart[]): TTimePref {
  // "8h? putz… e no almoço? tipo meio dia": the time offered, echoed as a question, gives way to the one asked after it.
  const counted = raw.replace(BOTH_COUNTED_RE, ' ');
  const echo = ECHOED_TIME_RE.exec(counted);
  const said = echo && /\d|meio dia/.test(counted.slice(echo[0].length)) ? counted.slice(echo[0].length) : counted;
  const pref = parseAskedTime(withoutRuledOutParts(said), now, tz, dayParts);
  // (Or in the days ahead when none is named: "qualquer dia de manhã, menos quarta".)
  const avoid = pref.date_to || pref.date === undefined ? ruledOutWeekdays(said) : [];
  // "de manhã não vou conseguir" and no other time said: the rest of the day (after the morning, before the afternoon).
  const out = ruledOutPart(said);
  const part = out ? parseDayPart(out, dayParts) : null;
  const window = pref.from_min !== undefined || pref.to_min !== undefined || pref.exact_min !== undefined;
  if (part && !window) Object.assign(pref, part.part === 'morning' ? { from_min: part.to } : { to_min: part.from });
  // "sexta que vem? não essa, a outra": the week after the day first read.
  if (pref.date && !pref.date_to && NOT_THIS_ONE_RE.test(said)) pref.date = addDays(pref.date, 7);
  if (pref.exact_min !== undefined && NEAREST_RE.test(said)) pref.nearest = true;
  return Object.assign(beyondTheTime(pref, said), avoid.length ? { avoid_dows: avoid } : {});
}

const PART_AFTER_RE = /^\s*(?:(?:de|pela|a|na|no|bem)\s+)?(manha|cedo|tarde)\b/;
function partGone(after: string, today: TLocalNow): boolean {
  const part = PART_AFTER_RE.exec(after)?.[1];
  return !!part && today.minutes >= (part === 'tarde' ? 18 * 60 : 12 * 60);
}

const NOT_THIS_ONE_RE = /\bnao (?:essa|esse|esta|este)\b,? (?:a|o|mas a|mas o|e a|e o) (?:outr[ao]|seguinte|proxim[ao]|de depois)\b/;

function parseAskedTime(said: string, now: Date, tz: string, dayParts?: TBrainDayPart[]): TTimePref {
  const firstChoice = said.replace(FALLBACK_RE, ' ');
  if (firstChoice !== said && firstChoice.trim()) {
    const first = parseTimePref(firstChoice, now, tz, dayParts);
    const second = parsePrefs([...said.matchAll(FALLBACK_RE)].map((m) => m[0]).join(' '), now, tz, dayParts);
    if (hasPref(first)) return hasPref(second) ? { ...first, fallback: second } : first;
  }
  // "quinta ou sexta de manhã": the first day asked, and the second (with what is said of both) as good as it:
  // both days' times are shown together (either-day.ts), the second alone when the first is full.
  const either = OR_DAYS_RE.exec(said);
  if (either) {
    const first = parseAskedTime(
      said.replace(OR_DAYS_RE, (_, day: string) => day),
      now,
      tz,
      dayParts,
    );
    const second = parseAskedTime(
      said.replace(OR_DAYS_RE, (_, _day: string, other: string) => other),
      now,
      tz,
      dayParts,
    );
    if (first.date && second.date && second.date !== first.date && !first.date_to)
      return { ...first, fallback: { ...second, as_good: true } };
  }
  // The reason given for a day ruled out goes first: ruling the day out takes the "não dá" it hangs on.
  const text = withoutStoryDays(withoutRuledOutDays(withoutRuledOutReasons(said)));
  const reasonless = withoutReasons(text);
  // A message that is all reason ("porque amanhã não dá") keeps its words; never another commitment's time. A span
  // said only in a reason beside other words tells the client's situation ("quanto fica? pq to sem cartão essa semana").
  const kept = reasonless.trim() && reasonless !== text ? parsePrefs(reasonless, now, tz, dayParts) : null;
  if (kept && hasPref(kept)) return kept;
  const all = parsePrefs(withoutCommitments(text), now, tz, dayParts);
  return kept && all.date_to ? {} : all;
}

// "quatro horas, quatro e meia, pode ser quatro e meia": a time restated with "pode ser" after others is
// the one decided, like a time after a self-correction.
const DECIDED_RE = new RegExp(
  `\\b(pode ser|melhor|prefiro|faz assim)\\s+(?=(?:as |a |umas |pras )?(?:\\d{1,2}(?!\\d)|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b))`,
  'g',
);

const daysIn = (text: string) => [...text.matchAll(DAY_NAMED_RE)].map((m) => ({ word: m[0], at: m.index }));

/**
 * "amanhã de manhã… não, pera, amanhã eu trabalho de manhã né, é sábado": a correction that names the day given up
 * again (with its reason) and then another reads from that other day on.
 */
function fromDayInstead(piece: string, before: string[]): string {
  const days = daysIn(piece);
  const said = new Set(before.flatMap((b) => daysIn(b).map((d) => d.word)));
  const other = days.find((d) => d.word !== days[0]?.word);
  return days.length > 1 && said.has(days[0]!.word) && other ? piece.slice(other.at) : piece;
}

function parsePrefs(said: string, now: Date, tz: string, dayParts?: TBrainDayPart[]): TTimePref {
  const text = said.replace(DECIDED_RE, ' quer dizer $1 ');
  const pieces = text.split(CORRECTION_RE).filter((p) => p.trim());
  if (pieces.length < 2) return parseOnePref(text, now, tz, dayParts);
  // "semana que vem, quarta… não, pera, quinta", "…terça não terça não… quarta": the week holds until another is said.
  const weekBefore = (i: number) => pieces.slice(0, i).findLast((x) => /\bsemana\b/.test(x));
  const parts = pieces.map((p, i) =>
    i > 0 && NEXT_WEEK_RANGE_RE.test(weekBefore(i) ?? '') && !/\bsemana\b/.test(p) && WEEKDAY_RE.test(p) ? `${p} semana que vem` : p,
  );
  const prefs = parts.map((p, i) =>
    parseOnePref(i ? fromDayInstead(p, pieces.slice(0, i)).replace(BARE_HOUR_RE, 'as $1') : p, now, tz, dayParts),
  );
  const day = prefs.findLast((p) => p.date !== undefined);
  const time = prefs.findLast((p) => p.from_min !== undefined || p.to_min !== undefined || p.exact_min !== undefined);
  const { date, date_to, past } = day ?? {};
  const { from_min, to_min, ends_by, exact_min, alt_min } = time ?? {};
  const same_time = exact_min === undefined && prefs.some((p) => p.same_time) ? true : undefined;
  const same_day = date === undefined && prefs.some((p) => p.same_day) ? true : undefined;
  return Object.fromEntries(
    Object.entries({ date, date_to, past, from_min, to_min, ends_by, exact_min, alt_min, same_time, same_day }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

function parseOnePref(text: string, now: Date, tz: string, dayParts?: TBrainDayPart[]): TTimePref {
  const pref: TTimePref = {};
  const day = parseDay(text, localNow(now, tz));
  if (day) Object.assign(pref, day);
  const clock = parseClock(text);
  const part = parseDayPart(text, dayParts);
  // "saio do trampo 17h… e amanhã bem cedo tem?": a part of the day all before the "after" asks for that part.
  if (part && clock.after !== undefined && part.to <= clock.after && clock.exact === undefined) delete clock.after;
  if (clock.after !== undefined) pref.from_min = clock.after;
  if (clock.before !== undefined) pref.to_min = clock.before;
  if (clock.before !== undefined && clock.ends_by) pref.ends_by = true;
  if (clock.exact !== undefined) pref.exact_min = clock.exact;
  if (clock.exact !== undefined && clock.alt !== undefined) pref.alt_min = clock.alt;
  if (clock.exact === undefined && SAME_TIME_RE.test(text)) pref.same_time = true;
  if (!day && SAME_DAY_RE.test(text)) pref.same_day = true;
  if (part && clock.after === undefined && clock.before === undefined && clock.exact === undefined)
    Object.assign(pref, { from_min: part.from, to_min: part.to });
  // "sábado de tarde, até umas três": the part of the day opens the window the bound closes.
  if (part && clock.after === undefined && clock.exact === undefined && clock.before !== undefined && part.from < clock.before)
    pref.from_min = part.from;
  return pref;
}

export function hasPref(p: TTimePref | null | undefined): boolean {
  return !!p && (p.date !== undefined || p.from_min !== undefined || p.to_min !== undefined || p.exact_min !== undefined);
}
