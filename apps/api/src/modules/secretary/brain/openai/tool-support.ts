// Small pieces the tools and the prompt share: local times, opening hours in words, run state.
import dayjs from 'dayjs';
import type { TBrainAction, TBrainTurnInput } from '../types.js';

export interface TToolRunState {
  actions: TBrainAction[];
  transfer: { reason: string } | null;
}

export const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

export const localIso = (d: Date, tz: string) => dayjs(d).tz(tz).format('YYYY-MM-DDTHH:mm');

/** "YYYY-MM-DDTHH:mm" local to the company → the instant, or null when it is not a real time. */
export function toInstant(local: string, tz: string): Date | null {
  const d = dayjs.tz(local.slice(0, 16).replace('T', ' '), tz);
  return d.isValid() && d.format('YYYY-MM-DDTHH:mm') === local.slice(0, 16) ? d.toDate() : null;
}

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** "terça-feira a sábado: 09:00–12:00 e 13:00–19:00" style, one line per weekday; closed days named. */
export function openingHoursLines(input: TBrainTurnInput): string[] {
  const byDow = new Map(input.company.opening_hours.map((d) => [d.dow, d.ranges]));
  return [1, 2, 3, 4, 5, 6, 0].map((dow) => {
    const ranges = byDow.get(dow) ?? [];
    return `- ${WEEKDAYS[dow]}: ${ranges.length ? ranges.map((r) => `${r.start}–${r.end}`).join(' e ') : 'fechado'}`;
  });
}

const openDays = (input: TBrainTurnInput) =>
  [1, 2, 3, 4, 5, 6, 0].filter((dow) => input.company.opening_hours.some((d) => d.dow === dow && d.ranges.length));

/** When the business is closed that day: what to tell the client (which days it opens). */
export function closedDayNote(input: TBrainTurnInput, date: string): string | null {
  if (!input.company.opening_hours.length) return null;
  const dow = dayjs.utc(date).day();
  if (openDays(input).includes(dow)) return null;
  const open = openDays(input)
    .map((d) => WEEKDAYS[d])
    .join(', ');
  return `Fechado ${WEEKDAYS[dow] === 'sábado' || WEEKDAYS[dow] === 'domingo' ? 'no' : 'na'} ${WEEKDAYS[dow]}. Abre: ${open || 'nenhum dia cadastrado'}. Diga os dias e horários ao cliente.`;
}

/** Nothing was written: the client must first see this proposal and agree to it in a later message. */
export const needsAgreement = (proposal: string, extra: object = {}) => ({
  ok: false,
  written: false,
  needs_agreement: true,
  proposal,
  ...extra,
  instruction:
    'Nada foi gravado. Mostre esta proposta ao cliente, com o serviço, o profissional, o dia e o horário, e espere a resposta. Só chame a ferramenta de novo depois que ele concordar.',
});
