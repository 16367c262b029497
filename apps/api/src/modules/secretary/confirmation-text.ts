// The words of the appointment messages confirmations.ts sends. A booking confirmation carries what the
// client needs to trust it and act on it: service, professional, day and time, address, how to
// reschedule or cancel, and a link that adds it to their calendar.
import type { TConfig } from '../../config.js';
import { icsUrl, type TScheduleEvent } from '../scheduling/service.js';
import { speakDateTime } from './brain/embedded/format.js';

export interface TConfirmationCompany {
  name: string;
  slug: string;
  timezone: string;
  address: string | null;
}

function bookedText(event: TScheduleEvent, company: TConfirmationCompany, config: TConfig): string {
  const s = event.schedule;
  const title = s.service?.title ?? 'atendimento';
  const base = config.PUBLIC_URL?.replace(/\/$/, '');
  const lines = [
    `Seu horário de *${title}* está agendado para ${speakDateTime(new Date(s.start_at), company.timezone)}. ✅`,
    '',
    `*${company.name}*`,
    s.calendar ? `Profissional: ${s.calendar.title}` : null,
    company.address ? `Endereço: ${company.address}` : null,
    `Adicionar à agenda: ${icsUrl(config.JWT_SECRET, config.PUBLIC_URL, s.id)}`,
    '',
    base
      ? `Para remarcar ou cancelar, responda aqui ou acesse ${base}/${company.slug}/minha-conta/agendamentos`
      : 'Para remarcar ou cancelar, é só responder aqui.',
  ];
  return lines.filter((l) => l !== null).join('\n');
}

/** Whether a change of this kind is told to the client (confirmationText has words for it). */
export const hasConfirmation = (event: TScheduleEvent) =>
  event.type === 'booked' || event.type === 'rescheduled' || event.type === 'canceled';

export function confirmationText(event: TScheduleEvent, company: TConfirmationCompany, config: TConfig): string | null {
  const s = event.schedule;
  const title = s.service?.title ?? 'atendimento';
  const when = speakDateTime(new Date(s.start_at), company.timezone);
  if (event.type === 'booked') return bookedText(event, company, config);
  if (event.type === 'rescheduled' && event.previous?.service_id && event.previous.service_id !== s.service_id)
    return `Seu agendamento de ${when} agora é *${title}*${s.calendar ? ` com ${s.calendar.title}` : ''}.`;
  if (event.type === 'rescheduled')
    return `Seu horário de *${title}* foi remarcado para ${when}${s.calendar ? ` com ${s.calendar.title}` : ''}.`;
  if (event.type === 'canceled')
    return `Seu horário de *${title}* em ${when} foi cancelado.${s.canceled_reason ? `\nMotivo: ${s.canceled_reason}` : ''}\nSe quiser marcar outro dia, é só responder aqui.`;
  return null;
}
