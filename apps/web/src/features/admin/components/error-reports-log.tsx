// The "Erros do site" tab of /admin/logs_plataforma: every error report the SPA sent (POST
// /general/slack/notify), kept whether or not it reached Slack, with what became of it; 50 a page.
import { useState } from 'react';
import { Bug } from 'lucide-react';
import { ERROR_REPORT_DELIVERIES, type TErrorReportDelivery } from '@agenda/shared/schemas/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill, type PillType } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useErrorReports } from '../api/ops-api';
import { formatDateTime, QueryState } from './admin-page-shell';
import { MorePager } from './admin-list-filters';

const ALL = 'all';

const DELIVERY: Record<TErrorReportDelivery, { label: string; pill: PillType }> = {
  sent: { label: 'Enviado ao Slack', pill: 'success' },
  stored: { label: 'Só registrado (Slack não configurado)', pill: 'default' },
  duplicate: { label: 'Repetido (não reenviado)', pill: 'info' },
  rate_limited: { label: 'Acima do limite por minuto', pill: 'warning' },
  failed: { label: 'Falha ao enviar ao Slack', pill: 'error' },
};

/** The SPA's reporter sends `error`; other types show as sent. */
const TYPE_LABELS: Record<string, string> = { error: 'Erro' };

const DELIVERY_OPTIONS = [
  { value: ALL, label: 'Todas as situações' },
  ...ERROR_REPORT_DELIVERIES.map((value) => ({ value, label: DELIVERY[value].label })),
];

export function ErrorReportsLog() {
  const [delivery, setDelivery] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = useErrorReports({ delivery: delivery === ALL ? undefined : (delivery as TErrorReportDelivery), page });
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Situação do envio"
        value={delivery}
        onValueChange={(v) => {
          setDelivery(v);
          setPage(1);
        }}
        options={DELIVERY_OPTIONS}
        containerClassName="sm:max-w-xs"
      />
      <QueryState query={query} title="Não foi possível carregar os erros">
        {(data) =>
          data.reports.length === 0 ? (
            <EmptyState variant="inline" icon={Bug} title="Nenhum erro relatado" description="Nada com este filtro." />
          ) : (
            <>
              <ul aria-label="Erros relatados" className="space-y-2">
                {data.reports.map((r) => (
                  <li key={r.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Pill type={DELIVERY[r.delivery].pill} size="sm">
                        {DELIVERY[r.delivery].label}
                      </Pill>
                      <span className="text-xs text-muted-foreground">{TYPE_LABELS[r.type] ?? r.type}</span>
                      <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(r.created_at)}</span>
                    </div>
                    <p className="mt-1 font-medium break-words text-foreground">{r.message}</p>
                    {r.url && <p className="break-all text-xs text-muted-foreground">Página: {r.url}</p>}
                    <details className="mt-1">
                      <summary className="cursor-pointer text-muted-foreground">Detalhes do relatório</summary>
                      <pre className="mt-1 max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">
                        {JSON.stringify(r.payload, null, 2)}
                      </pre>
                    </details>
                  </li>
                ))}
              </ul>
              <MorePager page={page} hasMore={data.has_more} onPage={setPage} label="Paginação dos erros" />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
