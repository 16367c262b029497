// How the assistant speaks dates, prices and lists (pt-BR, in the company's timezone).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { formatMoney } from '@agenda/shared/money';
import type { TMoneyCurrency } from '@agenda/shared/company';
import type { TBrainService, TBrainSettings } from '../types.js';
import { dateKey, dayOfWeek, toLocal } from '../../../scheduling/tz.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

// The wall clock comes from scheduling/tz.ts (cached offsets), not dayjs: every booking's confirmation
// speaks its time, and dayjs's zone conversion was a tenth of a booking burst's CPU (docs/performance.md).
/** "sexta-feira, 28/11" */
export function speakDay(at: Date, tz: string): string {
  const d = toLocal(tz, at.getTime());
  return `${WEEKDAY_NAMES[dayOfWeek(d)]}, ${String(d.d).padStart(2, '0')}/${String(d.m).padStart(2, '0')}`;
}

/** "no sábado, 14/03", "Na sexta-feira, 28/11" (`capital` at the start of a sentence): a spoken day with its article. */
export const onDay = (spoken: string, capital = false) =>
  `${/^(sábado|domingo)/.test(spoken) ? (capital ? 'No' : 'no') : capital ? 'Na' : 'na'} ${spoken}`;

/** "sexta-feira, 28/11, às 15:00" */
export function speakDateTime(at: Date, tz: string): string {
  return `${speakDay(at, tz)}, às ${clockOf(toLocal(tz, at.getTime()).minute)}`;
}

export function speakTime(at: Date, tz: string): string {
  return dayjs(at).tz(tz).format('HH:mm');
}

export function localDateOf(at: Date, tz: string): string {
  return dateKey(toLocal(tz, at.getTime()));
}

export function priceOf(s: TBrainService, currency: string): string | null {
  const cur = currency as TMoneyCurrency;
  if (s.price_type === 'fixed' && s.price !== null) return formatMoney(s.price, cur).replace(/\u00a0/g, ' ');
  if (s.price_type === 'range' && s.price !== null) {
    const min = formatMoney(s.price, cur).replace(/\u00a0/g, ' ');
    return s.price_max !== null ? `de ${min} a ${formatMoney(s.price_max, cur).replace(/\u00a0/g, ' ')}` : `a partir de ${min}`;
  }
  return null;
}

/** A minute of the day on the clock: 17:30. */
export const clockOf = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** A minute of the day as said aloud: 13h, 13h30. */
export const hourWords = (min: number) => `${Math.floor(min / 60)}h${min % 60 ? String(min % 60).padStart(2, '0') : ''}`;

export function durationOf(s: TBrainService): string {
  const h = Math.floor(s.duration_in_minutes / 60);
  const m = s.duration_in_minutes % 60;
  if (h && m) return `${h}h${String(m).padStart(2, '0')}`;
  return h ? `${h}h` : `${m} min`;
}

/** One line per service; prices only when the company allows it (or the client asked). */
export function serviceLines(services: TBrainService[], settings: TBrainSettings, withPrice: boolean): string {
  return services
    .map((s) => {
      const price = withPrice ? priceOf(s, settings.currency) : null;
      return `• ${s.title}${price ? ` — ${price}` : ''} (${durationOf(s)})`;
    })
    .join('\n');
}

export function assistantName(settings: TBrainSettings): string {
  return settings.custom_assistant_name?.trim() || 'assistente virtual';
}

export function firstName(name: string | null): string | null {
  if (!name) return null;
  const first = name.trim().split(/\s+/)[0];
  return first && /\p{L}/u.test(first) ? first : null;
}
