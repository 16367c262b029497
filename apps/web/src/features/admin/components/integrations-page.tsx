// /admin/integrations: every company's WhatsApp (Cloud API and Evolution), Instagram and Google Calendar
// connections with their health, problems first; filtered by kind, health and company. No secret is shown
// (the API sends none).
import { useState } from 'react';
import { Plug } from 'lucide-react';
import { ADMIN_INTEGRATION_HEALTH, ADMIN_INTEGRATION_KINDS } from '@agenda/shared/schemas/admin-events';
import { INTEGRATION_CONNECTION_STATUS_LABELS, type TIntegrationConnectionStatus } from '@agenda/shared/integration';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill, type PillType } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import {
  useAdminIntegrations,
  type TAdminIntegration,
  type TAdminIntegrationHealth,
  type TAdminIntegrationKind,
} from '../api/events-queue-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { ALL, CompanyFilter, MorePager } from './admin-list-filters';

const KIND_LABELS: Record<TAdminIntegrationKind, string> = {
  whatsapp_cloud: 'WhatsApp API Oficial',
  whatsapp_evolution: 'WhatsApp (Evolution)',
  instagram: 'Instagram',
  google_calendar: 'Google Agenda',
};
const HEALTH_LABELS: Record<TAdminIntegrationHealth, string> = {
  ok: 'Funcionando',
  attention: 'Requer atenção',
  down: 'Com problema',
  removed: 'Removida',
};
const HEALTH_PILL: Record<TAdminIntegrationHealth, PillType> = { ok: 'success', attention: 'warning', down: 'error', removed: 'default' };
const GOOGLE_STATUS: Record<string, string> = {
  synced: 'Sincronizando',
  expired: 'Aviso do Google expirado',
  error: 'Erro de sincronização',
};

const statusOf = (i: TAdminIntegration) =>
  i.kind === 'google_calendar'
    ? (GOOGLE_STATUS[i.status] ?? i.status)
    : (INTEGRATION_CONNECTION_STATUS_LABELS[i.status as TIntegrationConnectionStatus] ?? i.status);

function Row({ i }: { i: TAdminIntegration }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Pill type={HEALTH_PILL[i.health]} size="sm" dot>
          {HEALTH_LABELS[i.health]}
        </Pill>
        <strong>{KIND_LABELS[i.kind] ?? i.identifier}</strong>
        <span className="min-w-0 break-words text-muted-foreground">{i.company_name}</span>
      </div>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-2">
        <div className="flex gap-1">
          <dt>Situação:</dt>
          <dd className="text-foreground">{statusOf(i)}</dd>
        </div>
        {i.account ? (
          <div className="flex min-w-0 gap-1">
            <dt>Conta:</dt>
            <dd className="break-all text-foreground">{i.account}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>{i.kind === 'google_calendar' ? 'Última sincronização:' : 'Última conexão:'}</dt>
          <dd>{formatDateTime(i.last_ok_at)}</dd>
        </div>
        {i.problem_at ? (
          <div className="flex gap-1">
            <dt>Problema desde:</dt>
            <dd>{formatDateTime(i.problem_at)}</dd>
          </div>
        ) : null}
      </dl>
      {i.detail ? <p className="mt-1 break-words text-xs text-danger">{i.detail}</p> : null}
    </li>
  );
}

export function AdminIntegrationsPage() {
  const [kind, setKind] = useState(ALL);
  const [health, setHealth] = useState(ALL);
  const [companyId, setCompanyId] = useState(ALL);
  const [page, setPage] = useState(1);
  const query = useAdminIntegrations({
    kind: kind === ALL ? undefined : (kind as TAdminIntegrationKind),
    health: health === ALL ? undefined : (health as TAdminIntegrationHealth),
    company_id: companyId === ALL ? undefined : companyId,
    page,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const counts = query.data?.counts ?? {};
  return (
    <AdminPageShell
      title="Integrações"
      subtitle="Conexões de WhatsApp, Instagram e Google Agenda de todas as empresas, as com problema primeiro."
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,1.4fr)]">
        <Select
          label="Tipo"
          value={kind}
          onValueChange={reset(setKind)}
          options={[{ value: ALL, label: 'Todos os tipos' }, ...ADMIN_INTEGRATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
        />
        <Select
          label="Saúde"
          value={health}
          onValueChange={reset(setHealth)}
          options={[
            { value: ALL, label: 'Todas (menos removidas)' },
            ...ADMIN_INTEGRATION_HEALTH.map((h) => ({ value: h, label: `${HEALTH_LABELS[h]} (${counts[h] ?? 0})` })),
          ]}
        />
        <CompanyFilter value={companyId} onChange={reset(setCompanyId)} />
      </div>
      <QueryState query={query} title="Não foi possível carregar as integrações">
        {(data) =>
          data.integrations.length === 0 ? (
            <EmptyState variant="inline" icon={Plug} title="Nenhuma integração" description="Nenhuma conexão com estes filtros." />
          ) : (
            <>
              <ul aria-label="Integrações" className="space-y-2">
                {data.integrations.map((i) => (
                  <Row key={i.id} i={i} />
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
