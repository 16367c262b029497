import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { KanbanSquare, TriangleAlert } from 'lucide-react';
import type { TMoneyCurrency } from '@agenda/shared/company';
import { CRM_STAGE_LABELS, CRM_STAGES, type TCrmStage } from '@agenda/shared/crm';
import type { TClientListItemDto } from '@agenda/shared/schemas/clients';
import { formatMoney } from '@agenda/shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useClientTags, useCrmBoard, useMoveClientStage } from '../api/client-writes';
import { useLiveClients } from '../hooks/use-live-clients';
import { TagChips } from './tag-chips';

const DRAG_TYPE = 'application/x-agenda-client';

/** /app/crm: the six §4 stages in order; drag a card, or focus it and use ← →, to change the client's stage. */
export function CrmPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const currency = (company?.currency ?? 'BRL') as TMoneyCurrency;
  const board = useCrmBoard(companyId);
  const tags = useClientTags(companyId);
  const move = useMoveClientStage(companyId);
  const [over, setOver] = useState<TCrmStage | null>(null);
  useLiveClients(companyId);

  const moveTo = (client: TClientListItemDto, stage: TCrmStage) => {
    if (client.crm_stage !== stage) move.mutate({ id: client.id, stage });
  };
  const onKey = (client: TClientListItemDto) => (e: KeyboardEvent) => {
    const i = CRM_STAGES.indexOf(client.crm_stage);
    const next = e.key === 'ArrowRight' ? CRM_STAGES[i + 1] : e.key === 'ArrowLeft' ? CRM_STAGES[i - 1] : undefined;
    if (!next) return;
    e.preventDefault();
    moveTo(client, next);
  };
  const onDrop = (stage: TCrmStage) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = e.dataTransfer.getData(DRAG_TYPE);
    const client = board.data?.flatMap((c) => c.clients).find((c) => c.id === id);
    if (client) moveTo(client, stage);
  };

  return (
    <div className="flex w-full flex-col gap-4 p-4 sm:p-6" data-testid="crm-page">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">CRM</h1>
        <p className="text-sm text-muted-foreground">Arraste um cliente para outra etapa, ou selecione o cartão e use as setas ← →.</p>
      </header>
      {board.isPending ? (
        <div className="flex gap-3 overflow-hidden" aria-busy="true">
          {CRM_STAGES.map((s) => (
            <Skeleton key={s} className="h-72 w-64 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : board.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title="Não foi possível carregar o CRM"
          description={errorMessage(board.error)}
          action={<Button onClick={() => void board.refetch()}>Tentar de novo</Button>}
        />
      ) : board.data.every((c) => c.count === 0) ? (
        <EmptyState
          icon={<KanbanSquare />}
          title="Nenhum cliente no funil"
          description="Os clientes aparecem aqui assim que forem cadastrados ou conversarem com a secretária."
        />
      ) : (
        <div className="flex snap-x gap-3 overflow-x-auto pb-2" role="list" aria-label="Etapas do CRM">
          {board.data.map((col) => (
            <section
              key={col.stage}
              role="listitem"
              aria-label={CRM_STAGE_LABELS[col.stage]}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(col.stage);
              }}
              onDragLeave={() => setOver((o) => (o === col.stage ? null : o))}
              onDrop={onDrop(col.stage)}
              className={cn(
                'flex w-64 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-surface-muted p-2',
                over === col.stage ? 'border-primary' : 'border-border',
              )}
            >
              <header className="px-1">
                <h2 className="text-sm font-semibold text-foreground">{CRM_STAGE_LABELS[col.stage]}</h2>
                <p className="text-xs text-muted-foreground" data-testid={`crm-totals-${col.stage}`}>
                  {col.count} {col.count === 1 ? 'cliente' : 'clientes'} · {formatMoney(col.value, currency)}
                </p>
              </header>
              <ul className="flex flex-col gap-2">
                {col.clients.map((c) => (
                  <li
                    key={c.id}
                    draggable
                    tabIndex={0}
                    aria-label={`${c.name}, ${CRM_STAGE_LABELS[c.crm_stage]}. Use as setas para mudar de etapa.`}
                    onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, c.id)}
                    onKeyDown={onKey(c)}
                    data-testid="crm-card"
                    className="cursor-grab rounded-lg border border-border bg-surface p-2 shadow-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                  >
                    <Link
                      to={`/app/clientes/${c.id}/timeline`}
                      className="block truncate text-sm font-medium text-foreground hover:underline"
                      draggable={false}
                    >
                      {c.name}
                    </Link>
                    <div className="mt-1">
                      <TagChips tags={c.tags} defined={tags.data} />
                    </div>
                  </li>
                ))}
              </ul>
              {col.count > col.clients.length ? (
                <Link to={`/app/clientes?etapa=${col.stage}`} className="px-1 text-xs text-primary hover:underline">
                  e mais {col.count - col.clients.length}
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
