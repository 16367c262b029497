import { CalendarClock, FileHeart, History, MessageSquare, Sparkles, Tags, TriangleAlert, UserPlus } from 'lucide-react';
import { useParams } from 'react-router';
import type { TTimelineItemDto } from '@agenda/shared/schemas/clients';
import type { TMoneyCurrency } from '@agenda/shared/company';
import { formatMoney } from '@agenda/shared/money';
import { SCHEDULE_STATUS_LABELS } from '@agenda/shared/schedule';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { inTz, tzOf } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useClientSchedules, useClientTimeline } from '../api/get-client';
import { ClientProfileLayout } from './client-profile-layout';
import { UpcomingSchedules } from './upcoming-schedules';

const ICONS: Record<TTimelineItemDto['kind'], typeof History> = {
  created: UserPlus,
  schedule: CalendarClock,
  message: MessageSquare,
  stage_change: Sparkles,
  // The icons of the prontuário tab and of the client list's tag button.
  record: FileHeart,
  tag: Tags,
};

function useProfileContext() {
  const { client_id } = useParams();
  const company = useSelectedCompany();
  return {
    clientId: client_id,
    companyId: company ? String(company.id) : null,
    timezone: tzOf(company),
    currency: (company?.currency ?? 'BRL') as TMoneyCurrency,
  };
}

function Loading() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-14 rounded-xl" />
      ))}
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <EmptyState
      variant="inline"
      icon={<TriangleAlert />}
      title="Não foi possível carregar"
      description={errorMessage(error)}
      action={<Button onClick={retry}>Tentar de novo</Button>}
    />
  );
}

/** /app/clientes/{id}/timeline: appointments, messages, stage and tag changes and prontuário records in time order. */
export function ClientTimelinePage() {
  const { clientId, companyId, timezone } = useProfileContext();
  const items = useClientTimeline(companyId, clientId);
  return (
    <ClientProfileLayout>
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <Failed error={items.error} retry={() => void items.refetch()} />
      ) : (
        <ol className="flex flex-col gap-3 border-l border-border pl-4" aria-label="Linha do tempo">
          {items.data.map((item, i) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.ref_id ?? ''}-${item.at}-${i}`} className="relative">
                <span className="absolute -left-[1.65rem] top-1 flex size-5 items-center justify-center rounded-full bg-surface ring-1 ring-border">
                  <Icon className="size-3 text-muted-foreground" aria-hidden />
                </span>
                <p className="text-xs text-muted-foreground">{inTz(item.at, timezone).format('DD/MM/YYYY HH:mm')}</p>
                <p className="font-medium text-foreground">{item.title}</p>
                {item.detail ? <p className="line-clamp-2 text-sm text-muted-foreground">{item.detail}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </ClientProfileLayout>
  );
}

/** /app/clientes/{id}/historico: past appointments with service, professional, price and status (no-shows too). */
export function ClientHistoryPage() {
  const { clientId, companyId, timezone, currency } = useProfileContext();
  const past = useClientSchedules(companyId, clientId, 'past');
  const noShows = past.data?.filter((s) => s.status === 'confirmed_not_attended').length ?? 0;
  return (
    <ClientProfileLayout>
      {past.isPending ? (
        <Loading />
      ) : past.isError ? (
        <Failed error={past.error} retry={() => void past.refetch()} />
      ) : past.data.length === 0 ? (
        <EmptyState
          variant="inline"
          icon={<History />}
          title="Nenhum atendimento anterior"
          description="Os atendimentos passados aparecem aqui."
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {past.data.length} {past.data.length === 1 ? 'atendimento' : 'atendimentos'} · {noShows} {noShows === 1 ? 'falta' : 'faltas'}
          </p>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface" aria-label="Histórico">
            {past.data.map((s) => (
              <li key={s.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="block font-medium text-foreground">{s.service_title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {inTz(s.start_at, timezone).format('DD/MM/YYYY HH:mm')} · {s.calendar_title}
                  </span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {s.price !== null ? formatMoney(s.price, currency) : 'Sem preço'} ·{' '}
                  {SCHEDULE_STATUS_LABELS[s.status as keyof typeof SCHEDULE_STATUS_LABELS] ?? s.status}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </ClientProfileLayout>
  );
}

/** /app/clientes/{id}/agendamentos: upcoming appointments with quick reschedule and cancel. */
export function ClientSchedulesPage() {
  const { clientId, companyId, timezone, currency } = useProfileContext();
  return (
    <ClientProfileLayout>
      <UpcomingSchedules companyId={companyId} clientId={clientId} timezone={timezone} currency={currency} />
    </ClientProfileLayout>
  );
}
