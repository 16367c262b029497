import { useState } from 'react';
import { Lock } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { SCHEDULE_STATUS_LABELS } from '@agenda/shared/schedule';
import { SCHEDULE_ORIGIN_LABELS, type TDashboardDto } from '@agenda/shared/schemas/dashboard';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PeriodPicker, presetPeriod, type TPeriod } from '@/components/ui/period-picker';
import { Skeleton } from '@/components/ui/skeleton';
import { isoToBr, tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { useDashboard } from '../api/dashboard-api';
import { ChartCard } from './chart-card';

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
type TPair = { current: number; previous: number };

function Kpi({ label, pair, format = String }: { label: string; pair: TPair; format?: (n: number) => string }) {
  const diff = pair.current - pair.previous;
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold text-foreground">{format(pair.current)}</dd>
      <dd className="text-xs text-muted-foreground">
        Anterior: {format(pair.previous)} {diff ? `(${diff > 0 ? '+' : '−'}${format(Math.abs(diff))})` : ''}
      </dd>
    </div>
  );
}

function Cards({ d }: { d: TDashboardDto }) {
  const secs = (n: number | null) => (n == null ? '—' : n < 60 ? `${n} s` : `${Math.round(n / 60)} min`);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Comparado com {isoToBr(d.period.previous_from)} a {isoToBr(d.period.previous_to)}.
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Indicadores">
        <Kpi label="Agendamentos" pair={d.appointments.total} />
        <Kpi label="Faltas (no-show)" pair={d.appointments.no_show_rate} format={(n) => `${n.toLocaleString('pt-BR')}%`} />
        <Kpi label="Receita" pair={d.revenue.income_cents} format={(n) => formatMoney(n)} />
        <Kpi label="Despesas" pair={d.revenue.expense_cents} format={(n) => formatMoney(n)} />
        <Kpi label="Clientes novos" pair={d.clients.new} />
        <Kpi label="Clientes que voltaram" pair={d.clients.returning} />
        <Kpi label="Conversas da secretária" pair={d.secretary.conversations} />
        <Kpi label="Agendados pela secretária" pair={d.secretary.bookings} />
        <Kpi label="Transferências para a equipe" pair={d.secretary.handoffs} />
        <div className="rounded-xl border border-border bg-surface p-4">
          <dt className="text-sm text-muted-foreground">Tempo médio de resposta</dt>
          <dd className="text-xl font-semibold text-foreground">{secs(d.secretary.avg_reply_seconds.current)}</dd>
          <dd className="text-xs text-muted-foreground">Anterior: {secs(d.secretary.avg_reply_seconds.previous)}</dd>
        </div>
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <ChartCard
          title="Agendamentos por situação"
          rows={d.appointments.by_status.map((s) => ({
            label: SCHEDULE_STATUS_LABELS[s.status],
            current: s.current,
            previous: s.previous,
          }))}
        />
        <ChartCard
          title="Agendamentos por origem"
          rows={d.appointments.by_origin.map((o) => ({
            label: SCHEDULE_ORIGIN_LABELS[o.origin],
            current: o.current,
            previous: o.previous,
          }))}
        />
        <ChartCard title="Ocupação por profissional" unit="%" rows={d.occupancy.map((o) => ({ label: o.title, current: o.percent }))} />
        <ChartCard title="Horários mais movimentados" rows={d.busiest_hours.map((h) => ({ label: `${h.hour}h`, current: h.count }))} />
        <ChartCard
          title="Dias mais movimentados"
          rows={d.busiest_weekdays.map((w) => ({ label: WEEKDAYS[w.dow] ?? '', current: w.count }))}
        />
      </div>
    </>
  );
}

/** /app/dashboard: the owner's figures for a period against the previous one. */
export function DashboardPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const tz = tzOf(company);
  const [period, setPeriod] = useState<TPeriod>(() => presetPeriod('month', tz));
  const dash = useDashboard(companyId, period);
  const forbidden = (dash.error as { status?: number } | null)?.status === 403;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="dashboard-page">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Painel</h1>
        <p className="text-sm text-muted-foreground">Agendamentos, conversas e faturamento do período.</p>
      </header>
      <PeriodPicker tz={tz} value={period} onChange={setPeriod} />
      {dash.isPending ? (
        <Skeleton className="h-60 rounded-xl" aria-busy="true" />
      ) : forbidden ? (
        <EmptyState icon={<Lock />} title="Acesso restrito" description="Só o proprietário e os administradores veem o painel." />
      ) : dash.isError ? (
        <LoadError title="Não foi possível carregar o painel" error={dash.error} onRetry={() => void dash.refetch()} />
      ) : (
        <Cards d={dash.data} />
      )}
    </div>
  );
}
