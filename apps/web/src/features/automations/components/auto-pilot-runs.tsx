import { useState } from 'react';
import { Pause, Play, RotateCcw, UserPlus } from 'lucide-react';
import { AUTO_PILOT_FINISHED_REASONS, AUTO_PILOT_STATUS_LABELS, type TAutoPilotRunDto } from '@agenda/shared/auto-pilot';
import { ClientPicker } from '@/components/clients/client-picker';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill, type PillType } from '@/components/ui/pill';
import { QueryList } from '@/components/ui/query-list';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useAutoPilotRuns, useChangeAutoPilot } from '../api/auto-pilot';

const STATUS_PILL: Record<TAutoPilotRunDto['status'], PillType> = {
  running: 'success',
  paused_manually: 'warning',
  finished_messages: 'default',
};

function detail(run: TAutoPilotRunDto, timezone: string, attemptsPerStage: number): string {
  if (run.status === 'finished_messages')
    return `Encerrado: ${AUTO_PILOT_FINISHED_REASONS[run.finished_reason ?? ''] ?? 'sem mais mensagens'}.`;
  const sent = `${run.attempts} de ${attemptsPerStage} mensagens enviadas`;
  return run.status === 'running' ? `${sent} · próxima em ${formatDateTime(run.next_at, timezone)}` : `${sent} · pausado por você`;
}

interface Props {
  companyId: string;
  timezone: string;
  enabled: boolean;
  attemptsPerStage: number;
}

/** Each client's auto-pilot: status, progress, pause and resume, and a client added to it. */
export function AutoPilotRuns({ companyId, timezone, enabled, attemptsPerStage }: Props) {
  const runs = useAutoPilotRuns(companyId);
  const change = useChangeAutoPilot(companyId);
  const [adding, setAdding] = useState(false);
  const act = (clientId: string, status: 'running' | 'paused_manually' | undefined, done: string) =>
    change.mutate({ clientId, status }, { onSuccess: () => toast.success(done) });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-foreground">Clientes no piloto automático</h3>
        <Button size="sm" variant="outline" leftIcon={<UserPlus />} disabled={!enabled} onClick={() => setAdding((v) => !v)}>
          Adicionar cliente
        </Button>
      </div>
      {!enabled ? <p className="text-sm text-muted-foreground">Ligue o piloto automático para adicionar clientes.</p> : null}
      {adding && enabled ? (
        <div className="rounded-xl border border-border bg-surface-muted/50 p-3">
          <ClientPicker
            companyId={companyId}
            label="Cliente para o piloto automático"
            value={null}
            onChange={(c) => {
              if (!c) return;
              setAdding(false);
              act(c.id, undefined, `${c.name} está no piloto automático.`);
            }}
          />
        </div>
      ) : null}
      <QueryList
        query={runs}
        errorTitle="Não foi possível carregar o piloto automático"
        empty={
          <EmptyState
            variant="inline"
            icon={Play}
            title="Nenhum cliente no piloto automático"
            description="Adicione os clientes que ainda não agendaram: o piloto manda as mensagens e para quando o cliente agenda ou responde."
          />
        }
      >
        {(items) =>
          items.map((run) => (
            <li
              key={run.client_id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-xs sm:flex-row sm:items-center"
              data-testid="auto-pilot-run"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-semibold text-foreground">{run.client_name ?? 'Cliente'}</span>
                  <Pill size="sm" type={STATUS_PILL[run.status]} dot>
                    {AUTO_PILOT_STATUS_LABELS[run.status]}
                  </Pill>
                </div>
                <p className="text-sm text-muted-foreground">{detail(run, timezone, attemptsPerStage)}</p>
              </div>
              {run.status === 'running' ? (
                <Button
                  size="sm"
                  variant="outline"
                  leftIcon={<Pause />}
                  onClick={() => act(run.client_id, 'paused_manually', 'Piloto pausado.')}
                >
                  Pausar
                </Button>
              ) : run.status === 'paused_manually' ? (
                <Button size="sm" variant="outline" leftIcon={<Play />} onClick={() => act(run.client_id, 'running', 'Piloto retomado.')}>
                  Retomar
                </Button>
              ) : enabled ? (
                <Button
                  size="sm"
                  variant="ghost"
                  leftIcon={<RotateCcw />}
                  onClick={() => act(run.client_id, undefined, 'Piloto recomeçado.')}
                >
                  Recomeçar
                </Button>
              ) : null}
            </li>
          ))
        }
      </QueryList>
    </div>
  );
}
