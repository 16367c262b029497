import { useState } from 'react';
import { CalendarClock, CalendarX2, TriangleAlert } from 'lucide-react';
import type { TMoneyCurrency } from '@agenda/shared/company';
import type { TClientScheduleDto } from '@agenda/shared/schemas/clients';
import { formatMoney } from '@agenda/shared/money';
import { SCHEDULE_STATUS_LABELS } from '@agenda/shared/schedule';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { inTz } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { useClientSchedules } from '../api/get-client';
import { useNextFreeSlots, useQuickScheduleActions } from '../api/schedule-actions';

interface TProps {
  companyId: string | null;
  clientId: string | undefined;
  timezone: string;
  currency: TMoneyCurrency;
}

/** The client's next appointments; each can move to one of the professional's next free times, or be canceled. */
export function UpcomingSchedules({ companyId, clientId, timezone, currency }: TProps) {
  const upcoming = useClientSchedules(companyId, clientId, 'upcoming');
  const [moving, setMoving] = useState<TClientScheduleDto | null>(null);
  const [canceling, setCanceling] = useState<TClientScheduleDto | null>(null);
  const actions = useQuickScheduleActions(companyId);
  const slots = useNextFreeSlots(companyId, moving);
  const fmt = (iso: string) => inTz(iso, timezone).format('ddd, DD/MM [às] HH:mm');
  const open = upcoming.data?.filter((s) => s.status !== 'canceled') ?? [];

  if (upcoming.isPending) return <Skeleton className="h-24 rounded-xl" aria-busy="true" />;
  if (upcoming.isError)
    return (
      <EmptyState
        variant="inline"
        icon={<TriangleAlert />}
        title="Não foi possível carregar"
        description={errorMessage(upcoming.error)}
        action={<Button onClick={() => void upcoming.refetch()}>Tentar de novo</Button>}
      />
    );
  if (!open.length)
    return (
      <EmptyState
        variant="inline"
        icon={<CalendarClock />}
        title="Nenhum agendamento futuro"
        description="Os próximos horários do cliente aparecem aqui."
      />
    );
  return (
    <>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface" aria-label="Próximos agendamentos">
        {open.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <span className="block font-medium text-foreground">
                {s.service_title} · {fmt(s.start_at)}
              </span>
              <span className="block text-sm text-muted-foreground">
                {s.calendar_title} · {s.price !== null ? formatMoney(s.price, currency) : 'Sem preço'} ·{' '}
                {SCHEDULE_STATUS_LABELS[s.status as keyof typeof SCHEDULE_STATUS_LABELS] ?? s.status}
              </span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" leftIcon={<CalendarClock />} onClick={() => setMoving(s)}>
                Remarcar
              </Button>
              <Button size="sm" variant="outline" leftIcon={<CalendarX2 />} onClick={() => setCanceling(s)}>
                Cancelar
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Modal
        open={Boolean(moving)}
        onOpenChange={(o) => !o && setMoving(null)}
        title="Remarcar para"
        description={moving ? `${moving.service_title} com ${moving.calendar_title}` : ''}
      >
        {slots.isPending ? (
          <Skeleton className="h-20 rounded-xl" aria-busy="true" />
        ) : slots.data?.length ? (
          <div className="grid grid-cols-2 gap-2">
            {slots.data.map((slot) => (
              <Button
                key={slot.start_at}
                variant="outline"
                loading={actions.reschedule.isPending && actions.reschedule.variables.start_at === slot.start_at}
                onClick={() =>
                  moving &&
                  actions.reschedule.mutate(
                    { id: moving.id, start_at: slot.start_at, calendar_id: moving.calendar_id },
                    { onSuccess: () => setMoving(null) },
                  )
                }
              >
                {fmt(slot.start_at)}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum horário livre deste profissional nos próximos 14 dias.</p>
        )}
      </Modal>
      <Modal
        open={Boolean(canceling)}
        onOpenChange={(o) => !o && setCanceling(null)}
        title="Cancelar agendamento?"
        description={canceling ? `${canceling.service_title} em ${fmt(canceling.start_at)}` : ''}
        footer={
          <>
            <Button variant="outline" onClick={() => setCanceling(null)}>
              Voltar
            </Button>
            <Button
              variant="danger"
              loading={actions.cancel.isPending}
              onClick={() => canceling && actions.cancel.mutate(canceling.id, { onSuccess: () => setCanceling(null) })}
            >
              Cancelar agendamento
            </Button>
          </>
        }
      />
    </>
  );
}
