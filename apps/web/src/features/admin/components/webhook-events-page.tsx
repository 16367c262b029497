// /admin/webhook_events: every inbound provider event with status, payload and error; replay a failed one.
import { useState } from 'react';
import { Inbox, RotateCcw } from 'lucide-react';
import { WEBHOOK_EVENT_STATUSES } from '@agenda/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill, type PillType } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useReplayEvent, useWebhookEvents } from '../api/ops-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';

const STATUS: Record<(typeof WEBHOOK_EVENT_STATUSES)[number], [string, PillType]> = {
  pending: ['Na fila', 'info'],
  processing: ['Processando', 'info'],
  done: ['Processado', 'success'],
  ignored: ['Ignorado', 'default'],
  failed: ['Falhou', 'error'],
};

export function AdminWebhookEventsPage() {
  const [status, setStatus] = useState<string>('all');
  const query = useWebhookEvents(status === 'all' ? undefined : status);
  const replay = useReplayEvent();
  return (
    <AdminPageShell
      title="Eventos de webhook"
      subtitle="Eventos recebidos do WhatsApp e do Instagram. Um evento com falha pode ser reprocessado uma vez."
    >
      <Select
        aria-label="Situação"
        containerClassName="max-w-xs"
        value={status}
        onValueChange={setStatus}
        options={[{ value: 'all', label: 'Todas as situações' }, ...WEBHOOK_EVENT_STATUSES.map((s) => ({ value: s, label: STATUS[s][0] }))]}
      />
      <QueryState query={query} title="Não foi possível carregar os eventos">
        {(data) =>
          data.events.length === 0 ? (
            <EmptyState variant="inline" icon={Inbox} title="Nenhum evento" description="Nada recebido com este filtro." />
          ) : (
            <ul aria-label="Eventos" className="space-y-2">
              {data.events.map((e) => (
                <li key={e.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Pill type={STATUS[e.status][1]} dot>
                      {STATUS[e.status][0]}
                    </Pill>
                    <strong>{e.provider}</strong>
                    <span className="text-muted-foreground">{e.kind}</span>
                    <span className="ml-auto text-xs text-muted-foreground">
                      {formatDateTime(e.created_at)} · {e.attempts} tentativa(s)
                    </span>
                    {e.status === 'failed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        leftIcon={<RotateCcw />}
                        loading={replay.isPending && replay.variables === e.id}
                        onClick={() => replay.mutate(e.id)}
                      >
                        Reprocessar
                      </Button>
                    ) : null}
                  </div>
                  {e.error ? <p className="mt-2 text-red-700 dark:text-red-300">Erro: {e.error}</p> : null}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-muted-foreground">Conteúdo recebido</summary>
                    <pre className="mt-1 max-h-64 overflow-auto rounded bg-surface-muted p-2 text-xs">
                      {JSON.stringify(e.payload, null, 2)}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
