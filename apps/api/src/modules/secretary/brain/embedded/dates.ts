// Relative dates and times as Brazilian clients write them ("amanhã de tarde", "sábado cedo",
// "depois das 18h", "dia 5", "semana que vem", "14h30"). Pure: the clock and timezone are inputs.
// Explicit calendar dates ("05/12", "5 de dezembro") go through chrono-node's Portuguese parser.
import * as chrono from 'chrono-node';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface TTimePref {
  /** First local day, YYYY-MM-DD. */
  date?: string;
  /** Last local day (inclusive) for ranges such as "semana que vem". */
  date_to?: string;
  /** Window inside each day, minutes from midnight. */
  from_min?: number;
  to_min?: number;
  /** A precise time asked for ("às 15h"). */
  exact_min?: number;
}

const WEEKDAYS: Array<[RegExp, number]> = [
  [/\bdomingo\b/, 0],
  [/\bsegunda(?:[ -]?feira)?\b/, 1],
  [/\bterca(?:[ -]?feira)?\b/, 2],
  [/\bquarta(?:[ -]?feira)?\b/, 3],
  [/\bquinta(?:[ -]?feira)?\b/, 4],
  [/\bsexta(?:[ -]?feira)?\b/, 5],
  [/\bsabado\b/, 6],
];

export interface TLocalNow {
  date: string;
  dow: number;
  minutes: number;
  day: number;
  month: number;
  year: number;
}

export function localNow(now: Date, tz: string): TLocalNow {
  const d = dayjs(now).tz(tz);
  return {
    date: d.format('YYYY-MM-DD'),
    dow: d.day(),
    minutes: d.hour() * 60 + d.minute(),
    day: d.date(),
    month: d.month() + 1,
    year: d.year(),
  };
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The UTC instant of a local wall-clock time in `tz`. */
export function zoned(date: string, minutes: number, tz: string): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return dayjs.tz(`${date} ${hh}:${mm}`, tz).toDate();
}

function hourFrom(h: number, mm: number, suffix: string | undefined): number | null {
  let hour = h;
  if (suffix?.includes('tarde') || suffix?.includes('noite')) {
    if (hour < 12) hour += 12;
  } else if (!suffix && hour >= 1 && hour <= 7) {
    // "às 3" in a booking chat means 15:00: nobody books a haircut at 3 a.m.
    hour += 12;
  }
  if (hour > 23 || mm > 59) return null;
  return hour * 60 + mm;
}

/** Precise time of day, if the text names one. Returns minutes from midnight. */
function parseExactTime(text: string): number | null {
  if (/\bmeio[ -]?dia( e meia)?\b/.test(text)) return /meio[ -]?dia e meia/.test(text) ? 12 * 60 + 30 : 12 * 60;
  const hm = /\b(\d{1,2})(?::(\d{2})|h(\d{2})?)(?:\s*(?:e\s*(meia)))?(?:\s*(da tarde|da noite|da manha))?(?!\d|\/)/.exec(text);
  if (hm) {
    const mm = hm[2] ? Number(hm[2]) : hm[3] ? Number(hm[3]) : hm[4] ? 30 : 0;
    return hourFrom(Number(hm[1]), mm, hm[5]);
  }
  const as =
    /\b(?:as|a|umas|pelas|la pelas|lá pelas)\s+(\d{1,2})(?:\s+e\s+(meia|\d{2}))?(?:\s*(da tarde|da noite|da manha|horas?))?\b(?!\s*(?:\/|de\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)))/.exec(
      text,
    );
  if (as) {
    const mm = as[2] === 'meia' ? 30 : as[2] ? Number(as[2]) : 0;
    const suffix = as[3]?.startsWith('hora') ? undefined : as[3];
    return hourFrom(Number(as[1]), mm, suffix);
  }
  return null;
}

function firstMinutes(text: string): number | null {
  const m = /(\d{1,2})(?::(\d{2})|h(\d{2})?)?/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const mm = m[2] ? Number(m[2]) : m[3] ? Number(m[3]) : 0;
  return hourFrom(h, mm, /tarde|noite/.test(text) ? 'tarde' : undefined);
}

/** Parses every date/time hint of a normalised message. Empty object when there is none. */
export function parseTimePref(text: string, now: Date, tz: string): TTimePref {
  const pref: TTimePref = {};
  const today = localNow(now, tz);
  let rest = text;

  // Days.
  if (/\bdepois de amanha\b/.test(rest)) {
    pref.date = addDays(today.date, 2);
    rest = rest.replace(/\bdepois de amanha\b/, ' ');
  } else if (/\bamanha\b/.test(rest)) {
    pref.date = addDays(today.date, 1);
  } else if (/\bhoje\b|\bagora\b|\bainda hoje\b/.test(rest)) {
    pref.date = today.date;
  }
  if (!pref.date) {
    const nextWeek = /\b(semana que vem|proxima semana|semana seguinte)\b/.test(rest);
    for (const [pattern, dow] of WEEKDAYS) {
      const m = pattern.exec(rest);
      if (!m) continue;
      let delta = (dow - today.dow + 7) % 7;
      const near = rest.slice(m.index, m.index + m[0].length + 12);
      if (nextWeek) delta = ((8 - today.dow) % 7 || 7) + ((dow + 6) % 7);
      else if (delta === 0 && /\b(que vem|proxim[oa])\b/.test(near)) delta = 7;
      pref.date = addDays(today.date, delta);
      break;
    }
  }
  if (!pref.date) {
    const dia = /\bdia\s+(\d{1,2})\b(?!\s*(?:h|:|\/))/.exec(rest);
    const explicit = chrono.pt.parse(
      rest,
      { instant: new Date(Date.UTC(today.year, today.month - 1, today.day, 12)), timezone: 0 },
      { forwardDate: true },
    );
    const cal = explicit.find((r) => r.start.isCertain('day') && r.start.isCertain('month'));
    if (cal) {
      const y = cal.start.isCertain('year') ? cal.start.get('year')! : today.year;
      let date = `${y}-${String(cal.start.get('month')).padStart(2, '0')}-${String(cal.start.get('day')).padStart(2, '0')}`;
      if (!cal.start.isCertain('year') && date < today.date) date = `${y + 1}${date.slice(4)}`;
      pref.date = date;
    } else if (dia) {
      const day = Number(dia[1]);
      if (day >= 1 && day <= 31) {
        let d = dayjs.utc(`${today.year}-${String(today.month).padStart(2, '0')}-01`).date(day);
        if (d.format('YYYY-MM-DD') < today.date) d = d.add(1, 'month').date(day);
        pref.date = d.format('YYYY-MM-DD');
      }
    } else if (/\b(semana que vem|proxima semana|semana seguinte)\b/.test(rest)) {
      const toMonday = (8 - today.dow) % 7 || 7;
      pref.date = addDays(today.date, toMonday);
      pref.date_to = addDays(pref.date, 6);
    } else if (/\b(essa|esta|nessa|nesta) semana\b/.test(rest)) {
      pref.date = today.date;
      pref.date_to = addDays(today.date, (6 - today.dow + 7) % 7);
    } else if (/\b(fim|final) de semana\b/.test(rest)) {
      const toSat = (6 - today.dow + 7) % 7;
      pref.date = addDays(today.date, toSat);
      pref.date_to = addDays(pref.date, 1);
    } else if (/\b(mes que vem|proximo mes)\b/.test(rest)) {
      const first = dayjs.utc(today.date).add(1, 'month').date(1).format('YYYY-MM-DD');
      pref.date = first;
      pref.date_to = addDays(first, 13);
    }
  }

  // Windows inside the day.
  const after =
    /\b(?:depois d[ao]s?|apos as|a partir d[ao]s?|mais tarde que|de)\s+(\d{1,2}(?::\d{2}|h\d{0,2})?)(?:\s*(?:da tarde|da noite))?(?:\s+em diante)?/.exec(
      rest,
    );
  const afterStrict =
    /\b(?:depois d[ao]s?|apos as|a partir d[ao]s?|mais tarde que)\s+(\d{1,2}(?::\d{2}|h\d{0,2})?(?:\s*(?:da tarde|da noite))?)/.exec(rest);
  const before = /\b(?:antes d[ao]s?|ate as|ate)\s+(\d{1,2}(?::\d{2}|h\d{0,2})?(?:\s*(?:da tarde|da noite))?)/.exec(rest);
  if (afterStrict) {
    const m = firstMinutes(afterStrict[1]!);
    if (m !== null) pref.from_min = m;
    rest = rest.replace(afterStrict[0], ' ');
  } else if (after && /\bem diante\b/.test(after[0])) {
    const m = firstMinutes(after[1]!);
    if (m !== null) pref.from_min = m;
    rest = rest.replace(after[0], ' ');
  }
  if (before) {
    const m = firstMinutes(before[1]!);
    if (m !== null) pref.to_min = m;
    rest = rest.replace(before[0], ' ');
  }
  const greetingless = rest.replace(/\b(bom dia|boa tarde|boa noite)\b/g, ' ');
  const exact = parseExactTime(greetingless.replace(/\bdia\s+\d{1,2}\b/g, ' ').replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' '));
  if (pref.from_min === undefined && pref.to_min === undefined && exact !== null) pref.exact_min = exact;
  else if (pref.from_min === undefined && pref.to_min === undefined) {
    const r = greetingless;
    if (/\b(cedo|cedinho|primeiro horario)\b/.test(r)) Object.assign(pref, { from_min: 0, to_min: 10 * 60 });
    else if (/\b(hora do almoco|horario de almoco|no almoco)\b/.test(r)) Object.assign(pref, { from_min: 11 * 60 + 30, to_min: 14 * 60 });
    else if (/\b(fim|final) (do dia|da tarde)\b/.test(r)) Object.assign(pref, { from_min: 16 * 60, to_min: 20 * 60 });
    else if (/\b(manha|manhazinha)\b/.test(r) && !/\bda manha\b/.test(r)) Object.assign(pref, { from_min: 0, to_min: 12 * 60 });
    else if (/\b(tarde|tardinha)\b/.test(r) && !/\bda tarde\b/.test(r) && !/\bmais tarde\b/.test(r))
      Object.assign(pref, { from_min: 12 * 60, to_min: 18 * 60 });
    else if (/\b(noite|noitinha)\b/.test(r) && !/\bda noite\b/.test(r)) Object.assign(pref, { from_min: 18 * 60, to_min: 23 * 60 + 59 });
  }
  return pref;
}

export function hasPref(p: TTimePref | null | undefined): boolean {
  return !!p && (p.date !== undefined || p.from_min !== undefined || p.to_min !== undefined || p.exact_min !== undefined);
}

/** A new hint refines the previous one: "amanhã" then "de tarde" means tomorrow afternoon. */
export function mergePref(old: TTimePref | null | undefined, next: TTimePref): TTimePref {
  if (!old) return next;
  if (next.date !== undefined) return next;
  const merged: TTimePref = {
    ...(old.date !== undefined ? { date: old.date } : {}),
    ...(old.date_to !== undefined ? { date_to: old.date_to } : {}),
    ...next,
  };
  if (next.exact_min !== undefined) {
    delete merged.from_min;
    delete merged.to_min;
  }
  return merged;
}
