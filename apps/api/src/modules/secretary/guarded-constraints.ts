// What the client asked for (the professional named, the services of the visit, the day, the part
// of the day, the person the booking is for), recorded in the dialogue state by either brain and
// checked by the safety layer before any proposal or write: a write that contradicts it is refused
// with a reason the brain relays, so "com o João à tarde" can never become a morning slot with Pedro.
import type { TBrainConstraints } from './brain/types.js';
import { fold } from './consent-mentions.js';
import type { TGuardState, TStoredConstraints } from './dialogue-state.js';

const EMPTY: TStoredConstraints = { calendar_id: null, service_ids: [], date: null, window: null, for_name: null };

/** Merges what the brain understood this turn: a field left out keeps its value, null clears it. */
export function recordConstraints(st: TGuardState, c: TBrainConstraints): void {
  const was = st.constraints ?? EMPTY;
  st.constraints = {
    calendar_id: c.calendarId === undefined ? was.calendar_id : c.calendarId,
    service_ids: c.serviceIds === undefined ? was.service_ids : [...new Set(c.serviceIds)],
    date: c.date === undefined ? was.date : c.date,
    window: c.window === undefined ? was.window : c.window,
    for_name: c.forName === undefined ? was.for_name : c.forName?.trim() || null,
  };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const dmy = (date: string) => date.split('-').reverse().slice(0, 2).join('/');

/** Local YYYY-MM-DD and minutes of an instant. */
function local(iso: string, tz: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  const [date, time] = parts.split(' ');
  const [h, m] = time!.split(':').map(Number);
  return { date: date!, minutes: h! * 60 + m! };
}

type TChecked = { action: 'book' | 'move' | 'cancel' | 'replace'; service_id: string; calendar_id: string; start_at: string };
type TNames = { professional: (calendarId: string) => Promise<string>; service: (serviceId: string) => Promise<string> };

const CHANGED = ' Se o cliente mudou de ideia, registre o novo pedido antes (record_request).';

/**
 * Why this proposal contradicts what the client asked for, or null. `visitServices` are the
 * services written together with it (a visit): fewer than the client asked for is refused.
 */
export async function contradiction(
  c: TStoredConstraints | null,
  t: TChecked & { display_name?: string | null },
  opts: { tz: string; names: TNames; visitServices?: string[] },
): Promise<string | null> {
  if (!c || t.action === 'cancel') return null;
  if (c.calendar_id && t.calendar_id !== c.calendar_id) {
    const asked = await opts.names.professional(c.calendar_id);
    return `O cliente pediu com ${asked}: proponha só horários com ${asked}, ou pergunte se aceita outro profissional.${CHANGED}`;
  }
  const at = local(t.start_at, opts.tz);
  if (c.date && at.date !== c.date) return `O cliente pediu o dia ${dmy(c.date)}: proponha um horário nesse dia.${CHANGED}`;
  if (c.window && (at.minutes < c.window.from || at.minutes >= c.window.to))
    return `O cliente pediu entre ${hhmm(c.window.from)} e ${hhmm(c.window.to)}: ${hhmm(at.minutes)} está fora disso.${CHANGED}`;
  if (t.action === 'move') return null;
  if (c.service_ids.length && !c.service_ids.includes(t.service_id)) {
    const asked = await Promise.all(c.service_ids.map(opts.names.service));
    return `O cliente pediu ${asked.join(' e ')}, não ${await opts.names.service(t.service_id)}.${CHANGED}`;
  }
  const together = new Set(opts.visitServices ?? [t.service_id]);
  const missing = c.service_ids.filter((id) => !together.has(id));
  if (t.action === 'book' && missing.length) {
    const names = await Promise.all(missing.map(opts.names.service));
    return `A visita pedida também tem ${names.join(' e ')}: agende todos os serviços juntos, um logo após o outro, numa só proposta.`;
  }
  if (t.action === 'book' && c.for_name && fold(t.display_name ?? '') !== fold(c.for_name))
    return `O agendamento é para ${c.for_name}: passe for_name com esse nome.`;
  return null;
}
