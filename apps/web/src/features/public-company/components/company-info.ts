// Small pure helpers of the public page, kept free of libphonenumber so the page loads fast.
import type { TPublicCompanyDto, TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';

export const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
const SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** '+5511987654321' → '(11) 98765-4321'; other countries keep '+' and digits. */
export function displayPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.startsWith('55') && (d.length === 12 || d.length === 13)) {
    const ddd = d.slice(2, 4);
    const rest = d.slice(4);
    return `(${ddd}) ${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
  }
  return phone.startsWith('+') ? phone : `+${d}`;
}

/** The public map link for an address. */
export function mapLinkForAddress(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function whatsappLink(phone: string, text?: string): string {
  const d = phone.replace(/\D/g, '');
  const digits = d.length === 10 || d.length === 11 ? `55${d}` : d;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function instagramLink(handle: string): { url: string; label: string } {
  const clean =
    handle
      .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
      .replace(/[@/\s]/g, '')
      .split('?')[0] ?? '';
  return { url: `https://www.instagram.com/${clean}/`, label: `@${clean}` };
}

export function websiteLink(site: string): { url: string; label: string } {
  const url = /^https?:\/\//i.test(site) ? site : `https://${site}`;
  return { url, label: site.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** 'Aberto agora · até 19:00', 'Fechado · abre ter às 09:00' from the company's hours. */
export function openStatus(workdays: TWorkdayDto[], now: { dow: number; minutes: number }): { open: boolean; text: string } | null {
  const day = (dow: number) => workdays.find((d) => d.dow === dow);
  const today = day(now.dow);
  if (!workdays.some((d) => d.is_available && d.work_hours.length)) return null;
  const current = today?.is_available
    ? today.work_hours.find((h) => toMin(h.start) <= now.minutes && now.minutes < toMin(h.end))
    : undefined;
  if (current) return { open: true, text: `Aberto agora · até ${current.end}` };
  const laterToday = today?.is_available ? today.work_hours.find((h) => toMin(h.start) > now.minutes) : undefined;
  if (laterToday) return { open: false, text: `Fechado agora · abre hoje às ${laterToday.start}` };
  for (let i = 1; i <= 7; i++) {
    const dow = (now.dow + i) % 7;
    const d = day(dow);
    if (d?.is_available && d.work_hours.length)
      return { open: false, text: `Fechado agora · abre ${i === 1 ? 'amanhã' : SHORT[dow]} às ${d.work_hours[0]!.start}` };
  }
  return null;
}

export function hoursText(day: TWorkdayDto | undefined): string {
  if (!day?.is_available || !day.work_hours.length) return 'Fechado';
  return day.work_hours.map((h) => `${h.start} às ${h.end}`).join(' e ');
}

/** The weekday and minutes of `now` in the company's timezone. */
export function nowIn(tz: string, now: Date = new Date()): { dow: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const dow = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { dow, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}min` : `${h}h`;
}

/** A service's price as the public page shows it (a range reads 'R$ 50,00 a R$ 80,00'); null when not informed. */
export function servicePrice(s: Pick<TPublicCompanyDto['services'][number], 'price_type' | 'formatted_price'>): string | null {
  if (s.price_type === 'uninformed') return null;
  return s.price_type === 'range' && s.formatted_price ? s.formatted_price.replace(' - ', ' a ') : s.formatted_price;
}
