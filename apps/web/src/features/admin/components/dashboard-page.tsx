// /admin/dashboard: the platform's key figures: companies paying, in trial and blocked now, the MRR,
// and over the chosen period the sign-ups, the secretary's messages and the bookings.
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { useDashboard, type TDashboardFigures } from '../api/platform-api';
import { AdminPageShell, QueryState } from './admin-page-shell';
import { brl, DashboardTabs, Figure, num, period, PRESETS, shown } from './dashboard-kit';

function Figures({ f }: { f: TDashboardFigures }) {
  const share = f.bookings ? Math.round((f.secretary_bookings / f.bookings) * 100) : 0;
  return (
    <div className="space-y-5">
      <section aria-labelledby="dash-now">
        <h2 id="dash-now" className="mb-2 text-sm font-semibold text-foreground">
          Agora
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Empresas pagantes" value={num.format(f.companies_paying)} />
          <Figure label="Empresas em teste" value={num.format(f.companies_trial)} />
          <Figure label="Empresas bloqueadas" value={num.format(f.companies_blocked)} />
          <Figure label="Receita mensal (MRR)" value={brl.format(f.mrr_cents / 100)} hint="Assinaturas ativas com extras" />
        </dl>
      </section>
      <section aria-labelledby="dash-period">
        <h2 id="dash-period" className="mb-2 text-sm font-semibold text-foreground">
          No período
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Novas empresas" value={num.format(f.new_companies)} />
          <Figure label="Novos usuários" value={num.format(f.new_users)} />
          <Figure label="Mensagens da secretária" value={num.format(f.secretary_messages)} />
          <Figure
            label="Agendamentos"
            value={num.format(f.bookings)}
            hint={`${num.format(f.secretary_bookings)} pela secretária (${share}%)`}
          />
        </dl>
      </section>
    </div>
  );
}

export function AdminDashboardPage() {
  const [preset, setPreset] = useState('30');
  const range = period(preset);
  const query = useDashboard(range);
  return (
    <AdminPageShell
      title="Painel"
      subtitle={`De ${shown(range.from)} a ${shown(range.to)} (dias em UTC).`}
      actions={<Select aria-label="Período" value={preset} onValueChange={setPreset} options={PRESETS} />}
    >
      <DashboardTabs />
      <QueryState query={query} title="Não foi possível carregar os números">
        {(data) => <Figures f={data.figures} />}
      </QueryState>
    </AdminPageShell>
  );
}
