// /admin/eventos_plataforma: the platform events (UTMs, sign-ups, usage) of every company, filtered by type,
// company and period, 50 a page newest first.
import { useState } from 'react';
import { Activity } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { usePlatformEvents, type TAdminPlatformEvent } from '../api/events-queue-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { ALL, CompanyFilter, daysAround, MorePager, PeriodFields } from './admin-list-filters';

/** The names the platform records, in the staff's words; any other name is shown as recorded. */
const EVENT_LABELS: Record<string, string> = {
  utm_info: 'Origem (UTM)',
  sign_up: 'Cadastro',
};
const labelOf = (name: string) => EVENT_LABELS[name] ?? name;
const UTM_LABELS: Record<string, string> = { utm_source: 'Origem', utm_medium: 'Mídia', utm_campaign: 'Campanha', utm_content: 'Conteúdo' };

function Details({ e }: { e: TAdminPlatformEvent }) {
  const utm = e.utm ? Object.entries(e.utm).filter(([, v]) => v) : [];
  return (
    <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-2">
      {utm.map(([k, v]) => (
        <div key={k} className="flex min-w-0 gap-1">
          <dt>{UTM_LABELS[k] ?? k}:</dt>
          <dd className="break-all text-foreground">{v}</dd>
        </div>
      ))}
      {!e.utm && e.value ? (
        <div className="flex min-w-0 gap-1">
          <dt>Valor:</dt>
          <dd className="break-all text-foreground">
            {e.value}
            {e.unit ? ` ${e.unit}` : ''}
          </dd>
        </div>
      ) : null}
      {e.user_email ? (
        <div className="flex min-w-0 gap-1">
          <dt>Usuário:</dt>
          <dd className="break-all text-foreground">{e.user_email}</dd>
        </div>
      ) : null}
      {e.device_hash ? (
        <div className="flex min-w-0 gap-1">
          <dt>Dispositivo:</dt>
          <dd className="truncate">{e.device_hash.slice(0, 12)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function AdminPlatformEventsPage() {
  const [period, setPeriod] = useState(() => daysAround(29));
  const [eventName, setEventName] = useState(ALL);
  const [companyId, setCompanyId] = useState(ALL);
  const [page, setPage] = useState(1);
  const query = usePlatformEvents({
    ...period,
    event_name: eventName === ALL ? undefined : eventName,
    company_id: companyId === ALL ? undefined : companyId,
    page,
  });
  const names = query.data?.event_names ?? [];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <AdminPageShell title="Eventos da plataforma" subtitle="Origens (UTMs), cadastros e uso registrados no site e no aplicativo.">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.7fr)_minmax(0,1.3fr)]">
        <PeriodFields value={period} onChange={reset(setPeriod)} />
        <Select
          label="Tipo"
          value={eventName}
          onValueChange={reset(setEventName)}
          options={[{ value: ALL, label: 'Todos os tipos' }, ...names.map((n) => ({ value: n, label: labelOf(n) }))]}
        />
        <CompanyFilter value={companyId} onChange={reset(setCompanyId)} />
      </div>
      <QueryState query={query} title="Não foi possível carregar os eventos">
        {(data) =>
          data.events.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={Activity}
              title="Nenhum evento"
              description="Nada registrado com estes filtros no período."
            />
          ) : (
            <>
              <ul aria-label="Eventos" className="space-y-2">
                {data.events.map((e) => (
                  <li key={e.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <strong>{labelOf(e.event_name)}</strong>
                      <span className="min-w-0 break-all text-muted-foreground">{e.company_name ?? 'Sem empresa'}</span>
                      <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(e.created_at)}</span>
                    </div>
                    <Details e={e} />
                  </li>
                ))}
              </ul>
              <MorePager page={page} hasMore={data.has_more} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
