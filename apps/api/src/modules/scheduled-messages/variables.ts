// The values of the message variables ({{name}}, {{schedule_date}}…) for a client's appointment, in
// the company's timezone: one source for reminders, automations and their live preview.
import { renderMessageVariables } from '@agenda/shared/scheduled-message';
import { toLocal } from '../scheduling/tz.js';

interface TVariableSource {
  company: { name: string; timezone: string };
  clientName: string | null | undefined;
  schedule?: { start_at: string | Date; service_title?: string | null } | null;
  /** The service without an appointment (interest in it). */
  serviceTitle?: string | null;
}

/** `text` with its variables filled in; the schedule ones are empty when there is no appointment. */
export function renderForClient(text: string, { company, clientName, schedule, serviceTitle }: TVariableSource): string {
  // The wall clock from tz.ts's cached offsets: dayjs's tz conversion here was ~3 % of a booking's CPU
  // (every booking renders its reminder text).
  const at = schedule ? toLocal(company.timezone, new Date(schedule.start_at).getTime()) : null;
  const two = (n: number) => String(n).padStart(2, '0');
  const date = at ? `${two(at.d)}/${two(at.m)}/${String(at.y).padStart(4, '0')}` : '';
  const time = at ? `${two(Math.floor(at.minute / 60))}:${two(at.minute % 60)}` : '';
  return renderMessageVariables(text, {
    name: clientName?.trim().split(' ')[0] ?? '',
    company_name: company.name,
    schedule_date: date,
    schedule_time: time,
    schedule_datetime: at ? `${date} às ${time}` : '',
    service_name: schedule?.service_title ?? serviceTitle ?? (schedule ? 'atendimento' : ''),
  });
}
