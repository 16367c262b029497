import { Link } from 'react-router';
import { MessageCircle, Repeat } from 'lucide-react';
import { formatPhone, toWhatsappNumber } from '@agenda/shared/phone';
import { SCHEDULE_INTERFACE_LABELS, SCHEDULE_RECURRENCE_LABELS } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { ClientRestrictions } from '@/components/client-restrictions';
import { Avatar } from '@/components/ui/avatar';
import { durationLabel, formatDateTime, formatTime, longDayLabel, inTz } from '@/lib/dates';
import { ScheduleStatusPill } from '../schedule-status-pill';

/** Who, what, when and where of a schedule, with a WhatsApp link to the client. */
export function ScheduleSummary({ schedule: s, timezone }: { schedule: TScheduleDto; timezone: string }) {
  const name = s.client?.name ?? s.display_name;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface-sunken/50 p-3.5" data-testid="schedule-summary">
      <div className="flex items-center gap-3">
        <Avatar name={name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-foreground">
            <Link to={`/app/clientes/${s.client_id}/timeline`} className="hover:underline" title="Abrir ficha do cliente">
              {name}
            </Link>
          </p>
          {s.client?.phone ? <p className="text-sm text-muted-foreground tabular-nums">{formatPhone(s.client.phone)}</p> : null}
        </div>
        {s.client?.phone ? (
          <a
            href={`https://wa.me/${toWhatsappNumber(s.client.phone)}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`Conversar com ${name} no WhatsApp`}
            className="flex size-11 items-center justify-center rounded-lg text-success hover:bg-success-soft"
          >
            <MessageCircle className="size-5" aria-hidden />
          </a>
        ) : null}
      </div>
      <ClientRestrictions clientId={s.client_id} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Quando</dt>
        <dd className="font-medium text-foreground">
          {longDayLabel(inTz(s.start_at, timezone).format('YYYY-MM-DD'))}, {formatTime(s.start_at, timezone)}–
          {formatTime(s.end_at, timezone)}
        </dd>
        <dt className="text-muted-foreground">Serviço</dt>
        <dd className="text-foreground">
          {s.service?.title ?? '—'} · {durationLabel(s.duration_in_minutes)}
          {s.service?.formatted_price ? ` · ${s.service.formatted_price}` : ''}
        </dd>
        <dt className="text-muted-foreground">Profissional</dt>
        <dd className="flex items-center gap-1.5 text-foreground">
          <span aria-hidden className="size-2.5 rounded-full" style={{ background: s.calendar?.color }} />
          {s.calendar?.title ?? '—'}
        </dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <ScheduleStatusPill status={s.status} />
        </dd>
        {s.recurrence_type !== 'no_recurrence' ? (
          <>
            <dt className="text-muted-foreground">Repete</dt>
            <dd className="flex items-center gap-1.5 text-foreground">
              <Repeat className="size-3.5" aria-hidden /> {SCHEDULE_RECURRENCE_LABELS[s.recurrence_type]}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Origem</dt>
        <dd className="text-foreground">
          {SCHEDULE_INTERFACE_LABELS[s.interface]} · criado em {formatDateTime(s.created_at, timezone)}
        </dd>
        {s.client_observation ? (
          <>
            <dt className="text-muted-foreground">Do cliente</dt>
            <dd className="text-foreground">{s.client_observation}</dd>
          </>
        ) : null}
        {s.status === 'canceled' && s.canceled_reason ? (
          <>
            <dt className="text-muted-foreground">Motivo</dt>
            <dd className="text-foreground">{s.canceled_reason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
