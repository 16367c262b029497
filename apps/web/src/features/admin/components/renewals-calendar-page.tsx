// /admin/assinaturas/calendario: a month of renewals (the day each current subscription's period ends,
// in Brasília time); a grid on larger screens, the days with renewals as a list on phones.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/components/ui/currency-input';
import { EmptyState } from '@/components/ui/empty-state';
import { useRenewals } from '../api/pages-api';
import type { TAdminSubscriptionRow } from '../api/page-types';
import { AdminPageShell, QueryState } from './admin-page-shell';
import { SubscriptionStatus } from './subscriptions-page';

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const monthTitle = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

const thisMonth = () => dayKey.format(new Date()).slice(0, 7);
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function Renewal({ r }: { r: TAdminSubscriptionRow }) {
  return (
    <Link
      to={`/admin/empresas/${r.company_id}/assinatura`}
      className="block truncate rounded bg-primary-soft px-1.5 py-0.5 text-xs text-primary-soft-foreground hover:underline"
      title={`${r.company_name} · ${r.plan_title}`}
    >
      {r.company_name}
    </Link>
  );
}

export function AdminRenewalsCalendarPage() {
  const [month, setMonth] = useState(thisMonth);
  const query = useRenewals(month);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const byDay = useMemo(() => {
    const map = new Map<number, TAdminSubscriptionRow[]>();
    for (const r of query.data?.renewals ?? []) {
      const day = Number(dayKey.format(new Date(r.end_at)).slice(8, 10));
      map.set(day, [...(map.get(day) ?? []), r]);
    }
    return map;
  }, [query.data]);
  const cells = [...Array.from({ length: first.getUTCDay() }, () => 0), ...Array.from({ length: days }, (_, i) => i + 1)];
  const raw = monthTitle.format(first);
  const title = raw.charAt(0).toUpperCase() + raw.slice(1);
  return (
    <AdminPageShell title="Calendário de assinaturas" subtitle="O dia em que o período atual de cada assinatura termina e ela renova.">
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" iconOnly aria-label="Mês anterior" onClick={() => setMonth((v) => shift(v, -1))}>
          <ChevronLeft />
        </Button>
        <h2 className="min-w-40 text-center text-lg font-semibold">{title}</h2>
        <Button size="sm" variant="outline" iconOnly aria-label="Próximo mês" onClick={() => setMonth((v) => shift(v, 1))}>
          <ChevronRight />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMonth(thisMonth())}>
          Hoje
        </Button>
      </div>
      <QueryState query={query} title="Não foi possível carregar os vencimentos">
        {(data) => (
          <>
            <div className="hidden overflow-hidden rounded-xl border border-border bg-surface md:block">
              <div className="grid grid-cols-7 border-b border-border">
                {WEEKDAYS.map((d) => (
                  <span key={d} className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
                    {d}
                  </span>
                ))}
              </div>
              <div className="grid grid-cols-7" aria-label={`Vencimentos de ${title}`}>
                {cells.map((day, i) => (
                  <div key={i} className="min-h-24 space-y-1 border-b border-r border-border p-1.5">
                    {day ? <span className="text-xs font-semibold text-muted-foreground">{day}</span> : null}
                    {(byDay.get(day) ?? []).map((r) => (
                      <Renewal key={r.id} r={r} />
                    ))}
                  </div>
                ))}
              </div>
            </div>
            {data.renewals.length === 0 ? (
              <EmptyState variant="inline" icon={CalendarX2} title="Nenhum vencimento" description="Nenhuma assinatura renova neste mês." />
            ) : (
              <ul aria-label="Vencimentos do mês" className="space-y-2 md:hidden">
                {[...byDay.entries()].map(([day, list]) => (
                  <li key={day} className="rounded-xl border border-border bg-surface p-3 text-sm">
                    <strong>
                      {String(day).padStart(2, '0')}/{String(m).padStart(2, '0')}/{y}
                    </strong>
                    <ul className="mt-1 space-y-1">
                      {list.map((r) => (
                        <li key={r.id} className="flex items-center justify-between gap-2">
                          <span className="min-w-0 truncate">
                            {r.company_name} · {formatCents(r.total_value)}
                          </span>
                          <SubscriptionStatus s={r} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </AdminPageShell>
  );
}
