// Dates of the company: instants are stored in UTC and shown in the company's timezone
// (ARCHITECTURE "Money/time"); dates travel as 'YYYY-MM-DD' (docs/spec.md §5). Labels use Intl so no
// dayjs locale has to load.
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_TIMEZONE } from '@agenda/shared/defaults';
// Extends dayjs with utc, timezone and customParseFormat.
import '@agenda/shared/datetime';

export { dayjs, type Dayjs };

const API_DATE = 'YYYY-MM-DD';

export function tzOf(company: { timezone?: string | null } | null | undefined): string {
  return company?.timezone || DEFAULT_TIMEZONE;
}

/** An instant in the timezone. */
export function inTz(iso: string | number | Date, tz: string): Dayjs {
  return dayjs(iso).tz(tz);
}

/** 'YYYY-MM-DD' + 'HH:mm' in `tz` → ISO instant (UTC). */
export function zonedIso(date: string, time: string, tz: string): string {
  return dayjs.tz(`${date}T${time}:00`, tz).toISOString();
}

/** Start of a local day in `tz` as an instant. */
export function startOfDayIso(date: string, tz: string): string {
  return zonedIso(date, '00:00', tz);
}

export function todayIn(tz: string, now: number = Date.now()): string {
  return dayjs(now).tz(tz).format(API_DATE);
}

/** Minutes since local midnight of an instant in `tz`. */
export function minutesInDay(iso: string | number, tz: string): number {
  const d = inTz(iso, tz);
  return d.hour() * 60 + d.minute();
}

export function addDays(date: string, days: number): string {
  return dayjs(date, API_DATE).add(days, 'day').format(API_DATE);
}

export function dayOfWeek(date: string): number {
  return dayjs(date, API_DATE).day();
}

/** Sunday of the week holding `date` (weeks start on Sunday in Brazil). */
export function weekStart(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

export function isoToBr(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

export function formatTime(iso: string, tz: string): string {
  return inTz(iso, tz).format('HH:mm');
}

export function formatDateTime(iso: string, tz: string): string {
  return inTz(iso, tz).format('DD/MM/YYYY [às] HH:mm');
}

const labelCache = new Map<string, Intl.DateTimeFormat>();
function fmt(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = labelCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'UTC' });
    labelCache.set(key, f);
  }
  return f;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'terça-feira, 24 de novembro' for a 'YYYY-MM-DD'. */
export function longDayLabel(date: string): string {
  return capitalize(fmt({ weekday: 'long', day: 'numeric', month: 'long' }).format(utcDate(date)));
}

/** 'ter., 24 de nov.' → 'Ter, 24 nov' */
export function shortDayLabel(date: string): string {
  const d = utcDate(date);
  const weekday = fmt({ weekday: 'short' }).format(d).replace('.', '');
  const month = fmt({ month: 'short' }).format(d).replace('.', '');
  return `${capitalize(weekday)}, ${d.getUTCDate()} ${month}`;
}

export function weekdayShort(date: string): string {
  return capitalize(fmt({ weekday: 'short' }).format(utcDate(date)).replace('.', ''));
}

/** 'Hoje', 'Amanhã', 'Ontem' or the long label. */
export function relativeDayLabel(date: string, today: string): string {
  if (date === today) return `Hoje, ${longDayLabel(date).split(', ')[1]}`;
  if (date === addDays(today, 1)) return `Amanhã, ${longDayLabel(date).split(', ')[1]}`;
  if (date === addDays(today, -1)) return `Ontem, ${longDayLabel(date).split(', ')[1]}`;
  return longDayLabel(date);
}

/** 30 → '30 min'; 90 → '1h 30min'; 60 → '1h'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}min` : `${h}h`;
}

export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function minutesToTime(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 'agora', 'há 5 min', 'há 2 h', 'ontem às 14:30' or '24/11/2026 às 14:30'. */
export function timeAgo(iso: string, tz: string, now: number = Date.now()): string {
  const diff = Math.max(0, now - Date.parse(iso)) / 60_000;
  if (diff < 1) return 'agora';
  if (diff < 60) return `há ${Math.floor(diff)} min`;
  if (diff < 12 * 60) return `há ${Math.floor(diff / 60)} h`;
  const day = inTz(iso, tz).format(API_DATE);
  const today = todayIn(tz, now);
  if (day === today) return `hoje às ${formatTime(iso, tz)}`;
  if (day === addDays(today, -1)) return `ontem às ${formatTime(iso, tz)}`;
  return formatDateTime(iso, tz);
}
