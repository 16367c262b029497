// /admin/logs_plataforma: every admin action (who, what, on which record, before and after), filtered by
// admin and action, 50 a page (the API reads at most 200 pages); the "Erros do site" tab (?aba=erros)
// lists the error reports the site sent.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuditLogs } from '../api/ops-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { MorePager } from './admin-list-filters';
import { AUDIT_ACTIONS } from './audit-actions';
import { ErrorReportsLog } from './error-reports-log';

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'Todas as ações' },
  ...Object.entries(AUDIT_ACTIONS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
];

const ERRORS_TAB = 'erros';

export function AdminAuditLogsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === ERRORS_TAB ? ERRORS_TAB : 'acoes';
  return (
    <AdminPageShell
      title="Logs da plataforma"
      subtitle="Cada ação dos administradores, com o antes e o depois, e os erros relatados pelo site."
    >
      <Tabs
        variant="underline"
        value={tab}
        onValueChange={(v) => setParams(v === ERRORS_TAB ? { aba: ERRORS_TAB } : {}, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="acoes">Ações dos administradores</TabsTrigger>
          <TabsTrigger value={ERRORS_TAB}>Erros do site</TabsTrigger>
        </TabsList>
        <TabsContent value="acoes">
          <AuditActionsLog />
        </TabsContent>
        <TabsContent value={ERRORS_TAB}>
          <ErrorReportsLog />
        </TabsContent>
      </Tabs>
    </AdminPageShell>
  );
}

function AuditActionsLog() {
  const [adminId, setAdminId] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const [page, setPage] = useState(1);
  const query = useAuditLogs({
    admin_id: adminId === ALL ? undefined : adminId,
    action: action === ALL ? undefined : action,
    page,
  });
  const admins = query.data?.admins ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <Select
          label="Administrador"
          value={adminId}
          onValueChange={(v) => {
            setAdminId(v);
            setPage(1);
          }}
          options={[{ value: ALL, label: 'Todos os administradores' }, ...admins.map((a) => ({ value: a.id, label: a.name || a.email }))]}
        />
        <Select
          label="Ação"
          value={action}
          onValueChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          options={ACTION_OPTIONS}
        />
      </div>
      <QueryState query={query} title="Não foi possível carregar os logs">
        {(data) =>
          data.logs.length === 0 ? (
            <EmptyState variant="inline" icon={ScrollText} title="Nenhuma ação registrada" description="Nada com estes filtros." />
          ) : (
            <>
              <ul aria-label="Ações" className="space-y-2">
                {data.logs.map((l) => (
                  <li key={l.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <strong>{AUDIT_ACTIONS[l.action] ?? l.action}</strong>
                      <span className="min-w-0 break-all text-muted-foreground">{l.admin.email}</span>
                      <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(l.created_at)}</span>
                    </div>
                    <p className="break-all text-xs text-muted-foreground">
                      Registro: {l.target_type}
                      {l.target_id ? ` ${l.target_id}` : ''}
                    </p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-muted-foreground">Antes e depois</summary>
                      <div className="mt-1 grid gap-2 md:grid-cols-2">
                        {(
                          [
                            ['Antes', l.before],
                            ['Depois', l.after],
                          ] as const
                        ).map(([label, value]) => (
                          <div key={label} className="min-w-0">
                            <p className="mb-0.5 text-xs font-semibold text-muted-foreground">{label}</p>
                            <pre className="max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">
                              {value === null ? '—' : JSON.stringify(value, null, 2)}
                            </pre>
                          </div>
                        ))}
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
              <MorePager page={page} hasMore={data.has_more} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
