import { Link } from 'react-router';
import { CalendarCheck, CalendarPlus, CircleCheck } from 'lucide-react';
import { primaryAction, secondaryAction } from '../public-ui';
import type { TBooked } from '../../api/book-schedule';
import { AddToCalendar } from './add-to-calendar';
import { BookingSummary, type TBookingChoice } from './booking-summary';

/** After booking: what was booked, and where to see it. */
export function BookingSuccess({
  slug,
  company,
  choice,
  booked,
  onAnother,
}: {
  slug: string;
  company: { name: string; address: string | null };
  choice: TBookingChoice;
  booked: TBooked;
  onAnother: () => void;
}) {
  return (
    <section className="flex flex-col items-center gap-5 py-4 text-center" data-testid="booking-success" aria-live="polite">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-9" aria-hidden />
      </span>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Agendamento confirmado!</h1>
        <p className="mt-1 text-sm text-muted-foreground">Guarde na sua agenda para não esquecer. Até lá!</p>
      </div>
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-4 text-left shadow-xs">
        <BookingSummary choice={choice} />
      </div>
      <AddToCalendar schedule={booked.schedule} icsUrl={booked.ics_url} companyName={company.name} address={company.address} />
      <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
        <Link to={`/${slug}/minha-conta/agendamentos`} className={`${primaryAction} whitespace-nowrap sm:flex-1`}>
          <CalendarCheck aria-hidden /> Meus agendamentos
        </Link>
        <button type="button" onClick={onAnother} className={`${secondaryAction} whitespace-nowrap sm:flex-1`}>
          <CalendarPlus aria-hidden /> Agendar outro
        </button>
      </div>
    </section>
  );
}
