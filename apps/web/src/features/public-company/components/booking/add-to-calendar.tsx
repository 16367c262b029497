import { CalendarPlus, Download } from 'lucide-react';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { secondaryAction } from '../public-ui';

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "new event" page filled with the appointment (no sign-in with us needed). */
function googleCalendarUrl(s: TScheduleDto, companyName: string, address: string | null): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${s.service?.title ?? 'Atendimento'} · ${companyName}`,
    dates: `${stamp(s.start_at)}/${stamp(s.end_at)}`,
    details: s.calendar ? `Profissional: ${s.calendar.title}` : '',
  });
  if (address) params.set('location', address);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "Adicionar à agenda": the .ics file (Apple, Outlook, any calendar app) or Google Calendar. */
export function AddToCalendar({
  schedule,
  icsUrl,
  companyName,
  address,
}: {
  schedule: TScheduleDto;
  icsUrl: string;
  companyName: string;
  address: string | null;
}) {
  return (
    <section aria-labelledby="add-to-calendar" className="w-full max-w-md text-left">
      <h2 id="add-to-calendar" className="mb-2 text-sm font-semibold text-foreground">
        Adicionar à agenda
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={icsUrl} download="agendamento.ics" className={`${secondaryAction} sm:flex-1`}>
          <Download aria-hidden /> Arquivo .ics
        </a>
        <a
          href={googleCalendarUrl(schedule, companyName, address)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${secondaryAction} sm:flex-1`}
        >
          <CalendarPlus aria-hidden /> Google Agenda
        </a>
      </div>
    </section>
  );
}
