// "Adicionar à agenda": an appointment as an iCalendar file (RFC 5545), at an address nobody can guess
// from the appointment id alone (an HMAC of it under the server's secret), so the link in a WhatsApp
// confirmation can be opened without signing in and reveals no other appointment.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{32})\.ics$/;

function signatureOf(secret: string, scheduleId: string): string {
  return createHmac('sha256', secret).update(`ics:${scheduleId}`).digest('base64url').slice(0, 32);
}

/** The path of the appointment's .ics file (absolute when the public address is configured). */
export function icsUrl(secret: string, publicUrl: string | undefined, scheduleId: string): string {
  return `${publicUrl?.replace(/\/$/, '') ?? ''}/general/ics/${scheduleId}.${signatureOf(secret, scheduleId)}.ics`;
}

/** The appointment id a token names, or null when the token was not made by this server. */
export function scheduleIdOfToken(secret: string, token: string): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const expected = Buffer.from(signatureOf(secret, m[1]!));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1]! : null;
}

export interface TIcsEvent {
  id: string;
  startAt: Date;
  endAt: Date;
  summary: string;
  description: string;
  location: string | null;
  canceled: boolean;
  now: Date;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
// Commas, semicolons and backslashes are escaped and newlines written as \n (RFC 5545 §3.3.11).
const text = (v: string) => v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function renderIcs(e: TIcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agenda Inteligente//Agendamento//PT-BR',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.canceled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${e.id}@agendainteligente`,
    `DTSTAMP:${stamp(e.now)}`,
    `DTSTART:${stamp(e.startAt)}`,
    `DTEND:${stamp(e.endAt)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    `STATUS:${e.canceled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
