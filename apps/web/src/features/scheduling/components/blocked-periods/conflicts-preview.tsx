import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Spinner } from '@/components/ui/loader';
import { formatDateTime } from '@/lib/dates';

interface Props {
  loading: boolean;
  error: string | null;
  schedules: TScheduleDto[] | undefined;
  timezone: string;
}

/** What a new blocked period would cover, before saving it. */
export function ConflictsPreview({ loading, error, schedules, timezone }: Props) {
  if (loading)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label={null} /> Verificando agendamentos no período…
      </p>
    );
  if (error) return <p className="text-sm text-danger">{error}</p>;
  if (!schedules) return null;
  if (!schedules.length)
    return (
      <p
        className="flex items-center gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm text-success-soft-foreground"
        data-testid="conflicts-none"
      >
        <CircleCheck className="size-4 shrink-0" aria-hidden /> Nenhum agendamento neste período.
      </p>
    );
  return (
    <div
      className="rounded-lg border border-warning/40 bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground"
      data-testid="conflicts-list"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {schedules.length === 1 ? '1 agendamento neste período' : `${schedules.length} agendamentos neste período`}
      </p>
      <ul className="mt-1.5 max-h-40 space-y-1 overflow-y-auto">
        {schedules.map((s) => (
          <li key={s.id} className="flex flex-col sm:flex-row sm:gap-2">
            <span className="shrink-0 font-medium tabular-nums">{formatDateTime(s.start_at, timezone)}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {s.client?.name ?? s.display_name} · {s.service?.title ?? 'serviço'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
