// What the admin dashboard pages share (/admin/dashboard, /leads, /vendas): the period presets (UTC days),
// number and BRL formats, one figure card and the links between the three pages.
import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

export const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const num = new Intl.NumberFormat('pt-BR');
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const shown = (day: string) => day.split('-').reverse().join('/');

/** The period presets, as UTC days (to included). */
export function period(preset: string, today = new Date()): { from: string; to: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  if (preset === 'month') return { from: iso(new Date(Date.UTC(y, m, 1))), to: iso(today) };
  if (preset === 'last_month') return { from: iso(new Date(Date.UTC(y, m - 1, 1))), to: iso(new Date(Date.UTC(y, m, 0))) };
  const days = Number(preset);
  return { from: iso(new Date(today.getTime() - (days - 1) * 86_400_000)), to: iso(today) };
}

export const PRESETS = [
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: 'Últimos 30 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: 'month', label: 'Este mês' },
  { value: 'last_month', label: 'Mês passado' },
];

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-foreground">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

const TABS = [
  ['/admin/dashboard', 'Visão geral'],
  ['/admin/dashboard/leads', 'Leads'],
  ['/admin/dashboard/vendas', 'Vendas'],
] as const;

export function DashboardTabs() {
  return (
    <nav aria-label="Seções do painel" className="flex gap-1 overflow-x-auto border-b border-border">
      {TABS.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn(
              '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
              isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
