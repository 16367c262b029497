// The values of the message variables ({{name}}, {{schedule_date}}…) for a client's appointment, in
// the company's timezone: one source for reminders, automations and their live preview.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { renderMessageVariables } from '@agenda/shared/scheduled-message';

dayjs.extend(utc);
dayjs.extend(timezone);

interface TVariableSource {
  company: { name: string; timezone: string };
  clientName: string | null | undefined;
  schedule?: { start_at: string | Date; service_title?: string | null } | null;
  /** The service without an appointment (interest in it). */
  serviceTitle?: string | null;
}

/** `text` with its variables filled in; the schedule ones are empty when there is no appointment. */
export function renderForClient(text: string, { company, clientName, schedule, serviceTitle }: TVariableSource): string {
  const at = schedule ? dayjs(schedule.start_at).tz(company.timezone) : null;
  return renderMessageVariables(text, {
    name: clientName?.trim().split(' ')[0] ?? '',
    company_name: company.name,
    schedule_date: at?.format('DD/MM/YYYY') ?? '',
    schedule_time: at?.format('HH:mm') ?? '',
    schedule_datetime: at ? `${at.format('DD/MM/YYYY')} às ${at.format('HH:mm')}` : '',
    service_name: schedule?.service_title ?? serviceTitle ?? (schedule ? 'atendimento' : ''),
  });
}
