// Dates of the inbox in the company's timezone, and message previews without WhatsApp markup.

const formatters = new Map<string, Intl.DateTimeFormat>();
function fmt(tz: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tz}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { timeZone: tz, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** 'YYYY-MM-DD' of an instant in the timezone. */
export function dayKey(iso: string | number | Date, tz: string): string {
  const parts = fmt(tz, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function timeOf(iso: string, tz: string): string {
  return fmt(tz, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'Hoje', 'Ontem' or 'sexta-feira, 28/11/2025'. */
export function dayLabel(iso: string, tz: string, now: Date = new Date()): string {
  const key = dayKey(iso, tz);
  if (key === dayKey(now, tz)) return 'Hoje';
  if (key === dayKey(now.getTime() - 86_400_000, tz)) return 'Ontem';
  const weekday = fmt(tz, { weekday: 'long' }).format(new Date(iso));
  return `${weekday}, ${fmt(tz, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso))}`;
}

/** The time for today, 'Ontem', or the date for older messages (inbox rows). */
export function shortWhen(iso: string | null, tz: string, now: Date = new Date()): string {
  if (!iso) return '';
  const key = dayKey(iso, tz);
  if (key === dayKey(now, tz)) return timeOf(iso, tz);
  if (key === dayKey(now.getTime() - 86_400_000, tz)) return 'Ontem';
  return fmt(tz, { day: '2-digit', month: '2-digit' }).format(new Date(iso));
}

/** 'ter., 24/11 às 15:00' for a booking. */
export function bookingWhen(iso: string, tz: string): string {
  const d = new Date(iso);
  const weekday = fmt(tz, { weekday: 'short' }).format(d);
  return `${weekday} ${fmt(tz, { day: '2-digit', month: '2-digit' }).format(d)} às ${timeOf(iso, tz)}`;
}

/** A one-line preview: WhatsApp markers (*bold*, _italic_, ~strike~) and line breaks removed. */
export function plainPreview(text: string | null): string {
  return (text ?? '')
    .replace(/[*_~`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
