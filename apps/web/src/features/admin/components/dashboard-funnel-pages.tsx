// /admin/dashboard/leads (sign-ups, new companies, trials and conversions; sign-ups by UTM source) and
// /admin/dashboard/vendas (new paid subscriptions, cancellations and revenue, in all and by plan).
import { useState, type ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useDashboardLeads, useDashboardSales } from '../api/platform-api';
import { AdminPageShell, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';
import { DailyChart } from './daily-chart';
import { brl, DashboardTabs, Figure, num, period, PRESETS, shown } from './dashboard-kit';

function PeriodPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: (range: { from: string; to: string }) => ReactNode;
}) {
  const [preset, setPreset] = useState('30');
  const range = period(preset);
  return (
    <AdminPageShell
      title={title}
      subtitle={`${subtitle} De ${shown(range.from)} a ${shown(range.to)} (dias em UTC).`}
      actions={<Select aria-label="Período" value={preset} onValueChange={setPreset} options={PRESETS} />}
    >
      <DashboardTabs />
      {children(range)}
    </AdminPageShell>
  );
}

function Leads({ range }: { range: { from: string; to: string } }) {
  const query = useDashboardLeads(range);
  return (
    <QueryState query={query} title="Não foi possível carregar os leads">
      {({ figures: f, by_source, by_day }) => {
        const total = by_source.reduce((sum, s) => sum + s.sign_ups, 0);
        return (
          <div className="space-y-5">
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label="Cadastros de usuários" value={num.format(f.sign_ups)} />
              <Figure label="Novas empresas" value={num.format(f.new_companies)} />
              <Figure label="Já pagaram" value={num.format(f.converted)} hint="Das empresas novas do período" />
              <Figure label="Empresas em teste agora" value={num.format(f.companies_in_trial)} />
            </dl>
            <DailyChart
              title="Cadastros por dia"
              days={by_day}
              series={[
                { key: 'sign_ups', name: 'Cadastros de usuários', color: '#2563eb' },
                { key: 'new_companies', name: 'Novas empresas', color: '#0d9488' },
              ]}
              format={(n) => num.format(n)}
            />
            <section aria-labelledby="leads-sources" className="space-y-2">
              <h2 id="leads-sources" className="text-sm font-semibold text-foreground">
                Cadastros por origem (UTM)
              </h2>
              {by_source.length === 0 ? (
                <EmptyState
                  variant="inline"
                  icon={BarChart3}
                  title="Nenhum cadastro registrado"
                  description="Nenhum evento de cadastro no período."
                />
              ) : (
                <ul aria-label="Origens" className="space-y-2">
                  {by_source.map((s) => (
                    <li key={s.source} className="rounded-xl border border-border bg-surface p-3 text-sm">
                      <div className="flex justify-between gap-3">
                        <span className="break-all font-medium">{s.source === 'direto' ? 'Direto (sem UTM)' : s.source}</span>
                        <span className="tabular-nums">
                          {num.format(s.sign_ups)} ({Math.round((s.sign_ups / total) * 100)}%)
                        </span>
                      </div>
                      <div className="mt-2 h-2 rounded-full bg-surface-muted" aria-hidden="true">
                        <div className="h-2 rounded-full bg-primary" style={{ width: `${(s.sign_ups / total) * 100}%` }} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}

function Sales({ range }: { range: { from: string; to: string } }) {
  const query = useDashboardSales(range);
  return (
    <QueryState query={query} title="Não foi possível carregar as vendas">
      {({ figures: f, by_plan, by_day }) => (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Novas assinaturas pagas" value={num.format(f.new_paid)} hint="Primeiro pagamento no período" />
            <Figure label="Cancelamentos" value={num.format(f.cancellations)} />
            <Figure label="Receita" value={brl.format(f.revenue_cents / 100)} hint="Cobranças pagas, menos reembolsos" />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <DailyChart
              title="Assinaturas por dia"
              days={by_day}
              series={[
                { key: 'new_paid', name: 'Novas pagas', color: '#2563eb' },
                { key: 'cancellations', name: 'Cancelamentos', color: '#dc2626' },
              ]}
              format={(n) => num.format(n)}
            />
            <DailyChart
              title="Receita por dia"
              days={by_day}
              series={[{ key: 'revenue_cents', name: 'Receita', color: '#16a34a' }]}
              format={(n) => brl.format(n / 100)}
            />
          </div>
          <section aria-labelledby="sales-plans" className="space-y-2">
            <h2 id="sales-plans" className="text-sm font-semibold text-foreground">
              Por plano
            </h2>
            {by_plan.length === 0 ? (
              <EmptyState
                variant="inline"
                icon={BarChart3}
                title="Nenhuma venda no período"
                description="Nenhuma assinatura paga, cancelada ou cobrada."
              />
            ) : (
              <TableScroll label="Vendas por plano">
                <table className={TABLE.replace('min-w-[640px]', 'min-w-[480px]')} aria-label="Vendas por plano">
                  <thead className="bg-surface-muted">
                    <tr>
                      <th className={TH}>Plano</th>
                      <th className={`${TH} text-right`}>Novas</th>
                      <th className={`${TH} text-right`}>Cancelamentos</th>
                      <th className={`${TH} text-right`}>Receita</th>
                    </tr>
                  </thead>
                  <tbody>
                    {by_plan.map((p) => (
                      <tr key={p.plan_id} className="border-t border-border">
                        <td className={TD}>{p.plan_title}</td>
                        <td className={`${TD} text-right tabular-nums`}>{num.format(p.new_paid)}</td>
                        <td className={`${TD} text-right tabular-nums`}>{num.format(p.cancellations)}</td>
                        <td className={`${TD} text-right tabular-nums`}>{brl.format(p.revenue_cents / 100)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}

export function AdminDashboardLeadsPage() {
  return (
    <PeriodPage title="Leads" subtitle="Novos cadastros, testes e de onde vieram.">
      {(range) => <Leads range={range} />}
    </PeriodPage>
  );
}

export function AdminDashboardSalesPage() {
  return (
    <PeriodPage title="Vendas" subtitle="Assinaturas vendidas, cancelamentos e receita.">
      {(range) => <Sales range={range} />}
    </PeriodPage>
  );
}
