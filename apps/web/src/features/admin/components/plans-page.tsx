// /admin/plans, /admin/plan_features and /admin/plan_plan_features: the plans with their prices, the
// extra features sold separately, and which plan includes which feature; a plan opens in a drawer.
import { useState } from 'react';
import { Check, Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/components/ui/currency-input';
import { Pill } from '@/components/ui/pill';
import { usePlans } from '../api/pages-api';
import type { TAdminPlan } from '../api/page-types';
import { AdminPageShell, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';
import { PlanForm } from './plan-form';

export function AdminPlansPage() {
  const query = usePlans();
  const [editing, setEditing] = useState<TAdminPlan | 'new' | null>(null);
  return (
    <AdminPageShell
      title="Planos"
      subtitle="Planos de assinatura, as funcionalidades extras e o que cada plano inclui."
      actions={
        <Button leftIcon={<Plus />} onClick={() => setEditing('new')}>
          Novo plano
        </Button>
      }
    >
      <QueryState query={query} title="Não foi possível carregar os planos">
        {(data) => (
          <>
            <ul aria-label="Planos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.plans.map((p) => (
                <li key={p.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <strong className="text-base">{p.title}</strong>
                    {p.is_default ? <Pill type="primary">Padrão</Pill> : null}
                    {p.is_active ? null : <Pill type="default">Inativo</Pill>}
                  </div>
                  <p className="text-muted-foreground">{p.subtitle ?? p.identifier}</p>
                  <p>
                    <strong className="text-lg">{formatCents(p.total_value)}</strong>/mês
                    {p.discount_value > 0 ? <span className="text-muted-foreground"> (de {formatCents(p.base_value)})</span> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">{p.trial_days} dias de teste</p>
                  <Button size="sm" variant="outline" className="mt-auto self-start" onClick={() => setEditing(p)}>
                    Editar
                  </Button>
                </li>
              ))}
            </ul>
            <h2 id="plan-features" className="pt-2 text-lg font-semibold">
              Funcionalidades por plano
            </h2>
            <TableScroll label="Funcionalidades por plano" className="bg-surface">
              <table className={TABLE} aria-labelledby="plan-features">
                <thead className="border-b border-border">
                  <tr>
                    <th className={TH}>Funcionalidade</th>
                    <th className={TH}>Avulso</th>
                    {data.plans.map((p) => (
                      <th key={p.id} className={TH}>
                        {p.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.features.map((f) => (
                    <tr key={f.key}>
                      <td className={TD}>{f.label}</td>
                      <td className={TD}>{formatCents(f.price)}/mês</td>
                      {data.plans.map((p) => (
                        <td key={p.id} className={TD}>
                          {p.extra_features.includes(f.key) ? (
                            <Check className="size-4 text-emerald-700 dark:text-emerald-400" aria-label="Incluída" />
                          ) : (
                            <Minus className="size-4 text-muted-foreground" aria-label="Não incluída" />
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {editing ? (
              <PlanForm plan={editing === 'new' ? null : editing} features={data.features} onClose={() => setEditing(null)} />
            ) : null}
          </>
        )}
      </QueryState>
    </AdminPageShell>
  );
}
