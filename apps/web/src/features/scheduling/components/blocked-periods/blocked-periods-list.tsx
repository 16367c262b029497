import { useState } from 'react';
import { Ban, Trash2 } from 'lucide-react';
import type { TBlockedPeriodDto, TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { addDays, formatDateTime, todayIn } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { toast } from '@/stores/toast-store';
import { useBlockedPeriods } from '../../api/get-blocked-periods';
import { useDeleteBlockedPeriod } from '../../api/delete-blocked-period';
import { useCompanyContext } from '../../hooks/use-company-context';

interface TGroup {
  id: string;
  rows: TBlockedPeriodDto[];
}

/** Rows created together for "todas as agendas" share a group_id: one line each. */
function groupRows(rows: TBlockedPeriodDto[]): TGroup[] {
  const map = new Map<string, TBlockedPeriodDto[]>();
  for (const r of rows) map.set(r.group_id, [...(map.get(r.group_id) ?? []), r]);
  return [...map.entries()]
    .map(([id, list]) => ({ id, rows: list }))
    .sort((a, b) => a.rows[0]!.start_at.localeCompare(b.rows[0]!.start_at));
}

/** Upcoming blocked periods (next 12 months), with delete. */
export function BlockedPeriodsList({ calendars, onNew }: { calendars: TCalendarDto[]; onNew: () => void }) {
  const { companyId, timezone } = useCompanyContext();
  const today = todayIn(timezone);
  const blocked = useBlockedPeriods(companyId, today, addDays(today, 365), null);
  const remove = useDeleteBlockedPeriod(companyId);
  const [deleting, setDeleting] = useState<TGroup | null>(null);
  const names = (rows: TBlockedPeriodDto[]) =>
    rows.length > 1 && rows.length >= calendars.length
      ? 'Todas as agendas'
      : rows.map((r) => calendars.find((c) => c.id === r.calendar_id)?.title ?? 'Agenda').join(', ');

  if (blocked.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  if (blocked.isError) return <p className="text-sm text-danger">{errorMessage(blocked.error)}</p>;
  const groups = groupRows(blocked.data ?? []);
  if (!groups.length)
    return (
      <EmptyState
        variant="inline"
        icon={Ban}
        title="Nenhum horário bloqueado"
        description="Bloqueie feriados, folgas ou uma manutenção: ninguém consegue agendar nesses períodos."
        action={<Button onClick={onNew}>Bloquear horário</Button>}
      />
    );

  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="blocked-list">
        {groups.map((g) => {
          const first = g.rows[0]!;
          return (
            <li key={g.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-xs">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-muted-foreground"
              >
                <Ban className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-foreground">
                  {formatDateTime(first.start_at, timezone)} até {formatDateTime(first.end_at, timezone)}
                </p>
                <p className="truncate text-sm text-muted-foreground">
                  {names(g.rows)}
                  {first.reason ? ` · ${first.reason}` : ''}
                </p>
              </div>
              <Button variant="ghost" size="sm" iconOnly aria-label="Remover bloqueio" onClick={() => setDeleting(g)}>
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        icon={<Trash2 />}
        title="Remover bloqueio?"
        description="O período volta a ficar disponível para agendamentos. Agendamentos cancelados pelo bloqueio não voltam."
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Voltar
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                void remove
                  .mutateAsync({ companyId: companyId!, id: deleting.rows[0]!.id, group: deleting.rows.length > 1 })
                  .then(() => {
                    toast.success('Bloqueio removido.');
                    setDeleting(null);
                  })
                  .catch(() => undefined)
              }
            >
              Remover bloqueio
            </Button>
          </>
        }
      />
    </>
  );
}
