// Small date helpers of the date and time fields (docs/spec.md §5: DD/MM/YYYY on screen, YYYY-MM-DD sent).

const pad = (n: number) => String(n).padStart(2, '0');

/** Keeps digits and inserts the slashes: '0103202' → '01/03/202'. */
export function maskDate(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function brDateToIso(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(year, month, 0).getDate();
  if (day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' ('' when empty or malformed). */
export function isoToBrDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** 'YYYY-MM-DD' → local midnight Date. */
export function isoToDate(iso: string | null | undefined): Date | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** Local Date → 'YYYY-MM-DD'. */
export function dateToIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Keeps digits and inserts the colon: '093' → '09:3'. */
export function maskTime(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}

/** HH:mm within 00:00–23:59. */
export function isValidTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}
