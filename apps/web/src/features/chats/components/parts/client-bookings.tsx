import { CalendarDays, FlaskConical } from 'lucide-react';
import { SCHEDULE_STATUS_LABELS } from '@agenda/shared/schedule';
import { Pill, type PillType } from '@/components/ui/pill';
import { Skeleton } from '@/components/ui/skeleton';
import { useClientSchedules, type TClientSchedule } from '../../api/get-client-schedules';
import { bookingWhen } from '../../utils/format';

const STATUS_TONE: Record<TClientSchedule['status'], PillType> = {
  scheduled: 'info',
  confirmed: 'success',
  canceled: 'error',
  confirmed_not_attended: 'warning',
};

const PLAYGROUND_OBSERVATION = 'Agendamento de teste (playground)';

function BookingRow({ s, timezone }: { s: TClientSchedule; timezone: string }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-3" data-testid="client-booking">
      <div className="flex items-start gap-2">
        <span
          className="mt-1 size-2.5 shrink-0 rounded-full"
          style={{ background: s.calendar?.color ?? 'var(--color-brand-500)' }}
          aria-hidden
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-foreground">{s.service?.title ?? 'Serviço'}</p>
          <p className="text-[13px] text-muted-foreground">{bookingWhen(s.start_at, timezone)}</p>
          {s.calendar ? <p className="truncate text-xs text-muted-foreground">com {s.calendar.title}</p> : null}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Pill size="sm" type={STATUS_TONE[s.status]} dot>
          {SCHEDULE_STATUS_LABELS[s.status]}
        </Pill>
        {s.interface.startsWith('ASSISTANT') ? (
          <Pill size="sm" type="primary">
            Pela assistente
          </Pill>
        ) : null}
        {s.client_observation === PLAYGROUND_OBSERVATION ? (
          <Pill size="sm" type="warning" icon={<FlaskConical />}>
            Teste
          </Pill>
        ) : null}
      </div>
    </li>
  );
}

/** The client's bookings beside the conversation: upcoming first, then the recent past. */
export function ClientBookings({ companyId, clientId, timezone }: { companyId: string; clientId: string; timezone: string }) {
  const { data, isPending, isError } = useClientSchedules(companyId, clientId);
  if (isPending) {
    return (
      <div className="space-y-2">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-danger">Não foi possível carregar os agendamentos.</p>;
  const now = Date.now();
  const upcoming = data.filter((s) => Date.parse(s.end_at) >= now).sort((a, b) => a.start_at.localeCompare(b.start_at));
  const past = data
    .filter((s) => Date.parse(s.end_at) < now)
    .sort((a, b) => b.start_at.localeCompare(a.start_at))
    .slice(0, 5);
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border-strong p-4 text-center" data-testid="client-bookings-empty">
        <CalendarDays className="mx-auto size-6 text-subtle-foreground" aria-hidden />
        <p className="mt-2 text-sm font-medium text-foreground">Nenhum agendamento</p>
        <p className="mt-1 text-[13px] text-muted-foreground">
          Quando a assistente ou a equipe marcar um horário para este cliente, ele aparece aqui.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="client-bookings">
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wider text-subtle-foreground uppercase">Próximos</h3>
        {upcoming.length ? (
          <ul className="space-y-2">
            {upcoming.map((s) => (
              <BookingRow key={s.id} s={s} timezone={timezone} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum horário marcado.</p>
        )}
      </section>
      {past.length ? (
        <section>
          <h3 className="mb-2 text-xs font-semibold tracking-wider text-subtle-foreground uppercase">Anteriores</h3>
          <ul className="space-y-2">
            {past.map((s) => (
              <BookingRow key={s.id} s={s} timezone={timezone} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
